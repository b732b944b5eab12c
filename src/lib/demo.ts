import type { AppConfig } from './config';

/** The one token the in-browser demo backend accepts. Not a secret: the sign-in screen shows it. */
export const DEMO_TOKEN = 'demo-token-2026';

/**
 * The demo's `folders` config: the folders its seed data is filed in, named for people by their
 * ids ("human-resources" is "Human resources").
 */
export const DEMO_FOLDERS = [
  'finance',
  'human-resources',
  'legal',
  'operations',
  'engineering',
  'marketing',
  'research',
].map((id) => ({ id, label: id[0]!.toUpperCase() + id.slice(1).replace('-', ' ') }));

/**
 * The configuration the demo build runs with: its backend answers on the page's own origin (no
 * `apiBaseUrl`), and names its own folders when the configuration names none.
 */
export function demoConfig(config: AppConfig): AppConfig {
  return {
    ...config,
    apiBaseUrl: '',
    folders: config.folders.length > 0 ? config.folders : DEMO_FOLDERS,
  };
}
