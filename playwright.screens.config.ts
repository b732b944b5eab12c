import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screens`: the screenshots of every screen, kept apart from the browser tests.
export default defineConfig({ ...base, testDir: 'test/screens', workers: 1 });
