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

interface Current {
  read: Promise<BaselineRead>;
  /** Rows that took this read: once a batch has, the next row reads again. */
  taken: number;
}

export class FolderBaselines {
  private readonly current = new Map<string, Current>();

  constructor(
    private readonly read: (folder: string, signal: AbortSignal) => Promise<FolderBaseline | null>,
    /** Rows one read serves: the lanes' batch. */
    private readonly batch: number,
  ) {}

  /** The folder as read for the row about to go out first, or why the run is to stop. */
  async before(folder: string, signal: AbortSignal): Promise<BaselineRead> {
    let current = this.current.get(folder);
    if (!current || current.taken >= this.batch) {
      current = { read: this.readOnce(folder, signal), taken: 0 };
      this.current.set(folder, current);
    }
    current.taken += 1;
    const result = await current.read;
    // A read that stopped is tried again by the next row.
    if (result.end !== 'read' && this.current.get(folder) === current) this.current.delete(folder);
    return result;
  }

  /** Before a row's first attempt: its folder's baseline, kept on the row; or why to stop. */
  async forFirstAttempt(row: JobRow, signal: AbortSignal): Promise<BaselineRead['end']> {
    const read = await this.before(row.body?.folder_id ?? row.folder, signal);
    if (read.end === 'read') row.baseline = read.baseline;
    return read.end;
  }

  private async readOnce(folder: string, signal: AbortSignal): Promise<BaselineRead> {
    try {
      return { end: 'read', baseline: await this.read(folder, signal) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { end: 'sign-in' };
      if (signal.aborted) return { end: 'stopped' };
      // Unread (the folder read failed): recorded as such, and the row goes ahead.
      return { end: 'read', baseline: null };
    }
  }
}
