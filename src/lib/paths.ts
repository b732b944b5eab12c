/** Route paths shared by features that link to each other without importing each other. */
export const paths = {
  signIn: '/sign-in',
  entries: '/entries',
  createEntry: '/entries/new',
  importEntries: '/entries/import',
  activity: '/activity',
  /** One entry's address: its details over the list. */
  entry: '/entries/:entryId',
} as const;

/** The screen a pathname shows: an entry's details are drawn over the list, so they are the list's. */
export function screenOf(pathname: string): string {
  const entry = /^\/entries\/[^/]+$/.test(pathname);
  const ownScreen = pathname === paths.createEntry || pathname === paths.importEntries;
  return entry && !ownScreen ? paths.entries : pathname;
}

/** The address of one entry, `/entries/<id>`, plus the list view behind it when given. */
export function entryHref(id: string, listSearch?: URLSearchParams | string): string {
  const query = listSearch?.toString();
  return `${paths.entries}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

/**
 * What the create form can start with, as query parameters: the list's Create entry (the
 * folder shown) and Create similar (title, folder, template) link to it without importing it.
 */
export interface CreatePrefill {
  folder?: string;
  title?: string;
  template?: string;
}

export const PREFILL_PARAMS = {
  folder: 'folder_id',
  title: 'title',
  template: 'template',
} as const;

/**
 * Everything an entry carries, for Create similar: too much for a URL (metadata items), so it
 * travels as router state, already reduced to plain strings, booleans and flat items.
 */
export interface SimilarEntry {
  title: string;
  folder_id: string;
  template: string;
  description: string;
  callback_url: string;
  data_encrypted: boolean;
  metadata: Record<string, string>[];
}

/** Router state the create form reads. */
export interface CreateLocationState {
  similar?: SimilarEntry;
}

export function createEntryHref(prefill: CreatePrefill = {}): string {
  const search = new URLSearchParams();
  for (const [key, param] of Object.entries(PREFILL_PARAMS)) {
    const value = prefill[key as keyof CreatePrefill];
    if (value) search.set(param, value);
  }
  const query = search.toString();
  return query ? `${paths.createEntry}?${query}` : paths.createEntry;
}

/** Router state the list reads after a create: which row to highlight. */
export interface EntriesLocationState {
  highlightId?: string;
}

/** Router state sign-in reads: where to go back to. */
export interface SignInLocationState {
  from?: { pathname: string; search: string; hash: string };
}

/** The state that brings a person back to `location` after signing in (it reads the address only). */
export function returnTo(location: {
  pathname: string;
  search: string;
  hash: string;
}): SignInLocationState {
  return { from: location };
}
