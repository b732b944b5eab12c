/** The unit tests' demo backend and its server: one for every test file (reset before each test). */
import { setupServer } from 'msw/node';
import { createMockBackend } from './backend';

export const demo = createMockBackend();
export const server = setupServer(...demo.handlers);
export const { allEntries, getDb, insertEntry, resetDemoData, resetMemoryDb, updateSettings } =
  demo.db;
