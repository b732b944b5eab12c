/**
 * The rules for the two configuration values that decide where the token goes and which header
 * carries a create's key. The API base URL's rule says what is wrong as a fault; the words for
 * the configuration error screen (config-rule-words.ts) load only when there is one.
 */

/** Longer than any real API address; a megabyte of config is a broken deploy. */
export const MAX_API_BASE_URL = 2000;

/**
 * Stands in for the page's origin where none is given (tests, defaults). A path that passes the
 * rules below stays on any origin it is resolved against, so the answer is the same.
 */
export const STAND_IN_ORIGIN = 'https://console.invalid';

/** Control characters (C0, DEL, C1) and any kind of space, which a URL parser drops or encodes. */
const UNSAFE = /[\p{Cc}\p{Z}\s]/u;

/** An `@` in the authority, even with nothing before it, or behind slashes the parser folds. */
const USER_INFO = /^https?:[/\\]+[^/\\?#]*@/i;

/** What is wrong with an API base URL. */
export type ApiBaseUrlFault =
  | { kind: 'too-long'; length: number }
  | { kind: 'unsafe'; char: string; at: number }
  | { kind: 'credentials' | 'shape' | 'unreadable' | 'query' | 'fragment' }
  | { kind: 'off-origin'; origin: string };

/**
 * The API base URL: empty (demo mode), a path on the page's own origin, or an absolute http(s)
 * URL, with no user name or password, query or fragment, and nothing a URL parser would quietly
 * drop or rewrite (tabs and line breaks are removed by it: `/\t/host` is `//host`).
 */
export function apiBaseUrlFault(
  value: string,
  pageOrigin = STAND_IN_ORIGIN,
): ApiBaseUrlFault | null {
  if (value === '') return null;
  if (value.length > MAX_API_BASE_URL) return { kind: 'too-long', length: value.length };
  const unsafe = UNSAFE.exec(value);
  if (unsafe) return { kind: 'unsafe', char: unsafe[0], at: unsafe.index + 1 };
  if (USER_INFO.test(value)) return { kind: 'credentials' };
  const relative = /^\/(?![/\\])/.test(value);
  if (!relative && !/^https?:\/\/[^/\\]/i.test(value)) return { kind: 'shape' };
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    // The parser refused it: said as such, the value itself is not repeated.
    return { kind: 'unreadable' };
  }
  if (url.username !== '' || url.password !== '') return { kind: 'credentials' };
  if (value.includes('?')) return { kind: 'query' };
  if (value.includes('#')) return { kind: 'fragment' };
  if (relative && url.origin !== new URL(pageOrigin).origin) {
    return { kind: 'off-origin', origin: url.origin };
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
