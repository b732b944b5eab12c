import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { DemoContext, type DemoControls } from './app-context';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  demo: DemoControls | null;
}

export function App({ router, queryClient, demo }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DemoContext.Provider value={demo}>
        <RouterProvider router={router} />
      </DemoContext.Provider>
    </QueryClientProvider>
  );
}
