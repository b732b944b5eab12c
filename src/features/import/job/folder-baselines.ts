/**
 * Each folder of an import job as it was just before a row to it went out: read again before
 * every batch (as many rows as the lanes send at once; the lanes share a read), and kept by each
 * row it went out with (`JobRow.baseline`), so a later look through the folder never takes an
 * entry made before the row's own first attempt (someone else's, made while `Confirm import` was
 * on screen or while earlier rows went out) for the row's (src/api/create-once decides with it).
 */
import { ApiError } from '../../../api/api-error';
import type { FolderBaseline } from '../../../api/create-once/folder-match';
import type { JobRow } from './job-types';

export type BaselineRead =
  /** Read (null: the folder could not be read; the row goes ahead, judged by the server's clock or left unknown). */
  { end: 'read'; baseline: FolderBaseline | null } | { end: 'sign-in' } | { end: 'stopped' };

/**
 * Before a row's first attempt: its folder's baseline, kept on the row (`batch` rows share a
 * read: the lanes' batch); or why the run is to stop.
 */
export function folderBaselines(
  read: (folder: string, signal: AbortSignal) => Promise<FolderBaseline | null>,
  batch: number,
) {
  /** Each folder's read under way, and how many rows took it: once a batch has, the next reads again. */
  const current = new Map<string, { read: Promise<BaselineRead>; taken: number }>();

  async function readOnce(folder: string, signal: AbortSignal): Promise<BaselineRead> {
    try {
      return { end: 'read', baseline: await read(folder, signal) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { end: 'sign-in' };
      if (signal.aborted) return { end: 'stopped' };
      // Unread (the folder read failed): recorded as such, and the row goes ahead.
      return { end: 'read', baseline: null };
    }
  }

  return async (row: JobRow, signal: AbortSignal): Promise<BaselineRead['end']> => {
    const folder = row.body?.folder_id ?? row.folder;
    let shared = current.get(folder);
    if (!shared || shared.taken >= batch) {
      shared = { read: readOnce(folder, signal), taken: 0 };
      current.set(folder, shared);
    }
    shared.taken += 1;
    const result = await shared.read;
    if (result.end === 'read') row.baseline = result.baseline;
    // A read that stopped is tried again by the next row.
    else if (current.get(folder) === shared) current.delete(folder);
    return result.end;
  };
}
