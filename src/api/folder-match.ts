/**
 * Which entries in a folder could be the one a lost create made: the create form's Check folder
 * and the import's look through a folder both compare with these rules. Pure, so every rule is
 * tested:
 * - the time window is in the server's clock (estimated from its `Date` header), so a server
 *   clock minutes off the browser's neither hides the entry nor shows an old one;
 * - every field the list gives back is compared: the title exactly, the type against the
 *   template (when the type is one of the templates at all), the creation time against the
 *   window around the send;
 * - the answer is a list of candidates, never a verdict: the form lets the person say which one
 *   is theirs; the import settles a row only when exactly one entry can be it.
 */
import { TEMPLATES, type CreateEntryBody, type ListItem } from './schemas';

/** Slack on each side of the window: the `Date` header's one-second steps, the trip, the queue. */
export const WINDOW_SLACK_MS = 60_000;
/** Without the server's clock, a window this wide on each side (any clock error within it). */
export const UNKNOWN_CLOCK_SLACK_MS = 12 * 60 * 60_000;

/** The server's clock minus the browser's, from a `Date` header read at `receivedAt`. */
export function serverClockOffset(dateHeader: string | null, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return null;
  // The header is cut to the second: its middle is the best guess.
  return server + 500 - receivedAt;
}

export interface MatchInput {
  body: MatchBody;
  /** When the create was sent, in the browser's clock. */
  sentAt: number;
  /** When the folder was read, in the browser's clock. */
  checkedAt: number;
  /** Server clock minus browser clock, or null when the server did not say. */
  offsetMs: number | null;
  items: ListItem[];
  /** More entries than this page holds are in the folder. */
  hasMore: boolean;
  /** The page is the folder's newest entries first. */
  newestFirst: boolean;
}

export interface Candidate {
  item: ListItem;
  /** Seconds between the send and the entry's creation, in the server's clock; null if unknown. */
  secondsAfterSend: number | null;
}

export type FolderMatch =
  | { kind: 'absent' }
  /** The page read cannot show every entry made since the send: no answer either way. */
  | { kind: 'incomplete' }
  | { kind: 'candidates'; candidates: Candidate[]; clockKnown: boolean };

/** The fields of a create a list item can be compared on. */
export type MatchBody = Pick<CreateEntryBody, 'title' | 'template'>;

function sameTemplate(type: string, template: string): boolean {
  const upper = type.trim().toUpperCase();
  // A type that names no template says nothing about it (servers may use their own words).
  if (!(TEMPLATES as readonly string[]).includes(upper)) return true;
  return upper === template;
}

/** Every field the list gives back that a create sets: the title exactly, the type as template. */
export function sameFields(item: ListItem, body: MatchBody): boolean {
  return item.title === body.title && sameTemplate(item.type, body.template);
}

/** When an entry made by a create sent at `sentAt` can have been made, in the server's clock. */
export interface CreationWindow {
  /** The send, in the server's clock. */
  sentServer: number;
  from: number;
  to: number;
  clockKnown: boolean;
}

/** The window from the send to the check, both in the browser's clock, widened by the slack. */
export function creationWindow(
  sentAt: number,
  checkedAt: number,
  offsetMs: number | null,
): CreationWindow {
  const slack = offsetMs === null ? UNKNOWN_CLOCK_SLACK_MS : WINDOW_SLACK_MS;
  const sentServer = sentAt + (offsetMs ?? 0);
  return {
    sentServer,
    from: sentServer - slack,
    to: checkedAt + (offsetMs ?? 0) + slack,
    clockKnown: offsetMs !== null,
  };
}

/**
 * Whether an item with the same fields could be the create's entry: made inside the window, or
 * with a time that cannot be read (which cannot rule it out). Null when it cannot be it.
 */
export function asCandidate(item: ListItem, window: CreationWindow): Candidate | null {
  const created = Date.parse(item.created_at);
  if (Number.isNaN(created)) return { item, secondsAfterSend: null };
  if (created < window.from || created > window.to) return null;
  return {
    item,
    secondsAfterSend: window.clockKnown ? Math.round((created - window.sentServer) / 1000) : null,
  };
}

export function matchFolder(input: MatchInput): FolderMatch {
  const { body, sentAt, checkedAt, offsetMs, items } = input;
  const window = creationWindow(sentAt, checkedAt, offsetMs);
  const candidates: Candidate[] = [];
  let oldest = Infinity;
  for (const item of items) {
    const created = Date.parse(item.created_at);
    if (!Number.isNaN(created)) oldest = Math.min(oldest, created);
    if (!sameFields(item, body)) continue;
    const candidate = asCandidate(item, window);
    if (candidate) candidates.push(candidate);
  }
  if (candidates.length > 0)
    return { kind: 'candidates', candidates, clockKnown: window.clockKnown };
  // Entries beyond this page could still be made after the send.
  const pageReachesBack = input.newestFirst && oldest < window.from;
  if (input.hasMore && !pageReachesBack) return { kind: 'incomplete' };
  return { kind: 'absent' };
}
