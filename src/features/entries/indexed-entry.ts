import { createContext, useCallback, useContext } from 'react';
import type { ListItem } from '../../api/schemas';
import { useEntryIndex } from './find/index-services';

/**
 * Looks an entry up in the session's index of entries seen so far. An entry's address asks it
 * first and reads the list page by page only when it knows nothing of the id.
 */
export type FindIndexedEntry = (id: string) => ListItem | undefined | Promise<ListItem | undefined>;

/** Where the index plugs in; tests may provide their own finder. */
export const IndexedEntryContext = createContext<FindIndexedEntry | null>(null);

export function useFindIndexedEntry(): FindIndexedEntry {
  const given = useContext(IndexedEntryContext);
  const index = useEntryIndex();
  const fromIndex = useCallback(async (id: string) => (await index.find(id)) ?? undefined, [index]);
  return given ?? fromIndex;
}
