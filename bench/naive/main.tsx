// The naive reference app: what an afternoon with React, TanStack Query and msw gives. It starts
// the console's own mock backend in a service worker, waits for it, then renders one page of
// entries. The bench measures it beside the console (scripts/bench/side-by-side.mjs).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMockBackend } from '../../src/mocks/backend';
import { defaultSettings, type MockSettings } from '../../src/mocks/db';
import { DEMO_SEED_COUNT } from '../../src/mocks/seed';
import { EntriesPage } from './entries';

/** The console's demo settings in this browser: the seed's anchor time and the mock's latency. */
function demoSettings(): { anchor: number; latencyMs: MockSettings['latencyMs'] } {
  const fallback = { anchor: Date.now(), latencyMs: 0 };
  try {
    const stored = JSON.parse(localStorage.getItem('registry-console:demo-db') ?? 'null');
    return {
      anchor: typeof stored?.anchor === 'number' ? stored.anchor : fallback.anchor,
      latencyMs: stored?.settings?.latencyMs ?? fallback.latencyMs,
    };
  } catch {
    // Nothing stored, or not JSON: the defaults do.
    return fallback;
  }
}

const { anchor, latencyMs } = demoSettings();
const backend = createMockBackend();
backend.db.resetMemoryDb(anchor, { ...defaultSettings(), latencyMs }, DEMO_SEED_COUNT);
await setupWorker(...backend.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });

const queryClient = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <EntriesPage />
    </QueryClientProvider>
  </StrictMode>,
);
