// The demo console: `/api/v1/*` is answered by the mock backend in the page (src/mocks), which
// is part of this first load, so no chunk stands between the page and its first list request.
import { start } from './app/start';
import { startDemoBackend } from './mocks/browser';

start({ kind: 'demo', start: startDemoBackend });
