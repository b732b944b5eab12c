// `npm run test:mutation`: Stryker plants small faults (mutants) in the code that decides what is
// sent and shown, and runs the unit tests that cover each; a mutant no test notices survives.
// Not part of `npm test` (it takes a while); docs/testing.md has the last figures and the
// survivors. scripts/mutation-score.mjs prints the score per file and fails under 80 %.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the test files that import a mutated module (directly or through others) run.
  vitest: { configFile: 'vite.config.ts', related: true },
  // And of those, only the logic tests beside each module: the component tests that reach these
  // modules render the whole app, take seconds each and, run once for every mutant on a busy
  // 2-core machine, time out. The score is what the module's own tests prove.
  testFiles: [
    'src/api/create-once/*.test.ts',
    'src/features/entries/list-state*.test.ts',
    'src/features/import/check/*.test.ts',
  ],
  mutate: [
    // The write path: the create mutation and the lost-answer resolver.
    'src/api/create-once/create-mutation.ts',
    'src/api/create-once/resolve-lost.ts',
    // The list's URL state.
    'src/features/entries/list-state.ts',
    // The import's row check.
    'src/features/import/check/check-rows.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) would rerun every test for each: left out.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20000,
  // Not under node_modules: Vitest would take the sandbox's files for dependencies and find no
  // test related to them.
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false },
};
