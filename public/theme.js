// Theme before first paint (src/features/theme).
try {
  var t = localStorage.getItem('registry-console:theme');
  if (t == 'light' || t == 'dark') document.documentElement.dataset.theme = t;
} catch {
  // no storage: system theme
}
