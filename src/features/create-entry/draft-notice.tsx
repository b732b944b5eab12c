import { useEffect, useRef } from 'react';
import { itemCount, LIMITS } from '../../api/entry-fields';
import { formatCount } from '../../lib/plural';

interface DraftNoticeProps {
  restored: boolean;
  draftFolder: string;
  /** The folder the person came from, when the draft is for another one. */
  otherFolder: string | null;
  onSwitchFolder: () => void;
  discarded: boolean;
  onUndo: () => void;
  /** Items the stored draft had beyond the limit, which were not restored. */
  droppedItems?: number;
}

/** What happened to the stored draft: restored (maybe for another folder), or discarded. */
export function DraftNotice(props: DraftNoticeProps) {
  const { restored, draftFolder, otherFolder, onSwitchFolder, discarded, onUndo } = props;
  const dropped = props.droppedItems ?? 0;
  const undoRef = useRef<HTMLButtonElement>(null);
  // The Discard draft button is gone once the form is empty: focus goes to the way back.
  useEffect(() => {
    if (discarded) undoRef.current?.focus();
  }, [discarded]);

  if (discarded) {
    return (
      <div className="notice notice-info draft-notice" role="status">
        <p>Draft discarded.</p>
        <button ref={undoRef} type="button" className="button button-small" onClick={onUndo}>
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
          <button type="button" className="button button-small" onClick={onSwitchFolder}>
            Use folder {otherFolder}
          </button>
        </>
      ) : null}
    </div>
  );
}
