/**
 * The target folders as read before a start (folder-contents.ts), for the file on screen: each
 * folder is read once; a new folder (a fix, a new default) is read when the import is started
 * again. Which rows are already there follows from what was read.
 */
import { useCallback, useRef, useState } from 'react';
import { describeError } from '../../../api/api-error';
import { createKey } from '../../../api/create-once/folder-match';
import type { CheckedRow } from './check-rows';
import { readFolder, type FolderPageReader } from './folder-contents';
import type { StartRow } from '../job/start-job';

export function useFolderCheck(readPage: FolderPageReader) {
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
          next.set(folder, await readFolder(folder, readPage, controller.signal));
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
    [known, readPage],
  );

  /** A new file: nothing of the last one's folders is kept (they may have changed meanwhile). */
  const forget = useCallback(() => {
    abort.current?.abort();
    setKnown(new Map());
    setError(null);
    setReading(null);
  }, []);

  return { known, reading, error, check, forget };
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
