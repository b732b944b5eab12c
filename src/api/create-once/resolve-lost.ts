/**
 * The one lost-answer resolver: which entries in a folder could be the ones creates whose answers
 * were lost made, for N rows (the import's, from one walk of their folder) or one (the create
 * form's Check folder, from its newest page). Pure, so every rule is tested. The comparison is
 * folder-match.ts's: the title exactly, the type as the template, and only entries provably made
 * since the row's first attempt (not in the baseline read before it, or by the server's clock);
 * an entry whose own `folder_id` names another folder is not in the read one. Each row is looked
 * for (`lookFor`) and then judged:
 * - the form (`matchFolder`) shows every candidate and lets the person say which, if any, is
 *   theirs; with none, the page either reached back to the send (absent) or did not (incomplete);
 * - the import (`matchLostRows`) settles a row only when exactly one entry can be it and no other
 *   row of the walk could claim it too; entries the job knows it made are nobody's candidate; a
 *   row the walk did not reach back to, or that nothing can prove anything about (no baseline,
 *   no server clock, an entry whose time cannot be read), is unknown, saying why: never created.
 */
import {
  asCandidate,
  creationWindow,
  isoTime,
  sameFields,
  type Candidate,
  type FolderBaseline,
  type MatchBody,
  type UnprovableReason,
} from './folder-match';
import { isolate } from '../../lib/isolate';
import type { FirstAttempt } from './attempt-record';
import type { FolderRead } from './folder-read';
import type { FolderWalk } from './folder-walk';
import type { ListItem, Template } from '../schemas';
import { formatCount } from '../../lib/plural';

export interface LostRow {
  n: number;
  title: string;
  template: Template;
  /** The row's first attempt, in the browser's clock. */
  sentAt: number;
  /** Its folder as read just before that attempt, or null. */
  baseline?: FolderBaseline | null;
}

export type LostVerdict =
  | { kind: 'created'; id: string; secondsAfterSend: number | null }
  | { kind: 'absent' }
  /** Two or more entries could be this row's. */
  | { kind: 'several'; ids: string[] }
  /** The one entry that could be this row's could be other rows' too. */
  | { kind: 'shared'; id: string; rows: number[] }
  /** The walk stopped before it reached back to this row's first attempt. */
  | { kind: 'too-big' }
  /** Nothing shows which entries were made since its first attempt. */
  | { kind: 'unprovable'; reason: UnprovableReason };

/** What was read of the folder: its entries, and how far back they reach. */
export type WalkResult = Pick<
  FolderWalk,
  'folder' | 'items' | 'offsetMs' | 'checkedAt' | 'exhausted' | 'reachedBack'
>;

interface Looked {
  row: LostRow;
  /** The read reaches back to the row's first attempt (or read every entry). */
  covered: boolean;
  candidates: Candidate[];
  unprovable: UnprovableReason | null;
  /** The server's clock is known: candidates say how long after the send they were made. */
  clockKnown: boolean;
}

/** Each row looked for in what was read: its candidates, and what the read can prove. */
function lookFor(rows: readonly LostRow[], walk: WalkResult, items: ListItem[]): Looked[] {
  return rows.map((row) => {
    const window = creationWindow(row.sentAt, walk.checkedAt, walk.offsetMs, row.baseline);
    const body = { title: row.title, template: row.template, folder_id: walk.folder };
    const judged = items
      .filter((item) => sameFields(item, body))
      .map((i) => asCandidate(i, window));
    return {
      row,
      covered: walk.exhausted || walk.reachedBack < window.from,
      candidates: judged.filter((c): c is Candidate => c !== null && c !== 'undecided'),
      unprovable:
        window.basis === 'none'
          ? 'no-clock'
          : judged.includes('undecided')
            ? 'unreadable-date'
            : null,
      clockKnown: window.sentServer !== null,
    };
  });
}

export type FolderMatch =
  | { kind: 'absent' }
  /** The page read cannot show every entry made since the send: no answer either way. */
  | { kind: 'incomplete' }
  | { kind: 'candidates'; candidates: Candidate[]; clockKnown: boolean }
  /** Nothing the server gave can show which entries are new: the outcome stays unknown. */
  | { kind: 'unprovable'; reason: UnprovableReason };

/**
 * The create form's one lost create (`body`, first sent as `first` says), in the folder's newest
 * page (`read`): candidates for the person.
 */
export function matchFolder(body: MatchBody, first: FirstAttempt, read: FolderRead): FolderMatch {
  const { items, pagination } = read.list;
  const times = items.map((item) => isoTime(item.created_at)).filter((t) => !Number.isNaN(t));
  const row = { n: 1, title: body.title, template: body.template, ...first };
  const page = {
    folder: body.folder_id,
    items,
    offsetMs: read.offsetMs,
    checkedAt: read.receivedAt,
    exhausted: !pagination.has_more_pages,
    reachedBack: read.newestFirst ? Math.min(Infinity, ...times) : NaN,
  };
  const [{ covered, candidates, unprovable, clockKnown }] = lookFor([row], page, items) as [Looked];
  if (unprovable === 'no-clock') return { kind: 'unprovable', reason: unprovable };
  if (candidates.length > 0) return { kind: 'candidates', candidates, clockKnown };
  if (unprovable) return { kind: 'unprovable', reason: unprovable };
  return covered ? { kind: 'absent' } : { kind: 'incomplete' };
}

export function matchLostRows(
  rows: readonly LostRow[],
  walk: WalkResult,
  knownIds: ReadonlySet<string>,
  fallback: FolderBaseline | null = null,
): Map<number, LostVerdict> {
  const items = walk.items.filter((item) => !knownIds.has(item.id));
  const withBaselines = rows.map((row) =>
    row.baseline !== undefined ? row : { ...row, baseline: fallback },
  );
  const found = lookFor(withBaselines, walk, items);
  const claims = new Map<string, number[]>();
  for (const { row, candidates } of found) {
    for (const { item } of candidates) claims.set(item.id, [...(claims.get(item.id) ?? []), row.n]);
  }
  const verdicts = new Map<number, LostVerdict>();
  for (const { row, covered, candidates, unprovable } of found) {
    const [only] = candidates;
    let verdict: LostVerdict;
    if (unprovable) verdict = { kind: 'unprovable', reason: unprovable };
    else if (!covered) verdict = { kind: 'too-big' };
    else if (!only) verdict = { kind: 'absent' };
    else if (candidates.length > 1)
      verdict = { kind: 'several', ids: candidates.map((c) => c.item.id) };
    else {
      const others = (claims.get(only.item.id) ?? []).filter((n) => n !== row.n);
      verdict =
        others.length > 0
          ? { kind: 'shared', id: only.item.id, rows: others }
          : { kind: 'created', id: only.item.id, secondsAfterSend: only.secondsAfterSend };
    }
    verdicts.set(row.n, verdict);
  }
  return verdicts;
}

const LOOK = 'Look in the folder before importing this row again.';
/** Why nothing could be proven, in words (the form says the same). */
export const UNPROVABLE: Record<UnprovableReason, string> = {
  'no-clock':
    'The server does not show its clock (its Date header), and the folder was not read before the first attempt, so no entry in it can be told apart from older ones:',
  'unreadable-date':
    'An entry with its title and template has a creation time that cannot be read, so it cannot be told apart from older ones:',
};
const list = (values: readonly (string | number)[]) =>
  values.length === 1
    ? String(values[0])
    : `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;

/** What the row's message says about a verdict that leaves it created or unknown. */
export function verdictMessage(verdict: LostVerdict, named: string, maxEntries: number): string {
  const lost = 'Sent, but no answer arrived.';
  // The folder's name is text from a file or a person: isolated from the words around it.
  const folder = isolate(named);
  switch (verdict.kind) {
    case 'created': {
      const s = verdict.secondsAfterSend;
      const n = s === null ? 0 : Math.abs(s);
      const when =
        s === null
          ? ''
          : n < 1
            ? ' (made within a second of its first attempt)'
            : ` (made ${n} s ${s < 0 ? 'before' : 'after'} its first attempt)`;
      return `${lost} Found in the folder ${folder} when it was looked through${when}.`;
    }
    case 'several':
      return `${lost} ${verdict.ids.length} entries in the folder ${folder} have its title and template and were made since it was sent (${list(verdict.ids)}): which one, if any, this row made is not known. ${LOOK}`;
    case 'shared':
      return `${lost} The one entry in the folder ${folder} that could be it (${verdict.id}) could also be row ${list(verdict.rows)}, sent with the same title and template: which row made it is not known. ${LOOK}`;
    case 'too-big':
      return `${lost} The folder ${folder} has more than ${formatCount(maxEntries)} entries to look through since it was sent, too many to tell whether it was created. ${LOOK}`;
    case 'unprovable':
      return `${lost} ${UNPROVABLE[verdict.reason]} whether it was created cannot be told. ${LOOK}`;
    case 'absent':
      return `${lost} The folder ${folder} was looked through and has no such entry: it was not created.`;
  }
}
