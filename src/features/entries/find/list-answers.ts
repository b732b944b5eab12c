import type { QueryClient } from '@tanstack/react-query';
import { entryKeys } from '../../../api/entries';
import type { EntryList, ListParams } from '../../../api/schemas';
import type { AppConfig } from '../../../lib/config';

/**
 * Hears every page of entries the query client receives (a shown page, a prefetch, a walk's
 * page, the page the sign-in check read), with the parameters it was read with: the search index.
 */
export function onListAnswer(
  queryClient: QueryClient,
  listener: (list: EntryList, params: ListParams) => void,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, kind, params] = event.query.queryKey as readonly unknown[];
    if (root !== entryKeys.all[0] || (kind !== 'list' && kind !== 'walk') || !params) return;
    const list = event.query.state.data as EntryList | undefined;
    if (list) listener(list, params as ListParams);
  });
}

/** A page of the all-folders view, newest first, as the index reads it (the export's page size). */
export function newestPage(
  { exportPageSize, orderOptions }: Pick<AppConfig, 'exportPageSize' | 'orderOptions'>,
  page: number,
): ListParams {
  return { page, limit: exportPageSize, order_by: orderOptions[0]!.value };
}
