import { useSyncExternalStore } from 'react';
import { useDraftStatus } from './draft-status';

/** Says, visibly and aloud, that the browser refused to store the draft. */
export function DraftSaveWarning() {
  const draft = useDraftStatus();
  const unsaved = useSyncExternalStore(draft.subscribe, draft.isUnsaved);
  return (
    <div role="alert" className="draft-save-region">
      {unsaved ? (
        <div className="notice notice-warning">
          <p>
            Your draft could not be saved: it is too big for this browser&apos;s storage. It stays
            while you move around the console, but reloading or closing this tab loses it.
          </p>
        </div>
      ) : null}
    </div>
  );
}
