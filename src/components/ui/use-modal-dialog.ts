import { useEffect, useId, useRef } from 'react';
import { useBackdropClose } from './backdrop-close';

/**
 * A `<dialog>` shown as a modal as soon as it mounts (the screens mount a dialog to open it):
 * its ref, an id prefix for its title and parts (`${id}-title`), and `close`, which closes it
 * the way Escape does, so its `onClose` runs once whichever way it ends. A click on the dimmed
 * background closes it too; the browser puts focus back where it was before it opened.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useBackdropClose(ref);
  return { ref, id, titleId: `${id}-title`, close: () => ref.current?.close() };
}
