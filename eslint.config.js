import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import { catchSaysWhy } from './scripts/eslint/catch-says-why.mjs';

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'test-results', 'playwright-report', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  // The rules of hooks and the React Compiler's checks (purity, refs, state in effects, …).
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Scripts served as they are, in the page before the app (public/theme.js).
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'dangerouslySetInnerHTML', message: 'Never inject raw HTML.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never inject raw HTML.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Every catch handles the error, reports it, or says in a comment why it may drop it.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.*'],
    plugins: { local: { rules: { 'catch-says-why': catchSaysWhy } } },
    rules: { 'local/catch-says-why': 'error' },
  },
  // Imports flow one way: app -> features -> api -> lib. Checked on resolved paths, so
  // '../create-entry/x' from another feature is caught however the path is written.
  // Tests may reach across (they render the whole app and drive the demo backend).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaryZones() }] },
  },
  // Browser storage is reached through one module each (lib/storage.ts for Web Storage, the
  // import's job store, the activity log and the demo's store for the browser database), and the network through
  // the API client only: everything else is handed what it needs.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.*',
      'src/testing/**',
      'src/lib/storage.ts',
      'src/features/import/job/job-store.ts',
      'src/lib/activity-log.ts',
      'src/mocks/demo-store.ts',
      'src/api/api-client.ts',
      'src/app/start.tsx',
      '**/*-worker.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'Browser storage is reached through lib/storage.ts (or the two stores).',
        })),
        { name: 'fetch', message: 'Requests go through the API client (api/api-client.ts).' },
      ],
    },
  },
);

/** The layers' rules, one zone each (paths from the project root). */
function boundaryZones() {
  const src = (path) => `./src/${path}`;
  const features = readdirSync(new URL('./src/features', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zone = (target, from, message, except) => ({
    target: src(target),
    from: src(from),
    message,
    ...(except ? { except } : {}),
  });
  return [
    // Features never import each other: what two need lives in api, lib or components.
    ...features.map((name) =>
      zone(`features/${name}`, 'features', 'Features never import each other.', [`./${name}`]),
    ),
    ...features.map((name) => zone(`features/${name}`, 'app', 'Features never import the app.')),
    // Screens never import the demo backend; the demo's own controls are the exception.
    ...features
      .filter((name) => name !== 'demo')
      .map((name) =>
        zone(`features/${name}`, 'mocks', 'Screens never import the demo backend (src/mocks).'),
      ),
    // Shared layers never import the layers above them, nor the demo backend.
    ...['lib', 'components', 'api'].flatMap((layer) =>
      ['features', 'app', 'mocks'].map((from) =>
        zone(layer, from, `${layer} is shared: it never imports ${from}.`),
      ),
    ),
    // lib knows no Registry contract.
    zone('lib', 'api', 'lib knows no Registry contract: it never imports api.'),
  ];
}
