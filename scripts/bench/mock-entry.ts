// Node entry for the bench's live-mode server: the very handlers and store the demo and the tests
// use, so live mode answers exactly as the demo does. Built by build.mjs, never by the app.
import { createMockBackend } from '../../src/mocks/backend';

const backend = createMockBackend();
export const { handlers } = backend;
export const { getDb, resetMemoryDb, updateSettings } = backend.db;
export { defaultSettings } from '../../src/mocks/db';
export { seedEntries } from '../../src/mocks/seed';
