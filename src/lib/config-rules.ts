/**
 * The rules for the two configuration values that decide where the token goes and which header
 * carries a create's key, each saying what is wrong in words for the configuration error screen.
 */
import { formatCount as count } from './plural';

/** Longer than any real API address; a megabyte of config is a broken deploy. */
const MAX_API_BASE_URL = 2000;

/**
 * Stands in for the page's origin where none is given (tests, defaults). A path that passes the
 * rules below stays on any origin it is resolved against, so the answer is the same.
 */
export const STAND_IN_ORIGIN = 'https://console.invalid';

/** Control characters (C0, DEL, C1) and any kind of space, which a URL parser drops or encodes. */
const UNSAFE = /[\p{Cc}\p{Z}\s]/u;

/** An `@` in the authority, even with nothing before it, or behind slashes the parser folds. */
const USER_INFO = /^https?:[/\\]+[^/\\?#]*@/i;

const CREDENTIALS = 'must not hold a user name or password (the token is the only credential)';

const NAMED: ReadonlyMap<string, string> = new Map([
  ['\t', 'a tab'],
  ['\n', 'a line break'],
  ['\r', 'a carriage return'],
  [' ', 'a space'],
  ['\0', 'a NUL character'],
]);

/** The character the parser would drop or rewrite, named and placed. */
function unsafeCharacter(c: string, at: number): string {
  const what = NAMED.get(c) ?? (/\p{Cc}/u.test(c) ? 'a control character' : 'a space');
  const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `must not contain spaces or control characters: it has ${what} (${code}) at character ${count(at)}`;
}

/**
 * What is wrong with an API base URL, or null: it must be empty (demo mode), a path on the page's
 * own origin, or an absolute http(s) URL, with no user name or password, query or fragment, and
 * nothing a URL parser would quietly drop or rewrite (tabs and line breaks are removed by it:
 * `/\t/host` is `//host`).
 */
export function apiBaseUrlProblem(value: string, pageOrigin = STAND_IN_ORIGIN): string | null {
  if (value === '') return null;
  if (value.length > MAX_API_BASE_URL) {
    return `must be at most ${count(MAX_API_BASE_URL)} characters; it has ${count(value.length)}`;
  }
  const unsafe = UNSAFE.exec(value);
  if (unsafe) return unsafeCharacter(unsafe[0], unsafe.index + 1);
  if (USER_INFO.test(value)) return CREDENTIALS;
  const relative = /^\/(?![/\\])/.test(value);
  if (!relative && !/^https?:\/\/[^/\\]/i.test(value)) {
    return 'must be empty (demo mode), a path starting with /, or an http(s) URL';
  }
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    // The parser refused it: said as such, the value itself is not repeated.
    return 'is not a URL a browser can read';
  }
  if (url.username !== '' || url.password !== '') return CREDENTIALS;
  if (value.includes('?')) return 'must not have a query (?…): the console adds its own parameters';
  if (value.includes('#')) return 'must not have a fragment (#…)';
  if (relative && url.origin !== new URL(pageOrigin).origin) {
    return `must stay on this page's origin: as written it leads to ${url.origin}`;
  }
  return null;
}

/** RFC 9110's token characters: what a header name is made of. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The idempotency key's header: "" (none) or a header name. Whether the name is one the browser
 * or the console sets itself is judged on start-up (reserved-headers.ts), only for a name other
 * than the usual Idempotency-Key.
 */
export function keyHeaderProblem(value: string): string | null {
  if (value === '' || TOKEN.test(value)) return null;
  return 'must be an HTTP header name, or "" to send none';
}
