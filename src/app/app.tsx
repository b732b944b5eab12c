import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DemoContext, type DemoControls } from './app-context';
import { AppRoutes } from './routes';

interface AppProps {
  queryClient: QueryClient;
  demo: DemoControls | null;
}

/** Providers and routes; the router itself comes from outside (browser or memory). */
export function App({ queryClient, demo }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DemoContext.Provider value={demo}>
        <AppRoutes />
      </DemoContext.Provider>
    </QueryClientProvider>
  );
}
