import { createContext, useContext } from 'react';
import type { ListItem } from '../../api/schemas';

/**
 * Looks an entry up in the session's index of entries seen so far. An entry's address asks it
 * first and reads the list page by page only when it knows nothing of the id.
 */
export type FindIndexedEntry = (id: string) => ListItem | undefined | Promise<ListItem | undefined>;

/** The session's index, loaded only when an address needs it (it knows nothing before it starts). */
const askTheIndex: FindIndexedEntry = async (id) => {
  const { findIndexedEntry } = await import('./find/index-client');
  return (await findIndexedEntry(id)) ?? undefined;
};

/** Where the index plugs in; tests provide their own finder. */
export const IndexedEntryContext = createContext<FindIndexedEntry>(askTheIndex);

export function useFindIndexedEntry(): FindIndexedEntry {
  return useContext(IndexedEntryContext);
}
