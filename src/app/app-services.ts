/**
 * The app's services, made once where the app is put together (src/app/start.tsx, and
 * src/testing/render-app.tsx for tests) from the API client and the query client, each handed
 * down by name (`App` gives each its context): no service is looked up by kind, and none decides
 * its own dependencies.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { createDraftStatus, type DraftStatus } from '../features/create-entry/draft-status';
import { createIndexClient, type IndexClient } from '../features/entries/find/index-client';
import { createIndexWalker, type IndexWalker } from '../features/entries/find/index-walker';
import { jobSessionSource, type JobSessionSource } from '../features/import/job/job-session-source';
import { createIndexInbox, type IndexInbox } from '../api/index-inbox';
import { createServices, type Services } from '../lib/services';
import type { ToastStore } from '../lib/toast';

export interface AppServices extends Services {
  /** Whether the create form has a draft (the shell asks before a sign-out discards it). */
  draftStatus: DraftStatus;
  /** The import's job session, made (and its code loaded) on first use. */
  jobSession: JobSessionSource;
  /** The index of the session's entries (Search entries), and the walk that fills it. */
  entryIndex: IndexClient;
  indexWalker: IndexWalker;
  /** What the index is handed by those below it (list answers, entries made here). */
  indexInbox: IndexInbox;
}

export function createAppServices(
  api: ApiClient,
  queryClient: QueryClient,
  toasts?: ToastStore,
): AppServices {
  const services = createServices(api.session, toasts);
  return {
    ...services,
    draftStatus: createDraftStatus(api.session.store),
    jobSession: jobSessionSource(api, queryClient, services.activityLog),
    entryIndex: createIndexClient(api.session),
    indexWalker: createIndexWalker(api.session, globalThis.document),
    indexInbox: createIndexInbox(api.session),
  };
}
