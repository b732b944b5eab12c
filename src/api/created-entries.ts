/**
 * Entries just created in this tab, told to whoever follows the query cache: the search index
 * adds them at once (`Show these entries` after an import finds every one of them). Loaded only
 * by the parts that tell and that listen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { entryKeys } from './entries';
import type { ListItem } from './schemas';

const CREATED = [...entryKeys.all, 'created'] as const;

/** Tells the listeners of `onCreated` about these entries. */
export function announceCreated(queryClient: QueryClient, items: ListItem[]): void {
  queryClient.setQueryData(CREATED, items);
}

/** The entries last told, for a listener that starts after them. */
export function lastCreated(queryClient: QueryClient): ListItem[] {
  return queryClient.getQueryData<ListItem[]>(CREATED) ?? [];
}

/** Hears every `announceCreated`. */
export function onCreated(
  queryClient: QueryClient,
  listener: (items: ListItem[]) => void,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, kind] = event.query.queryKey as readonly unknown[];
    if (root !== CREATED[0] || kind !== CREATED[1]) return;
    listener((event.query.state.data as ListItem[] | undefined) ?? []);
  });
}
