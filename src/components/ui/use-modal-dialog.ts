import { useEffect, useId, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal as soon as it mounts (the screens mount a dialog to open it):
 * its ref, an id prefix for its title and parts (`${id}-title`), and `close`, which closes it
 * the way Escape does, so its `onClose` runs once whichever way it ends.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return { ref, id, titleId: `${id}-title`, close: () => ref.current?.close() };
}
