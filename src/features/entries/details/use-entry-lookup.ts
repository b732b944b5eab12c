import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../../api/api-error';
import { viewPageReader } from '../../../api/read-view-page';
import type { ListItem } from '../../../api/schemas';
import { walkPages, type WalkProgress } from '../../../api/walk-pages';
import { useApi } from '../../../api/api-context';
import { useFindIndexedEntry } from '../indexed-entry';

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
 * first, then by reading the view's pages (the export's page size) until it turns up.
 */
export function useEntryLookup(entryId: string, onPage: ListItem | null, view: View) {
  const queryClient = useQueryClient();
  const api = useApi();
  const findIndexed = useFindIndexedEntry();
  const [state, setState] = useState<LookupState>({ phase: 'looking', progress: null });
  const controllerRef = useRef<AbortController | null>(null);
  const needed = onPage === null;

  const look = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    let last: WalkProgress | null = null;
    try {
      const indexed = await findIndexed(entryId);
      signal.throwIfAborted();
      if (indexed) {
        setState({ phase: 'found', item: indexed });
        return;
      }
      const { exportPageSize } = api.config;
      let found: ListItem | undefined;
      const summary = await walkPages({
        signal,
        // Every row the server sent is looked at, even past `limit`.
        fetchPage: viewPageReader(api, queryClient, {
          folder_id: view.folder || undefined,
          limit: exportPageSize,
          order_by: view.order,
        }),
        onPage(items, progress) {
          last = progress;
          found = items.find((item) => item.id === entryId);
          if (!found) setState({ phase: 'looking', progress });
          return found !== undefined;
        },
      });
      if (controllerRef.current !== controller) return;
      setState(
        found ? { phase: 'found', item: found } : { phase: 'missing', pages: summary.pages },
      );
    } catch (error) {
      if (controllerRef.current !== controller) return;
      setState(
        signal.aborted
          ? { phase: 'cancelled', progress: last }
          : { phase: 'failed', message: describeError(error) },
      );
    }
  }, [api, entryId, findIndexed, queryClient, view.folder, view.order]);

  useEffect(() => {
    if (!needed) return;
    // State changes only after an await (the index's answer, a page of the list).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void look();
    return () => {
      const controller = controllerRef.current;
      controllerRef.current = null;
      controller?.abort();
    };
  }, [needed, look]);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const lookup: LookupState = onPage ? { phase: 'found', item: onPage } : state;
  const retry = () => {
    setState({ phase: 'looking', progress: null });
    void look();
  };
  return { lookup, cancel, retry };
}
