/**
 * The configuration's problems in words, for the configuration error screen: the rules' codes
 * (config.ts), and what is wrong with an API base URL. Loaded only when a configuration has a
 * problem (config-file.ts).
 */
import { UNUSABLE_API_BASE_URL } from './config';
import { apiBaseUrlFault, MAX_API_BASE_URL, type ApiBaseUrlFault } from './config-rules';
import { formatCount as count } from './plural';

const codePoint = (c: string) =>
  `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

const NAMED: ReadonlyMap<string, string> = new Map([
  ['\t', 'a tab'],
  ['\n', 'a line break'],
  ['\r', 'a carriage return'],
  [' ', 'a space'],
  ['\0', 'a NUL character'],
]);

function describe(fault: ApiBaseUrlFault): string {
  switch (fault.kind) {
    case 'too-long':
      return `must be at most ${count(MAX_API_BASE_URL)} characters; it has ${count(fault.length)}`;
    case 'unsafe': {
      const c = fault.char;
      const what = NAMED.get(c) ?? (/\p{Cc}/u.test(c) ? 'a control character' : 'a space');
      return `must not contain spaces or control characters: it has ${what} (${codePoint(c)}) at character ${count(fault.at)}`;
    }
    case 'credentials':
      return 'must not hold a user name or password (the token is the only credential)';
    case 'shape':
      return 'must be empty (demo mode), a path starting with /, or an http(s) URL';
    case 'unreadable':
      return 'is not a URL a browser can read';
    case 'query':
      return 'must not have a query (?…): the console adds its own parameters';
    case 'fragment':
      return 'must not have a fragment (#…)';
    case 'off-origin':
      return `must stay on this page's origin: as written it leads to ${fault.origin}`;
  }
}

/** What is wrong with `value` as the API base URL, in words, or null when it is fine. */
export function apiBaseUrlProblem(value: string, pageOrigin?: string): string | null {
  const fault = apiBaseUrlFault(value, pageOrigin);
  return fault && describe(fault);
}

/** What each rule's code in config.ts says. */
const RULE_WORDS: Readonly<Record<string, string>> = {
  empty: 'must not be empty',
  'id-length': 'must be at most 255 characters',
  'param-name': 'must be a query parameter name',
  'param-taken': 'must not be folder_id, limit or order_by: the list sends those itself',
  'no-size': 'must list at least one size',
  'no-option': 'must list at least one option',
  'no-type': 'must list at least one type',
};

/** One problem of a configuration in words: a rule's code, or the API base URL's fault. */
export function problemInWords(
  { key, problem }: { key: string; problem: string },
  apiBaseUrl: unknown,
  pageOrigin?: string,
): string {
  if (key === 'apiBaseUrl' && problem === UNUSABLE_API_BASE_URL && typeof apiBaseUrl === 'string') {
    return apiBaseUrlProblem(apiBaseUrl, pageOrigin) ?? problem;
  }
  return Object.hasOwn(RULE_WORDS, problem) ? RULE_WORDS[problem]! : problem;
}
