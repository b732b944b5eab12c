import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { ApiContext } from '../api/api-context';
import { IndexInboxContext } from '../api/index-inbox';
import { DraftStatusContext } from '../features/create-entry/draft-status';
import { JobSessionContext } from '../features/import/job/job-session-source';
import { EntryIndexContext } from '../features/entries/find/index-client';
import { IndexWalkerContext } from '../features/entries/find/index-walker';
import { ServicesContext } from '../lib/services';
import { DemoTokenContext } from '../lib/demo-token';
import { DemoContext, type DemoControls } from './app-context';
import type { AppServices } from './app-services';
import { AppRoutes } from './routes';

interface AppProps {
  /** The configuration, the session and the clock come with it (api-context.ts). */
  api: ApiClient;
  queryClient: QueryClient;
  demo: DemoControls | null;
  /** What the app was put together with (app-services.ts), each handed down by name. */
  services: AppServices;
}

/** The app's context (one API client), providers and routes; the router itself comes from outside (browser or memory). */
export function App({ api, queryClient, demo, services }: AppProps) {
  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <ServicesContext.Provider value={services}>
          <DraftStatusContext.Provider value={services.draftStatus}>
            <JobSessionContext.Provider value={services.jobSession}>
              <EntryIndexContext.Provider value={services.entryIndex}>
                <IndexWalkerContext.Provider value={services.indexWalker}>
                  <IndexInboxContext.Provider value={services.indexInbox}>
                    <DemoContext.Provider value={demo}>
                      <DemoTokenContext.Provider value={demo?.token ?? null}>
                        <AppRoutes />
                      </DemoTokenContext.Provider>
                    </DemoContext.Provider>
                  </IndexInboxContext.Provider>
                </IndexWalkerContext.Provider>
              </EntryIndexContext.Provider>
            </JobSessionContext.Provider>
          </DraftStatusContext.Provider>
        </ServicesContext.Provider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
