/**
 * The rules by which an entry in a folder could be the one a lost create made, for the one
 * resolver the create form's Check folder and the import's look through a folder share
 * (resolve-lost.ts). Pure, so every rule is tested. A lost answer is matched only to an entry that provably did not exist before the
 * first attempt, by the server's own data, never by a wide guess:
 * - with a baseline (the folder's newest entries, read just before the first send): an entry
 *   the baseline held, or older than its newest, existed before; any other did not;
 * - else with the server's clock (its `Date` header): the creation time against the window
 *   from the first send to the check, with a minute of slack for the header's steps and trips;
 * - else nothing can show it: no entry is offered, and the outcome stays unknown, saying why.
 * Every field the list gives back is compared too: the title exactly, the type against the
 * template (when the type is one of the templates at all), and the item's own `folder_id` when
 * the server sends one (a server that ignores the `folder_id` it is asked for lists entries of
 * other folders: those are never in the folder). Times are strict ISO 8601; an entry
 * whose time cannot be read is never offered, and leaves the outcome unknown.
 * The answer is a list of candidates, never a verdict: the form lets the person say which one
 * is theirs; the import settles a row only when exactly one entry can be it.
 */
import * as z from 'zod/mini';
import { parseIsoDateTime } from '../../lib/iso-date';
import { TEMPLATES, type CreateEntryBody, type ListItem } from '../schemas';

/** Slack on each side of the window: the `Date` header's one-second steps, the trip, the queue. */
export const WINDOW_SLACK_MS = 60_000;

/** What the folder held just before the first attempt was sent (the server's own data). */
export const baselineSchema = z.object({
  /** The newest `created_at` read, as the server wrote it; null when the folder was empty. */
  newest: z.nullable(z.string()),
  /** The ids read (the newest page). */
  ids: z.array(z.string()),
});
export type FolderBaseline = z.infer<typeof baselineSchema>;

/** Milliseconds of a strict ISO 8601 time, or NaN. */
export function isoTime(text: string): number {
  return parseIsoDateTime(text)?.getTime() ?? NaN;
}

/** The server's clock minus the browser's, from a `Date` header read at `receivedAt`. */
export function serverClockOffset(dateHeader: string | null, receivedAt: number): number | null {
  if (!dateHeader) return null;
  // An HTTP date (RFC 9110: IMF-fixdate) and nothing looser.
  if (!/^[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT$/.test(dateHeader)) return null;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return null;
  // The header is cut to the second: its middle is the best guess.
  return server + 500 - receivedAt;
}

export interface Candidate {
  item: ListItem;
  /** Seconds between the send and the entry's creation, in the server's clock; null if unknown. */
  secondsAfterSend: number | null;
}

/** Why no entry can be shown to be the create's. */
export type UnprovableReason = 'no-clock' | 'unreadable-date';

/** The fields of a create a list item can be compared on. */
export type MatchBody = Pick<CreateEntryBody, 'title' | 'template' | 'folder_id'>;

/**
 * Whether a list item read for `folder` is in it: by its own `folder_id` when the server sends
 * one (a server may ignore the filter and list every folder), else by the folder it was read for.
 */
export function inFolder(item: ListItem, folder: string): boolean {
  const sent = (item as { folder_id?: unknown }).folder_id;
  return typeof sent !== 'string' || sent === folder;
}

/** What a create with this title and template is known by: the title exactly, and the template. */
export function createKey(title: string, template: string): string {
  return `${title}\u001f${template}`;
}

/**
 * The keys of the creates a listed entry could be: its title exactly, its type as the template.
 * A type that names no template says nothing about it (servers may use their own words): then
 * either template. The one comparison for "already in the folder" and for a lost answer's match.
 */
export function entryKeys(item: Pick<ListItem, 'title' | 'type'>): string[] {
  const upper = item.type.trim().toUpperCase();
  const templates = (TEMPLATES as readonly string[]).includes(upper) ? [upper] : TEMPLATES;
  return templates.map((template) => createKey(item.title, template));
}

/**
 * Every field the list gives back that a create sets: the folder (when the item says it), the
 * title exactly, the type as template.
 */
export function sameFields(item: ListItem, body: MatchBody): boolean {
  return (
    inFolder(item, body.folder_id) && entryKeys(item).includes(createKey(body.title, body.template))
  );
}

/** Which entries are new since the first send, and on what proof. */
export interface CreationWindow {
  basis: 'baseline' | 'clock' | 'none';
  /** The first send in the server's clock, when the clock is known. */
  sentServer: number | null;
  /** Entries made at or after this (server clock) and not in `before` are new. */
  from: number;
  to: number;
  /** Entries that existed before the first send. */
  before: ReadonlySet<string>;
}

/**
 * The proof of newness for a create first sent at `sentAt` and checked at `checkedAt` (both in
 * the browser's clock): the baseline when there is one, else the server's clock, else none.
 */
export function creationWindow(
  sentAt: number,
  checkedAt: number,
  offsetMs: number | null,
  baseline?: FolderBaseline | null,
): CreationWindow {
  const sentServer = offsetMs === null ? null : sentAt + offsetMs;
  if (baseline) {
    const newest = baseline.newest === null ? -Infinity : isoTime(baseline.newest);
    if (!Number.isNaN(newest))
      return {
        basis: 'baseline',
        sentServer,
        from: newest,
        to: Infinity,
        before: new Set(baseline.ids),
      };
  }
  if (offsetMs !== null && sentServer !== null) {
    return {
      basis: 'clock',
      sentServer,
      from: sentServer - WINDOW_SLACK_MS,
      to: checkedAt + offsetMs + WINDOW_SLACK_MS,
      before: new Set(),
    };
  }
  // Nothing to prove newness with: nothing is new, and no walk needs to reach back.
  return { basis: 'none', sentServer, from: Infinity, to: -Infinity, before: new Set() };
}

/**
 * Whether an item with the same fields is provably new since the first send (a candidate),
 * provably not (null), or cannot be told ('undecided': no proof, or a time that cannot be read).
 */
export function asCandidate(
  item: ListItem,
  window: CreationWindow,
): Candidate | null | 'undecided' {
  if (window.before.has(item.id)) return null;
  if (window.basis === 'none') return 'undecided';
  const created = isoTime(item.created_at);
  if (Number.isNaN(created)) return 'undecided';
  if (created < window.from || created > window.to) return null;
  return {
    item,
    secondsAfterSend:
      window.sentServer === null ? null : Math.round((created - window.sentServer) / 1000),
  };
}

/** The baseline a newest-first page (or a whole folder) gives; null when it shows nothing sure. */
export function baselineOf(items: readonly ListItem[], complete: boolean): FolderBaseline | null {
  if (!complete) return null;
  let newest: string | null = null;
  for (const item of items) {
    const at = isoTime(item.created_at);
    // One time that cannot be read, and the newest is not known.
    if (Number.isNaN(at)) return null;
    if (newest === null || at > isoTime(newest)) newest = item.created_at;
  }
  return { newest, ids: items.map((item) => item.id) };
}
