/**
 * What one entry may hold in the index, so that no entry costs more than a few kilobytes: one
 * small enough is kept whole (its address opens from it); a bigger one keeps only the fields
 * search shows, each cut, and its address reads it from the server.
 */
import type { ListItem } from '../../../api/schemas';

export const FIELD_LIMITS = {
  id: 255,
  title: 1000,
  type: 100,
  status: 100,
  created_at: 64,
  folder_id: 255,
} as const;

/** An item whose strings and keys add up to at most this many characters is kept whole. */
export const WHOLE_ITEM_CHARS = 2000;

/** Whether a value's strings, keys and other leaves add up to at most `budget` characters. */
export function fitsIn(value: unknown, budget: number): boolean {
  let left = budget;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') left -= next.length;
    else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        left -= key.length;
        stack.push(inner);
        if (left < 0) return false;
      }
    } else left -= 8;
    if (left < 0) return false;
  }
  return true;
}

/**
 * The first `limit` characters as a string of their own: a plain slice may keep the whole text
 * it was cut from alive (engines share the characters), which is what the cut is to avoid.
 */
const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit)}\u0000`.slice(0, limit) : text;

export interface BoundEntry {
  item: ListItem;
  /** Every field the server sent is kept, uncut. */
  whole: boolean;
}

/** The entry as the index keeps it; null when its id is too long to index at all. */
export function boundEntry(item: ListItem): BoundEntry | null {
  if (item.id.length > FIELD_LIMITS.id) return null;
  return fitsIn(item, WHOLE_ITEM_CHARS) ? { item, whole: true } : cutEntry(item);
}

/** Only the fields search shows, each cut to its bound. */
export function cutEntry(item: ListItem): BoundEntry {
  const folder = (item as { folder_id?: unknown }).folder_id;
  const kept: ListItem = {
    id: item.id,
    title: cut(item.title, FIELD_LIMITS.title),
    type: cut(item.type, FIELD_LIMITS.type),
    status: cut(item.status, FIELD_LIMITS.status),
    created_at: cut(item.created_at, FIELD_LIMITS.created_at),
  };
  if (typeof folder === 'string') kept.folder_id = cut(folder, FIELD_LIMITS.folder_id);
  return { item: kept, whole: false };
}
