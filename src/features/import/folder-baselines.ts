/**
 * Each folder of an import job as it was just before the job's first row to it went out: read
 * once per folder (the lanes share the read) and stored with the job before that row is sent,
 * so a later look through the folder never takes an older entry for a row whose answer was
 * lost (src/api/create-once decides with it).
 */
import { ApiError } from '../../api/api-error';
import type { FolderBaseline } from '../../api/create-once';
import type { JobStore } from './job-store';
import type { ImportJob } from './job-types';

export type BaselineRead = 'read' | 'sign-in' | 'stopped';

export class FolderBaselines {
  private readonly reads = new Map<string, Promise<BaselineRead>>();

  constructor(
    private readonly job: ImportJob,
    private readonly store: JobStore,
    private readonly read?: (folder: string, signal: AbortSignal) => Promise<FolderBaseline | null>,
  ) {}

  /**
   * Resolves once the folder's baseline is stored ('read', also when it could not be read: the
   * rows go ahead, judged by the server's clock or left unknown), or the run is to stop.
   */
  before(folder: string, signal: AbortSignal): Promise<BaselineRead> {
    if (!this.read || (this.job.baselines && folder in this.job.baselines))
      return Promise.resolve('read');
    let pending = this.reads.get(folder);
    if (!pending) {
      pending = this.readAndStore(folder, this.read, signal);
      this.reads.set(folder, pending);
      // A read that stopped is tried again by the next run.
      void pending.then((end) => end !== 'read' && this.reads.delete(folder));
    }
    return pending;
  }

  private async readAndStore(
    folder: string,
    read: (folder: string, signal: AbortSignal) => Promise<FolderBaseline | null>,
    signal: AbortSignal,
  ): Promise<BaselineRead> {
    let baseline: FolderBaseline | null = null;
    try {
      baseline = await read(folder, signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return 'sign-in';
      if (signal.aborted) return 'stopped';
      // Unread (the folder read failed): recorded as such, and the rows go ahead.
    }
    this.job.baselines = { ...this.job.baselines, [folder]: baseline };
    await this.store.putJob(this.job);
    return 'read';
  }
}
