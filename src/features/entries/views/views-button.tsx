import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ViewsDialog } from './views-dialog';

/**
 * `Views` on the list: the saved views, and Save view for the list on screen. Part of the
 * search controls' chunk: a chunk of its own would cost every first load its name.
 */
export function ViewsButton({ current }: { current: URLSearchParams }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Views
      </button>
      {open
        ? createPortal(
            <ViewsDialog current={current} onClosed={() => setOpen(false)} />,
            document.body,
          )
        : null}
    </>
  );
}
