/**
 * Which rows whose answers were lost made an entry, from one walk of their folder. Pure, so
 * every rule is tested. The comparison is the create form's Check folder's (folder-match.ts:
 * the title exactly, the type as the template, and only entries provably made since the row's
 * first attempt: not in the baseline read before it, or by the server's clock; an entry whose own
 * `folder_id` names another folder is not in the walked one); on top of it,
 * many rows at once:
 * - entries this job already knows it made (rows created with that id) are nobody's candidate;
 * - a row is created when exactly one entry can be it and no other row of the walk could claim
 *   that entry too;
 * - a row with none was not created (the walk read every entry since its first attempt);
 * - two or more entries, or one shared with another row, leave it unknown, saying why;
 * - a row the walk did not reach back to (a folder too big to read) is unknown too;
 * - a row nothing can prove anything about (no baseline, no server clock, or an entry whose time
 *   cannot be read) is unknown, saying why: never created.
 */
import {
  asCandidate,
  creationWindow,
  sameFields,
  type Candidate,
  type FolderBaseline,
  type UnprovableReason,
} from './folder-match';
import { isolate } from '../../lib/isolate';
import type { FolderWalk } from './folder-walk';
import type { Template } from '../schemas';
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

export type WalkResult = Pick<
  FolderWalk,
  'folder' | 'items' | 'offsetMs' | 'checkedAt' | 'exhausted' | 'reachedBack'
>;

/**
 * `fallback`: the folder's baseline for rows that carry none of their own (a job stored by an
 * earlier version read it once per folder), or null.
 */
export function matchLostRows(
  rows: readonly LostRow[],
  walk: WalkResult,
  knownIds: ReadonlySet<string>,
  fallback: FolderBaseline | null = null,
): Map<number, LostVerdict> {
  const items = walk.items.filter((item) => !knownIds.has(item.id));
  const found = rows.map((row) => {
    const baseline = row.baseline !== undefined ? row.baseline : fallback;
    const window = creationWindow(row.sentAt, walk.checkedAt, walk.offsetMs, baseline);
    const covered = walk.exhausted || walk.reachedBack < window.from;
    const body = { title: row.title, template: row.template, folder_id: walk.folder };
    const judged = items
      .filter((item) => sameFields(item, body))
      .map((i) => asCandidate(i, window));
    const candidates = judged.filter((c): c is Candidate => c !== null && c !== 'undecided');
    const unprovable: UnprovableReason | null =
      window.basis === 'none'
        ? 'no-clock'
        : judged.includes('undecided')
          ? 'unreadable-date'
          : null;
    return { row, covered, candidates, unprovable };
  });
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
