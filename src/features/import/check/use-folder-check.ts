/**
 * What is already there: before anything is sent, each target folder of the file on screen is
 * read once, every page, through the page walker the export uses (src/api/walk-pages.ts with
 * viewPageReader), so a row whose title and template are already in its folder is not created a
 * second time; a new folder (a fix, a new default) is read when the import is started again. (A
 * lost answer is judged by another reading, made right before the rows go out:
 * folder-baselines.ts.)
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '../../../api/api-client';
import { useApi } from '../../../api/api-context';
import { describeError } from '../../../api/api-error';
import { newestFirstOrder } from '../../../api/create-once/folder-read';
import { viewPageReader } from '../../../api/read-view-page';
import { createKey, entryKeys, inFolder } from '../../../api/create-once/folder-match';
import type { EntryList } from '../../../api/schemas';
import { walkPages } from '../../../api/walk-pages';
import type { CheckedRow } from './check-rows';
import type { StartRow } from '../job/start-job';

/**
 * The keys (create-once's `entryKeys`) of the folder's entries, as far as the walker's
 * WALK_MAX_ENTRIES: past it, rows of that folder are not marked.
 */
export async function readFolder(
  folder: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<EntryList>,
  signal: AbortSignal,
): Promise<Set<string>> {
  const keys = new Set<string>();
  await walkPages({
    signal,
    fetchPage,
    onPage: (fresh) => {
      // A server that ignores `folder_id` lists other folders' entries too.
      for (const item of fresh) {
        if (inFolder(item, folder)) for (const key of entryKeys(item)) keys.add(key);
      }
    },
  });
  return keys;
}

/** A folder's pages as the export reads them: its page size, newest first where offered. */
function folderPages(api: ApiClient, folder: string) {
  const order = newestFirstOrder(api) ?? api.config.orderOptions[0]!.value;
  const limit = api.config.exportPageSize;
  return viewPageReader(api, { folder_id: folder, limit, order_by: order });
}

export function useFolderCheck() {
  const api = useApi();
  const [known, setKnown] = useState<ReadonlyMap<string, Set<string>>>(() => new Map());
  const [reading, setReading] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  /** Reads the folders not read yet; resolves with every folder read, or null when it failed. */
  const check = useCallback(
    async (folders: readonly string[]) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const next = new Map(known);
      const missing = folders.filter((f) => !next.has(f));
      setError(null);
      setReading({ done: 0, total: missing.length });
      try {
        for (const folder of missing) {
          next.set(folder, await readFolder(folder, folderPages(api, folder), controller.signal));
          setReading({ done: next.size - known.size, total: missing.length });
        }
        setKnown(next);
        return next as ReadonlyMap<string, Set<string>>;
      } catch (caught) {
        if (controller.signal.aborted) return null;
        setKnown(next);
        setError(
          `The target folders could not be read, so nothing was sent: ${describeError(caught)} Try again in a moment.`,
        );
        return null;
      } finally {
        if (abort.current === controller) setReading(null);
      }
    },
    [known, api],
  );

  return { known, reading, error, check };
}

/** The rows, those whose title and template are already in their folder marked. */
export function markAlready(
  rows: readonly CheckedRow[],
  known: ReadonlyMap<string, Set<string>>,
): StartRow[] {
  if (known.size === 0) return rows as StartRow[];
  return rows.map((row) => {
    const body = row.body;
    if (!body) return row;
    return known.get(body.folder_id)?.has(createKey(body.title, body.template))
      ? { ...row, already: true }
      : row;
  });
}
