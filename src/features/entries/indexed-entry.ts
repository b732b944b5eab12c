import { createContext, useCallback, useContext } from 'react';
import type { ListItem } from '../../api/schemas';
import { useSession } from '../../api/api-context';
import type { Session } from '../../lib/session';
import { useServices, type Services } from '../../lib/services';

/**
 * Looks an entry up in the session's index of entries seen so far. An entry's address asks it
 * first and reads the list page by page only when it knows nothing of the id.
 */
export type FindIndexedEntry = (id: string) => ListItem | undefined | Promise<ListItem | undefined>;

/** The session's index, loaded only when an address needs it (it knows nothing before it starts). */
async function askTheIndex(
  services: Services,
  session: Session,
  id: string,
): Promise<ListItem | undefined> {
  const { entryIndexKind } = await import('./find/index-client');
  return (await services.get(entryIndexKind, session).find(id)) ?? undefined;
}

/** Where the index plugs in; tests may provide their own finder. */
export const IndexedEntryContext = createContext<FindIndexedEntry | null>(null);

export function useFindIndexedEntry(): FindIndexedEntry {
  const given = useContext(IndexedEntryContext);
  const session = useSession();
  const services = useServices();
  const fromIndex = useCallback(
    (id: string) => askTheIndex(services, session, id),
    [services, session],
  );
  return given ?? fromIndex;
}
