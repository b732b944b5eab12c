/**
 * Request headers a create's key must not take the name of: the ones the console sets itself,
 * and the standard and forbidden ones a browser sets or refuses (the Fetch standard's list).
 */
const RESERVED_HEADERS = new Set([
  'accept',
  'accept-charset',
  'accept-encoding',
  'accept-language',
  'authorization',
  'cache-control',
  'connection',
  'content-encoding',
  'content-language',
  'content-length',
  'content-type',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'forwarded',
  'host',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'keep-alive',
  'origin',
  'pragma',
  'priority',
  'range',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'user-agent',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-http-method',
  'x-http-method-override',
  'x-method-override',
  'x-requested-with',
]);
const RESERVED_PREFIXES = ['proxy-', 'sec-', 'access-control-'];

/**
 * The idempotency key's header must not take the name of a header the browser or the console
 * sets: the key would replace or corrupt it. Loaded only for a name other than Idempotency-Key.
 */
export function reservedHeaderProblem(value: string): string | null {
  const name = value.toLowerCase();
  if (RESERVED_HEADERS.has(name) || RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix))) {
    return `must not be ${value}, a standard request header: the key would replace or corrupt it; name a header of its own, such as Idempotency-Key`;
  }
  return null;
}
