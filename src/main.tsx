// The live console: `/api/v1/*` is the Registry Service at config.json's `apiBaseUrl`.
import { start } from './app/start';

start({ kind: 'live' });
