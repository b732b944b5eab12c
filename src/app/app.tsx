import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { ApiContext } from '../api/api-context';
import { DemoContext, type DemoControls } from './app-context';
import { AppRoutes } from './routes';
import type { Services } from './services';
import { ToastContext } from '../lib/toast';
import { UnsavedWorkContext } from '../lib/unsaved-work';

interface AppProps {
  /** The configuration, the session and the clock come with it (api-context.ts). */
  api: ApiClient;
  queryClient: QueryClient;
  demo: DemoControls | null;
  /** The toasts and the record of unsaved work (services.ts). */
  services: Services;
}

/** The app's context (one API client), providers and routes; the router itself comes from outside (browser or memory). */
export function App({ api, queryClient, demo, services }: AppProps) {
  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <ToastContext.Provider value={services.toasts}>
          <UnsavedWorkContext.Provider value={services.unsavedWork}>
            <DemoContext.Provider value={demo}>
              <AppRoutes />
            </DemoContext.Provider>
          </UnsavedWorkContext.Provider>
        </ToastContext.Provider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
