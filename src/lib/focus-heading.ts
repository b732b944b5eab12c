/** About ten seconds of frames: a screen that loads on demand may take that long to show. */
const MAX_FRAMES = 600;

/**
 * A screen that opens puts focus on its heading, as soon as it renders (a screen that loads on
 * demand renders later), so the keyboard starts at its top and a screen reader says where it is.
 * Focus someone or the screen itself already put inside the screen, or in a dialog, stays. After
 * signing in, the sign-in screen's controls are gone and focus with them: it lands here too.
 * Returns a function that stops waiting (the person moved on before the screen showed).
 */
export function focusScreenHeading(): () => void {
  let frames = 0;
  let frame = requestAnimationFrame(function attempt() {
    const main = document.querySelector<HTMLElement>('main.app-main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (!main || !heading) {
      if (frames++ < MAX_FRAMES) frame = requestAnimationFrame(attempt);
      return;
    }
    const active = document.activeElement;
    if (active && active !== main && (main.contains(active) || active.closest('dialog'))) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  });
  return () => cancelAnimationFrame(frame);
}
