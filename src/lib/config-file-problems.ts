/**
 * A config.json that stops start-up, in words for the configuration error screen: a chunk of its
 * own, loaded only when there is a problem.
 */

/** What is wrong with the config.json the server sent. */
export type FileProblem =
  | { kind: 'timeout'; seconds: number }
  | { kind: 'no-answer' | 'html' | 'not-json' | 'not-object' | 'empty' }
  | { kind: 'status'; status: number };

/** The problem in words. */
export function fileProblem(problem: FileProblem): string {
  switch (problem.kind) {
    case 'timeout':
      return `config.json did not arrive within ${problem.seconds} seconds`;
    case 'no-answer':
      return 'config.json could not be loaded: the server did not answer';
    case 'status':
      return problem.status === 204
        ? 'config.json came back empty (HTTP 204): it must hold a JSON object, {} at least'
        : `config.json could not be read (HTTP ${problem.status})`;
    case 'html':
      return 'config.json is an HTML page, not JSON: is the file missing on the server?';
    case 'empty':
      return 'config.json is empty: it must hold a JSON object, {} at least';
    case 'not-json':
      return 'config.json is not valid JSON';
    case 'not-object':
      return 'config.json must hold a JSON object';
  }
}
