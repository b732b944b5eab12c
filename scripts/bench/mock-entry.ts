// Node entry for the bench's live-mode server: the very handlers and store the demo and the tests
// use, so live mode answers exactly as the demo does. Built by build.mjs, never by the app.
export { handlers } from '../../src/mocks/handlers';
export { defaultSettings, getDb, resetMemoryDb, updateSettings } from '../../src/mocks/db';
export { seedEntries } from '../../src/mocks/seed';
