/**
 * How much of a file's problems the import keeps and draws, so a small hostile file cannot
 * freeze the tab: a row keeps its first problems and a count of the rest, a file its first
 * notices, and long text is clipped where it is drawn (docs/reliability.md lists them).
 */
import { formatCount } from '../../../lib/plural';

/** Problems kept per row; past it one last line counts the rest. */
export const MAX_PROBLEMS = 20;
/** Problems drawn per row in the table before "N more". */
export const SHOWN_PROBLEMS = 5;
/** Notices about the file (columns, fields) drawn before "N more". */
export const SHOWN_NOTICES = 12;
/** Characters of one message kept. */
export const MAX_MESSAGE_CHARS = 500;
/** Characters of a title, a folder or a message drawn in the table. */
export const CELL_CHARS = 200;

const counts = new WeakMap<string[], number>();
const plural = (n: number, word: string) => `${formatCount(n)} more ${word}${n === 1 ? '' : 's'}`;

/** `text` cut to `max` characters, saying how long it was. */
export function clip(text: string, max = CELL_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${formatCount(text.length)} characters in all)`;
}

/** Adds a problem to a row's list; past MAX_PROBLEMS it is only counted. */
export function addProblem(list: string[], problem: string): void {
  if (list.length < MAX_PROBLEMS) {
    list.push(clip(problem, MAX_MESSAGE_CHARS));
    return;
  }
  const more = (counts.get(list) ?? 0) + 1;
  counts.set(list, more);
  list[MAX_PROBLEMS] = `…and ${plural(more, 'problem')} in this row.`;
}

/** A copy of a row's problems that goes on counting where the first left off. */
export function copyProblems(list: readonly string[]): string[] {
  const copy = [...list];
  const more = counts.get(list as string[]);
  if (more) counts.set(copy, more);
  return copy;
}

const SUMMARY = /^…and ([\d,]+) more problems? in this row\.$/;

/** How many problems a row has past its first `shown` (its last line may count the rest). */
export function problemsPast(list: readonly string[], shown: number): number {
  if (list.length <= shown) return 0;
  const counted = SUMMARY.exec(list[list.length - 1] ?? '');
  if (!counted) return list.length - shown;
  return list.length - 1 - shown + Number(counted[1]!.replace(/,/g, ''));
}
