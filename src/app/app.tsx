import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { ApiContext } from '../api/api-context';
import { DemoContext, type DemoControls } from './app-context';
import { AppRoutes } from './routes';
import { ServicesContext, type Services } from '../lib/services';

interface AppProps {
  /** The configuration, the session and the clock come with it (api-context.ts). */
  api: ApiClient;
  queryClient: QueryClient;
  demo: DemoControls | null;
  /** The toasts and the record of unsaved work (lib/services.ts). */
  services: Services;
}

/** The app's context (one API client), providers and routes; the router itself comes from outside (browser or memory). */
export function App({ api, queryClient, demo, services }: AppProps) {
  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <ServicesContext.Provider value={services}>
          <DemoContext.Provider value={demo}>
            <AppRoutes />
          </DemoContext.Provider>
        </ServicesContext.Provider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
