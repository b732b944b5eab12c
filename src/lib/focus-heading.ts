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

/**
 * A screen that opens puts focus on its heading, as soon as it renders (a screen that loads on
 * demand renders later), so the keyboard starts at its top and a screen reader says where it is.
 * Focus someone or the screen itself already put inside the screen, or in a dialog, stays.
 * Returns a function that stops waiting (the person moved on before the screen showed).
 */
export function focusScreenHeading(): () => void {
  let frames = 0;
  let frame = requestAnimationFrame(function attempt() {
    const main = document.querySelector<HTMLElement>('main.app-main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (!main || !heading) {
      if (frames++ < MAX_FRAMES * 5) frame = requestAnimationFrame(attempt);
      return;
    }
    const active = document.activeElement;
    if (active && active !== main && (main.contains(active) || active.closest('dialog'))) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  });
  return () => cancelAnimationFrame(frame);
}
