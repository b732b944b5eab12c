import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['dist', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
  // Imports flow one way: app -> features -> shared. Features never import each other,
  // and shared code never imports features or the app.
  {
    files: ['src/features/entries/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/features/create-entry/**', '**/features/auth/**', '**/app/**'] },
      ],
    },
  },
  {
    files: ['src/features/create-entry/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/features/entries/**', '**/features/auth/**', '**/app/**'] },
      ],
    },
  },
  {
    files: ['src/features/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/features/entries/**', '**/features/create-entry/**', '**/app/**'] },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/api/**', 'src/components/**', 'src/mocks/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }],
    },
  },
);
