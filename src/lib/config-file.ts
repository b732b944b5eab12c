/**
 * Where the configuration comes from: build-time `VITE_*` defaults, then `/config.json` read at
 * run time over them (what the keys mean and accept is config.ts).
 */
import { ConfigError, parseConfig, type AppConfig } from './config';
import { STAND_IN_ORIGIN } from './config-rules';
import type { Env } from './env-defaults';

/** How long start-up waits for config.json before showing the configuration error. */
export const CONFIG_TIMEOUT_MS = 10_000;

/** What is wrong with the config.json the server sent, in words. */
const fault = (what: string) => ({ problem: `config.json ${what}` });

/** The values of config.json; `{}` for a clean 404 (no file, and not an HTML page). */
async function readConfigFile(
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<{ values: object } | { problem: string }> {
  let status: number;
  let text: string;
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
    return (error as Error)?.name === 'TimeoutError'
      ? fault(`did not arrive within ${timeoutMs / 1000} seconds`)
      : fault('could not be loaded: the server did not answer');
  }
  const html = /^\s*</.test(text);
  if (status === 404 && !html) return { values: {} };
  // An empty answer (a 204, or a 200 with no body) is a deploy that lost the file's content,
  // not a missing file: only a clean 404 may fall back to the defaults.
  if (status === 204)
    return fault('came back empty (HTTP 204): it must hold a JSON object, {} at least');
  if (status < 200 || status > 299) return fault(`could not be read (HTTP ${status})`);
  // A static host's fallback answers a missing file with index.html.
  if (html) return fault('is an HTML page, not JSON: is the file missing on the server?');
  if (text.trim() === '') return fault('is empty: it must hold a JSON object, {} at least');
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    // Not JSON: the configuration error screen says so.
    return fault('is not valid JSON');
  }
  return typeof values === 'object' && values !== null && !Array.isArray(values)
    ? { values }
    : fault('must hold a JSON object');
}

/**
 * Reads /config.json over the VITE_* defaults. Only a clean 404 (no file, and not an HTML page)
 * means "use the defaults"; any other failure, an empty answer included, stops start-up, so a
 * broken deploy never falls into demo mode where staff would paste real tokens.
 */
export async function loadConfig(
  fetchImpl: typeof fetch,
  env: Env = import.meta.env,
  timeoutMs = CONFIG_TIMEOUT_MS,
  /** The page's origin: an API base URL that is a path must stay on it. */
  pageOrigin: string = globalThis.location?.origin ?? STAND_IN_ORIGIN,
): Promise<AppConfig> {
  // Read only from a build that sets any VITE_* variable: most take everything from config.json.
  const defaults = Object.keys(env).some((name) => name.startsWith('VITE_'))
    ? (await import('./env-defaults')).envDefaults(env)
    : {};
  const file = await readConfigFile(fetchImpl, timeoutMs);
  if ('problem' in file) throw new ConfigError([{ key: '(file)', problem: file.problem }]);
  const config = parseConfig({ ...defaults, ...file.values }, pageOrigin);
  // The list of headers a key must not replace is read only for a name other than the usual one.
  const header = config.idempotencyHeader;
  if (header && header.toLowerCase() !== 'idempotency-key') {
    const problem = (await import('./reserved-headers')).reservedHeaderProblem(header);
    if (problem) throw new ConfigError([{ key: 'idempotencyHeader', problem }]);
  }
  return config;
}
