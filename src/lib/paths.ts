/** Route paths shared by features that link to each other without importing each other. */
export const paths = {
  signIn: '/sign-in',
  entries: '/entries',
  createEntry: '/entries/new',
  importEntries: '/entries/import',
} as const;

/** Router state the list reads after a create: which row to highlight. */
export interface EntriesLocationState {
  highlightId?: string;
}

/** Router state sign-in reads: where to go back to. */
export interface SignInLocationState {
  from?: { pathname: string; search: string; hash: string };
}

/** The state that brings a person back to `location` after signing in. */
export function returnTo(location: {
  pathname: string;
  search: string;
  hash: string;
}): SignInLocationState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}
