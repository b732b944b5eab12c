import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../api/api-error';
import { entryQueries, type Looked } from '../../../api/entries';
import { viewPageReader } from '../../../api/read-view-page';
import type { ListItem } from '../../../api/schemas';
import { walkPages, type WalkProgress } from '../../../api/walk-pages';
import { useApi } from '../../../api/api-context';
import { useEntryIndex } from '../find/index-client';

export type LookupState =
  | { phase: 'found'; item: ListItem }
  | { phase: 'looking'; progress: WalkProgress | null }
  | { phase: 'missing'; pages: number }
  | { phase: 'cancelled'; progress: WalkProgress | null }
  | { phase: 'failed'; message: string };

interface View {
  folder: string;
  order: string;
}

/**
 * Finds the entry an address names when it is not on the page shown: in the session's index
 * first, then by reading the view's pages (the export's page size) until it turns up. One query
 * per entry and view: opened again, the answer is there at once; Cancel stops the reads.
 */
export function useEntryLookup(entryId: string, onPage: ListItem | null, view: View) {
  const queryClient = useQueryClient();
  const api = useApi();
  const index = useEntryIndex();
  const [progress, setProgress] = useState<WalkProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const options = entryQueries.lookup(
    { id: entryId, folder: view.folder, order: view.order },
    async (signal): Promise<Looked> => {
      setProgress(null);
      // The session's index first: only an id it knows nothing of is looked for page by page.
      const indexed = await index.find(entryId);
      signal.throwIfAborted();
      if (indexed) return { item: indexed };
      let found: ListItem | undefined;
      const summary = await walkPages({
        signal,
        // Every row the server sent is looked at, even past `limit`.
        fetchPage: viewPageReader(api, {
          folder_id: view.folder || undefined,
          limit: api.config.exportPageSize,
          order_by: view.order,
        }),
        onPage(items, read) {
          found = items.find((item) => item.id === entryId);
          if (!found) setProgress(read);
          return found !== undefined;
        },
      });
      return found ? { item: found } : { pages: summary.pages };
    },
  );
  const query = useQuery({ ...options, enabled: onPage === null && !cancelled });

  const cancel = () => {
    setCancelled(true);
    void queryClient.cancelQueries({ queryKey: options.queryKey });
  };
  const retry = () => {
    setCancelled(false);
    void query.refetch();
  };

  const { data, error, isFetching } = query;
  // A look that found nothing earlier looks again when shown again: "looking" until it is done.
  const lookup: LookupState = onPage
    ? { phase: 'found', item: onPage }
    : data && 'item' in data
      ? { phase: 'found', item: data.item }
      : cancelled
        ? { phase: 'cancelled', progress }
        : isFetching || (!data && !error)
          ? { phase: 'looking', progress }
          : error
            ? { phase: 'failed', message: describeError(error) }
            : { phase: 'missing', pages: data!.pages };
  return { lookup, cancel, retry };
}
