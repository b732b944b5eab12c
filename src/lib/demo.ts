/** The one token the in-browser demo backend accepts. Not a secret: the sign-in screen shows it. */
export const DEMO_TOKEN = 'demo-token-2026';

/** The demo's `folders` config: the folders its seed data is filed in, named for people. */
export const DEMO_FOLDERS = [
  { id: 'finance', label: 'Finance' },
  { id: 'human-resources', label: 'Human resources' },
  { id: 'legal', label: 'Legal' },
  { id: 'operations', label: 'Operations' },
  { id: 'engineering', label: 'Engineering' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'research', label: 'Research' },
] as const;
