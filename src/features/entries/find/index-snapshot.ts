/**
 * The index as it is kept (index-vault.ts seals it): column by column, with what search reads of
 * each entry. Columns of strings are a third the size of the same entries as objects and parse
 * several times faster: 100,000 entries open in about a quarter of a second on the bench machine.
 * Version 2 (kept by earlier builds) folded titles without removing accents: its entries are
 * read, and their titles folded again as search now reads them.
 */
import type { ListItem } from '../../../api/schemas';
import { FIELD_LIMITS } from './entry-bounds';
import type { WalkReach } from './index-stats';
import { hayOf, type Indexed } from './index-search';
import { fold } from './search-fold';

export interface IndexSnapshot {
  v: 3;
  /** The language `folded` was folded in. */
  locale: string;
  ids: string[];
  titles: string[];
  types: string[];
  statuses: string[];
  created: string[];
  /** The folder each entry was listed in (null: none known). */
  folders: (string | null)[];
  /** Its created time (ms; null: not a date the console reads). */
  createdMs: (number | null)[];
  /** Its title as search reads it, where that is not the title lower-cased (0: it is). */
  folded: (string | 0)[];
  /** Entries not held whole (cut to the index's bounds), by position. */
  cut: number[];
  /** An entry's other fields (and `folder_id` when it is not its folder), by position. */
  extra: Record<number, Record<string, unknown>>;
  total: number | null;
  updatedAt: number | null;
  walked: { total: number; at: number } | null;
  /** How far an unfinished walk read (index-engine.ts); absent in what earlier builds kept. */
  reached?: WalkReach | null;
}

const titlePart = (title: string) => title.slice(0, FIELD_LIMITS.title);

export function pack(
  entries: Iterable<Indexed>,
  meta: Pick<IndexSnapshot, 'total' | 'updatedAt' | 'walked' | 'reached' | 'locale'>,
): IndexSnapshot {
  const s: IndexSnapshot = {
    v: 3,
    ...{ ids: [], titles: [], types: [], statuses: [], created: [], folders: [] },
    ...{ createdMs: [], folded: [], cut: [], extra: {} },
    ...meta,
  };
  let at = 0;
  for (const { item, whole, folder, hay, createdMs } of entries) {
    const { id, title, type, status, created_at, folder_id, ...rest } = item as ListItem & {
      folder_id?: unknown;
    };
    s.ids.push(id);
    s.titles.push(title);
    s.types.push(type);
    s.statuses.push(status);
    s.created.push(created_at);
    s.folders.push(folder ?? null);
    s.createdMs.push(Number.isFinite(createdMs) ? createdMs : null);
    const searched = hay.slice(fold(id, meta.locale).length + 1);
    s.folded.push(searched === titlePart(title).toLowerCase() ? 0 : searched);
    if (!whole) s.cut.push(at);
    const own = folder_id === (folder ?? undefined) ? rest : { ...rest, folder_id };
    if (Object.keys(own).length > 0) s.extra[at] = own;
    at += 1;
  }
  return s;
}

/**
 * The entries a snapshot holds, as the index holds them, their text folded in `locale`; none from
 * one of another shape.
 */
export function* unpack(kept: unknown, locale = 'en'): Generator<Indexed> {
  const s = kept as (Omit<Partial<IndexSnapshot>, 'v'> & { v?: unknown }) | null;
  if ((s?.v !== 2 && s?.v !== 3) || !Array.isArray(s.ids)) return;
  // Folded as search reads it now, in this language: its own folded titles can be used.
  const current = s.v === 3 && s.locale === locale && Array.isArray(s.folded);
  const cut = new Set(s.cut);
  for (let at = 0; at < s.ids.length; at++) {
    const id = s.ids[at]!;
    const title = s.titles![at]!;
    const folder = s.folders![at] ?? undefined;
    const fields = {
      id,
      title,
      type: s.types![at]!,
      status: s.statuses![at]!,
      created_at: s.created![at]!,
    };
    const extra: unknown = s.extra![at];
    // What the list draws must be text; a snapshot that says otherwise is not one this wrote
    // (the host discards it and reads the entries again, index-host.ts).
    if (!Object.values(fields).every((value) => typeof value === 'string'))
      throw new TypeError('Not an index snapshot: an entry field is not text.');
    if (
      extra !== undefined &&
      (typeof extra !== 'object' || extra === null || Array.isArray(extra))
    )
      throw new TypeError('Not an index snapshot: an entry is not an object.');
    const { folder_id: movedTo, ...rest } = (extra ?? {}) as Record<string, unknown>;
    const folderId = movedTo !== undefined ? movedTo : folder;
    // The server's other fields first: they never replace the ones the list draws.
    const item = {
      ...rest,
      ...fields,
      ...(folderId === undefined ? {} : { folder_id: folderId }),
    } as ListItem;
    const searched = current ? s.folded![at] || titlePart(title).toLowerCase() : null;
    yield {
      item,
      whole: !cut.has(at),
      folder,
      hay: searched === null ? hayOf(id, title, locale) : `${fold(id, locale)}\u0000${searched}`,
      createdMs: s.createdMs![at] ?? Number.NEGATIVE_INFINITY,
    };
  }
}
