/**
 * How much of a file's problems the import keeps and draws, so a small hostile file cannot
 * freeze the tab: a row keeps its first problems and a count of the rest, a file its first
 * notices, and long text is clipped where it is drawn (docs/reliability.md lists them).
 */
import { formatCount, plural } from '../../../lib/plural';

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

const SUMMARY = /^…and ([\d,]+) more problems? in this row\.$/;

/** `text` cut to `max` characters, saying how long it was. */
export function clip(text: string, max = CELL_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${formatCount(text.length)} characters in all)`;
}

/** How many problems past MAX_PROBLEMS a row's last line counts. */
function counted(list: readonly string[]): number {
  const found = list.length > MAX_PROBLEMS ? SUMMARY.exec(list[MAX_PROBLEMS]!) : null;
  return found ? Number(found[1]!.replace(/,/g, '')) : 0;
}

/** Adds a problem to a row's list; past MAX_PROBLEMS it is only counted. */
export function addProblem(list: string[], problem: string): void {
  if (list.length < MAX_PROBLEMS) list.push(clip(problem, MAX_MESSAGE_CHARS));
  else list[MAX_PROBLEMS] = `…and ${plural(counted(list) + 1, 'more problem')} in this row.`;
}

/** How many problems a row has past its first `shown` (its last line may count the rest). */
export function problemsPast(list: readonly string[], shown: number): number {
  if (list.length <= shown) return 0;
  const more = counted(list);
  return more > 0 ? list.length - 1 - shown + more : list.length - shown;
}
