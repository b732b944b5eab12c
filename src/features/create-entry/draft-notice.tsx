import { useEffect, useRef, useSyncExternalStore } from 'react';
import { itemCount, LIMITS } from '../../api/entry-fields';
import { formatCount } from '../../lib/plural';
import { useDraftStatus } from './draft-status';
import type { useDraftControls } from './use-draft-controls';

/** The draft's own notices, without Create similar's question. */
type Notice = Omit<
  ReturnType<typeof useDraftControls>,
  'asking' | 'draftTitle' | 'similarTitle' | 'replace' | 'keep'
>;

/** What happened to the stored draft: restored (maybe for another folder), or discarded. */
export function DraftNotice({ draft }: { draft: Notice }) {
  const { restored, draftFolder, otherFolder, discarded, droppedItems: dropped } = draft;
  const undoRef = useRef<HTMLButtonElement>(null);
  // The Discard draft button is gone once the form is empty: focus goes to the way back.
  useEffect(() => {
    if (discarded) undoRef.current?.focus();
  }, [discarded]);

  if (discarded) {
    return (
      <div className="notice notice-info draft-notice" role="status">
        <p>Draft discarded.</p>
        <button ref={undoRef} type="button" className="button button-small" onClick={draft.undo}>
          Undo
        </button>
      </div>
    );
  }
  if (!restored) return null;
  return (
    <div className="notice notice-info draft-notice" role="status">
      <p>Your unfinished draft was restored.</p>
      {dropped > 0 ? (
        <p>
          It had {itemCount(LIMITS.items + dropped)}; the form holds at most{' '}
          {itemCount(LIMITS.items)}, so only the first {formatCount(LIMITS.items)} were restored.
        </p>
      ) : null}
      {otherFolder !== null ? (
        <>
          <p>
            It is for the folder <strong className="break">{draftFolder || '(none)'}</strong>, not
            for <strong className="break">{otherFolder}</strong>, the folder you came from.
          </p>
          <button type="button" className="button button-small" onClick={draft.switchFolder}>
            Use folder {otherFolder}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** Says, visibly and aloud, that the browser refused to store the draft. */
export function DraftSaveWarning() {
  const draft = useDraftStatus();
  const unsaved = useSyncExternalStore(draft.subscribe, draft.unsaved) !== null;
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
