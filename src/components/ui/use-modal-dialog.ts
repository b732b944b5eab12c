import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * A `<dialog>` shown as a modal as soon as it mounts (the screens mount a dialog to open it):
 * its ref, an id prefix for its title and parts (`${id}-title`), and `close`, which closes it
 * the way Escape does. A click on the dimmed background closes it too; the browser puts focus
 * back where it was before it opened.
 *
 * `onClose` runs once, whichever way it ends, as soon as it is closed, and what it changes is
 * drawn at once: not on the `close` event, which the browser sends a moment later, after input
 * waiting in line, and not in a render React puts off behind that input. A person who presses
 * Escape and at once the button that opened the dialog would otherwise find its owner still
 * holding it open (nothing new to draw: no dialog), then lose it to the late close.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The `open` attribute goes as the dialog closes; the observer hears it before any next input.
    const closed = new MutationObserver(() => {
      if (!dialog.open) flushSync(latest.current);
    });
    closed.observe(dialog, { attributeFilter: ['open'] });
    return () => closed.disconnect();
  }, []);
  useBackdropClose(ref);
  return { ref, id, titleId: `${id}-title`, close: () => ref.current?.close() };
}

/** The click landed on the dimmed background: on the dialog element, outside its box. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A click on the dimmed background closes a modal `<dialog>` the way Escape does: a cancelable
 * `cancel` event first, then `close`. A press that starts inside (selecting text and letting
 * go outside) does not count.
 */
export function useBackdropClose(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = onBackdrop(dialog, event);
    };
    const onClick = (event: MouseEvent) => {
      if (!pressedOnBackdrop || !onBackdrop(dialog, event)) return;
      pressedOnBackdrop = false;
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    };
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [ref]);
}
