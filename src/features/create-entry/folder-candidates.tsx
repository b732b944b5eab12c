import { useEffect, useId, useRef, useState } from 'react';
import type { ListItem } from '../../api/schemas';
import type { Candidate } from '../../api/create-once/folder-match';
import { localDateTime } from '../../lib/dates';
import { plural } from '../../lib/plural';
import { parseIsoDateTime } from '../../lib/iso-date';
import './folder-candidates.css';

interface FolderCandidatesProps {
  folder: string;
  candidates: Candidate[];
  clockKnown: boolean;
  /** The person says this one is theirs: the draft is done. */
  onMine: (entry: ListItem) => void;
  /** The person wants to see it but is not sure: the draft is kept. */
  onVisit: (entry: ListItem) => void;
  /** None of them is theirs: the create did not happen. */
  onNoneMine: () => void;
}

/** When it was made, in the list's date format, and how long after the person's send. */
function when(candidate: Candidate): string {
  const created = parseIsoDateTime(candidate.item.created_at);
  const time = created
    ? `created ${localDateTime(created)}`
    : `created ${candidate.item.created_at} (unreadable date)`;
  const s = candidate.secondsAfterSend;
  if (s === null) return time;
  if (Math.abs(s) < 1) return `${time}, as you sent yours`;
  const n = Math.abs(s);
  return `${time}, ${plural(n, 'second')} ${s > 0 ? 'after' : 'before'} you sent yours`;
}

/**
 * Entries that could be the one a lost create made. The console cannot tell a colleague's entry
 * of the same title and template from the person's own, so it never decides: `Go to the entry`
 * asks whether it is theirs before the draft goes.
 */
export function FolderCandidates(props: FolderCandidatesProps) {
  const { folder, candidates, clockKnown, onMine, onVisit, onNoneMine } = props;
  const [chosen, setChosen] = useState<ListItem | null>(null);
  const id = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chosen) yesRef.current?.focus();
  }, [chosen]);
  const one = candidates.length === 1;

  return (
    <div className="notice notice-warning outcome" role="alert">
      <h2>
        {one
          ? 'An entry like yours is in the folder'
          : `${candidates.length} entries like yours are in the folder`}
      </h2>
      <p>
        {one ? 'It has' : 'They have'} the same title and template as your draft and{' '}
        {one ? 'was' : 'were'} made in the folder{' '}
        <strong className="break">
          <bdi>{folder}</bdi>
        </strong>{' '}
        {clockKnown
          ? 'around when you sent yours'
          : `after you sent yours (${one ? 'it was' : 'they were'} not there before)`}
        . Someone else may have made one like it: only you can tell whether it is yours.
      </p>
      <ul className="candidates">
        {candidates.map(({ item, ...rest }) => {
          const open = chosen?.id === item.id;
          return (
            <li key={item.id} className={`candidate${open ? ' is-chosen' : ''}`}>
              <div className="candidate-row">
                <p id={`${id}-${item.id}`} className="candidate-text">
                  <strong className="break">
                    <bdi>{item.title}</bdi>
                  </strong>
                  <span className="candidate-fields">
                    <bdi>{item.type}</bdi> · <bdi>{item.status}</bdi> · {when({ item, ...rest })} ·
                    ID{' '}
                    <code className="break">
                      <bdi>{item.id}</bdi>
                    </code>
                  </span>
                </p>
                <button
                  type="button"
                  className="button button-small"
                  aria-describedby={`${id}-${item.id}`}
                  aria-expanded={open}
                  onClick={() => setChosen(item)}
                >
                  Go to the entry
                </button>
              </div>
              {open ? (
                <div className="candidate-confirm" role="group" aria-labelledby={`${id}-ask`}>
                  <p>
                    <strong id={`${id}-ask`}>Is this the entry you were creating?</strong> Yes: the
                    draft is cleared and the list opens on this entry. Not sure: the list opens on
                    it and your draft stays, to send or check later.
                  </p>
                  <div className="actions">
                    <button
                      ref={yesRef}
                      type="button"
                      className="button button-primary"
                      onClick={() => onMine(item)}
                    >
                      Yes, it is mine
                    </button>
                    <button type="button" className="button" onClick={() => onVisit(item)}>
                      Not sure, keep the draft
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button type="button" className="button" onClick={onNoneMine}>
          {one ? 'It is not mine' : 'None of these is mine'}
        </button>
      </div>
    </div>
  );
}
