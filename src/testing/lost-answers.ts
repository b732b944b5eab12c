/** A job and a server that ignores keys and loses answers, for the lost-answer runner tests. */
import { ApiError } from '../api/api-error';
import { walkFolder } from '../api/create-once/folder-walk';
import type { FolderBaseline } from '../api/create-once/folder-match';
import type { ListItem } from '../api/schemas';
import { listPage } from './list-page';
import { jobOf } from './import-job';
import type { JobRow } from '../features/import/job/job-types';
import { testApi, testQueryClient } from './api';

export type Fault = 'store-then-drop' | 'drop-before' | null;
export const START = Date.parse('2026-03-02T10:00:00.000Z');
export const MIN = 60_000;

export const makeJob = (titles: string[], folderOf: (n: number) => string) =>
  jobOf(titles, { folderOf, status: 'paused', createdAt: START });

/** A server that makes an entry for every POST it stores, with its own clock `offsetMs` off. */
export function fakeServer(plan: Record<string, Fault[]>, offsetMs: number) {
  let t = START;
  const time = { now: () => t, sleep: async (ms: number) => void (t += ms) };
  const entries: (ListItem & { folder: string })[] = [];
  const posts: string[] = [];
  const walks: string[] = [];
  const lost = () => new ApiError({ kind: 'network', status: 0, message: 'No connection.' });
  const send = async (row: JobRow) => {
    t += 100;
    posts.push(row.title);
    const fault = plan[row.title]?.shift() ?? null;
    if (fault === 'drop-before') throw lost();
    const id = `e-${entries.length + 1}`;
    const { title, folder_id } = row.body!;
    const at = new Date(t + offsetMs).toISOString();
    entries.push({ id, title, type: 'PASS', status: 'ACTIVE', created_at: at, folder: folder_id });
    if (fault === 'store-then-drop') throw lost();
    return { id };
  };
  const walk = (folder: string, since: number) => {
    walks.push(folder);
    return walkFolder(testApi(), testQueryClient(), {
      folder,
      since,
      maxEntries: 10_000,
      readPage: async (page, limit) => {
        t += 50;
        const items = entries
          .filter((e) => e.folder === folder)
          .reverse()
          .map(({ folder: _, ...item }) => item);
        return { list: listPage(items, page, limit), offsetMs, receivedAt: t };
      },
    });
  };
  const copies = (title: string) => entries.filter((e) => e.title === title).length;
  return { time, entries, posts, walks, send, walk, copies };
}

/** The import's folder walk on a server that does not show its clock: `items` newest first. */
export function clocklessWalk(
  time: { now: () => number; sleep: (ms: number) => Promise<void> },
  items: () => ListItem[],
) {
  return (folder: string, since: number, _signal: AbortSignal, baseline: FolderBaseline | null) =>
    walkFolder(testApi(), testQueryClient(), {
      folder,
      since,
      baseline,
      maxEntries: 10_000,
      readPage: async (page, limit) => ({
        list: listPage(items(), page, limit),
        offsetMs: null,
        receivedAt: time.now(),
      }),
    });
}
