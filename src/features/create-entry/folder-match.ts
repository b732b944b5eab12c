/**
 * Which entries in a folder could be the one a lost create made. Pure, so every rule is tested:
 * - the time window is in the server's clock (estimated from its `Date` header), so a server
 *   clock minutes off the browser's neither hides the entry nor shows an old one;
 * - every field the list gives back is compared: the title exactly, the type against the
 *   template (when the type is one of the templates at all), the creation time against the
 *   window around the send;
 * - the answer is a list of candidates, never a verdict: the person says which one is theirs.
 */
import { TEMPLATES, type CreateEntryBody, type ListItem } from '../../api/schemas';

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
  body: Pick<CreateEntryBody, 'title' | 'template'>;
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

function sameTemplate(type: string, template: string): boolean {
  const upper = type.trim().toUpperCase();
  // A type that names no template says nothing about it (servers may use their own words).
  if (!(TEMPLATES as readonly string[]).includes(upper)) return true;
  return upper === template;
}

export function matchFolder(input: MatchInput): FolderMatch {
  const { body, sentAt, checkedAt, offsetMs, items } = input;
  const slack = offsetMs === null ? UNKNOWN_CLOCK_SLACK_MS : WINDOW_SLACK_MS;
  const sentServer = sentAt + (offsetMs ?? 0);
  const from = sentServer - slack;
  const to = checkedAt + (offsetMs ?? 0) + slack;
  const candidates: Candidate[] = [];
  let oldest = Infinity;
  for (const item of items) {
    const created = Date.parse(item.created_at);
    if (!Number.isNaN(created)) oldest = Math.min(oldest, created);
    if (item.title !== body.title || !sameTemplate(item.type, body.template)) continue;
    if (Number.isNaN(created)) {
      // An unreadable time cannot rule it out.
      candidates.push({ item, secondsAfterSend: null });
    } else if (created >= from && created <= to) {
      candidates.push({
        item,
        secondsAfterSend: offsetMs === null ? null : Math.round((created - sentServer) / 1000),
      });
    }
  }
  if (candidates.length > 0)
    return { kind: 'candidates', candidates, clockKnown: offsetMs !== null };
  // Entries beyond this page could still be made after the send.
  const pageReachesBack = input.newestFirst && oldest < from;
  if (input.hasMore && !pageReachesBack) return { kind: 'incomplete' };
  return { kind: 'absent' };
}
