// What the app loads on demand is loaded before the component tests: a test may end as its screen asks
// for a module, and one still loading when the test's environment is torn down fails the run
// (Vitest's EnvironmentTeardownError) though every test passed.
await Promise.all([
  import('../features/entries/find/index-connect'),
  import('../features/entries/find/find-controls'),
  import('../features/entries/find/search-results'),
  import('../features/entries/details/entry-details-dialog'),
  import('../features/entries/export/export-dialog'),
  import('../features/entries/list-states'),
  import('../features/entries/selection/selection-bar'),
  import('../features/import/job/job-session'),
  import('../components/ui/row-keys'),
  import('../app/forget-session'),
  import('../app/other-screens'),
  import('../app/shell-dialogs'),
  import('../app/header-tools'),
  import('../app/shortcuts/leave-dialog'),
  import('../app/shortcuts/shortcuts-dialog'),
  import('../api/error-answer'),
]);

export {};
