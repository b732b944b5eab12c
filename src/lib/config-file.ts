/**
 * Where the configuration comes from: build-time `VITE_*` defaults, then `/config.json` read at
 * run time over them (what the keys mean and accept is config.ts).
 */
import { ConfigError, parseConfig, type AppConfig } from './config';
import { STAND_IN_ORIGIN } from './config-rules';

/** How long start-up waits for config.json before showing the configuration error. */
export const CONFIG_TIMEOUT_MS = 10_000;

type Env = Record<string, string | boolean | undefined>;

/**
 * The VITE_* variables and how each is read: `s` a string ("" kept), `S` a non-empty string,
 * `n` a number, `l` a comma-separated number list, `b` true/false, `j` JSON.
 */
const ENV_KEYS: [string, keyof AppConfig, string][] = [
  ['API_BASE_URL', 'apiBaseUrl', 's'],
  ['PAGE_PARAM', 'pageParam', 'S'],
  ['PAGE_SIZES', 'pageSizes', 'l'],
  ['REQUEST_TIMEOUT_MS', 'requestTimeoutMs', 'n'],
  ['IDEMPOTENCY_HEADER', 'idempotencyHeader', 's'],
  ['RESEND_LOST_CREATES', 'resendLostCreates', 'b'],
  ['ORDER_OPTIONS', 'orderOptions', 'j'],
  ['METADATA_TYPES', 'metadataTypes', 'j'],
  ['IN_PROGRESS_STATUSES', 'inProgressStatuses', 'j'],
  ['FOLDERS', 'folders', 'j'],
];

/** "true" or "false" as a boolean; anything else as written (refused when parsed). */
const flag = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : raw);

/** Build-time defaults from VITE_* variables; /config.json overrides them at run time. */
export function envDefaults(env: Env): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [suffix, key, how] of ENV_KEYS) {
    const name = `VITE_${suffix}`;
    const raw = env[name];
    if (typeof raw !== 'string' || (raw === '' && how !== 's')) continue;
    if (how === 'j') {
      try {
        out[key] = JSON.parse(raw);
      } catch {
        // Not JSON: a configuration error naming the variable.
        throw new ConfigError([{ key, problem: `${name} is not valid JSON` }]);
      }
    } else {
      out[key] =
        how === 'n'
          ? Number(raw)
          : how === 'l'
            ? raw.split(',').map((s) => Number(s.trim()))
            : how === 'b'
              ? flag(raw)
              : raw;
    }
  }
  return out;
}

/**
 * Reads /config.json over the VITE_* defaults. Only a clean 404 (no file, and not an HTML page)
 * means "use the defaults"; any other failure, an empty answer included, stops start-up, so a broken deploy never falls
 * into demo mode where staff would paste real tokens.
 */
export async function loadConfig(
  fetchImpl: typeof fetch,
  env: Env = import.meta.env,
  timeoutMs = CONFIG_TIMEOUT_MS,
  /** The page's origin: an API base URL that is a path must stay on it. */
  pageOrigin: string = globalThis.location?.origin ?? STAND_IN_ORIGIN,
): Promise<AppConfig> {
  const defaults = envDefaults(env);
  const fail = (problem: string): never => {
    throw new ConfigError([{ key: '(file)', problem }]);
  };
  let status = 0;
  let text = '';
  try {
    // index.html preloads it (same URL and mode), so this is usually answered at once;
    // freshness is the server's cache headers' job (docs/deploy.md: no-cache).
    const response = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    fail(
      (error as Error)?.name === 'TimeoutError'
        ? `config.json did not arrive within ${timeoutMs / 1000} seconds`
        : 'config.json could not be loaded: the server did not answer',
    );
  }
  const html = /^\s*</.test(text);
  let fileValues: unknown = {};
  if (status !== 404 || html) {
    if (status < 200 || status > 299) fail(`config.json could not be read (HTTP ${status})`);
    // A static host's fallback answers a missing file with index.html.
    if (html) fail('config.json is an HTML page, not JSON: is the file missing on the server?');
    // An empty answer (a 204, or a 200 with no body) is a deploy that lost the file's content,
    // not a missing file: only a clean 404 may fall back to the defaults.
    if (text.trim() === '') {
      fail(
        status === 204
          ? 'config.json came back empty (HTTP 204): it must hold a JSON object, {} at least'
          : 'config.json is empty: it must hold a JSON object, {} at least',
      );
    }
    try {
      fileValues = JSON.parse(text);
    } catch {
      // Not JSON: the configuration error screen says so.
      fail('config.json is not valid JSON');
    }
  }
  if (typeof fileValues !== 'object' || fileValues === null || Array.isArray(fileValues)) {
    fail('config.json must hold a JSON object');
  }
  const config = parseConfig({ ...defaults, ...(fileValues as object) }, pageOrigin);
  // The list of headers a key must not replace is read only for a name other than the usual one.
  const header = config.idempotencyHeader;
  if (header && header.toLowerCase() !== 'idempotency-key') {
    const problem = (await import('./reserved-headers')).reservedHeaderProblem(header);
    if (problem) throw new ConfigError([{ key: 'idempotencyHeader', problem }]);
  }
  return config;
}
