import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ListState } from '../list-state';

// The dialog, the walker and the file writers load on first use (or on hover, to be ready).
const loadDialog = () => import('./export-dialog');
const ExportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ExportDialog })));

/** `Export` on the list: opens `Export entries` for the view on screen (and its search). */
export function ExportButton({ view }: { view: ListState }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Export
      </button>
      {/* Outside the button's place: on a phone that is a menu, closed once Export is chosen. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <ExportDialog view={view} onClosed={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
