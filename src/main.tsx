import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error';
import { waitForBackend } from './api/api-client';
import { isDemoMode, loadConfig, setConfig } from './lib/config';
import { installHistoryGuard } from './lib/leave-guard';
import { createQueryClient } from './api/query-client';
import './styles.css';

// Before the router mounts, so that it runs before the router's own popstate listener.
installHistoryGuard();

const root = createRoot(document.getElementById('root')!);

async function start() {
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    root.render(<ConfigErrorScreen error={error} />);
    return;
  }
  setConfig(config);
  let demo = null;
  if (isDemoMode(config)) {
    // The demo backend (msw and its seed) is its own chunk: live mode never loads it.
    // The shell renders meanwhile; requests wait for it.
    demo = import('./mocks/browser').then((m) => m.startDemoBackend());
    waitForBackend(demo);
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App queryClient={createQueryClient()} demo={demo} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
