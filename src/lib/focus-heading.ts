const MAX_FRAMES = 120;

/**
 * After a change of screen that took the focused element away (signing in), focus would fall
 * to <body>: put it on the new screen's heading instead, once that renders (a screen that loads
 * on demand renders later). Leaves focus alone when someone has already moved it.
 */
export function focusHeadingWhenShown(): void {
  let frames = 0;
  const attempt = () => {
    // The signed-in screens' main area (the sign-in screen has its own <main>).
    const heading = document.querySelector<HTMLElement>('main.app-main h1');
    if (!heading) {
      if (frames++ < MAX_FRAMES) requestAnimationFrame(attempt);
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  };
  requestAnimationFrame(attempt);
}
