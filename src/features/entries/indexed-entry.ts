import { createContext, useContext } from 'react';
import type { ListItem } from '../../api/schemas';

/**
 * Looks an entry up in the session's index of entries seen so far. An entry's address asks it
 * first and reads the list page by page only when it knows nothing of the id.
 */
export type FindIndexedEntry = (id: string) => ListItem | undefined | Promise<ListItem | undefined>;

const knowsNothing: FindIndexedEntry = () => undefined;

/** Where the index plugs in: provide its finder above the entries screen. */
export const IndexedEntryContext = createContext<FindIndexedEntry>(knowsNothing);

export function useFindIndexedEntry(): FindIndexedEntry {
  return useContext(IndexedEntryContext);
}
