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
