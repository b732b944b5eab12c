/**
 * Where the configuration comes from: build-time `VITE_*` defaults, then `/config.json` read at
 * run time over them (what the keys mean and accept is config.ts).
 */
import { ConfigError, parseConfig, type AppConfig } from './config';
import { STAND_IN_ORIGIN } from './config-rules';
import type { FileProblem } from './config-file-problems';
import type { Env } from './env-defaults';

/** How long start-up waits for config.json before showing the configuration error. */
export const CONFIG_TIMEOUT_MS = 10_000;

/** The values of config.json; `{}` for a clean 404 (no file, and not an HTML page). */
async function readConfigFile(
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<{ values: unknown } | FileProblem> {
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
      ? { kind: 'timeout', seconds: timeoutMs / 1000 }
      : { kind: 'no-answer' };
  }
  const html = /^\s*</.test(text);
  if (status === 404 && !html) return { values: {} };
  if (status < 200 || status > 299) return { kind: 'status', status };
  // A static host's fallback answers a missing file with index.html.
  if (html) return { kind: 'html' };
  // An empty answer (a 204, or a 200 with no body) is a deploy that lost the file's content,
  // not a missing file: only a clean 404 may fall back to the defaults.
  if (text.trim() === '') return status === 204 ? { kind: 'status', status } : { kind: 'empty' };
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    // Not JSON: the configuration error screen says so.
    return { kind: 'not-json' };
  }
  return typeof values === 'object' && values !== null && !Array.isArray(values)
    ? { values }
    : { kind: 'not-object' };
}

/** A ConfigError with its problems put in words (loaded only now). */
async function inWords(error: unknown, apiBaseUrl: unknown, pageOrigin: string): Promise<unknown> {
  if (!(error instanceof ConfigError)) return error;
  const { problemInWords } = await import('./config-rule-words');
  return new ConfigError(
    error.problems.map((p) => ({ ...p, problem: problemInWords(p, apiBaseUrl, pageOrigin) })),
  );
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
  if (!('values' in file)) {
    const { fileProblem } = await import('./config-file-problems');
    throw new ConfigError([{ key: '(file)', problem: fileProblem(file) }]);
  }
  const input: Record<string, unknown> = { ...defaults, ...(file.values as object) };
  let config: AppConfig;
  try {
    config = parseConfig(input, pageOrigin);
  } catch (error) {
    throw await inWords(error, input.apiBaseUrl, pageOrigin);
  }
  // The list of headers a key must not replace is read only for a name other than the usual one.
  const header = config.idempotencyHeader;
  if (header && header.toLowerCase() !== 'idempotency-key') {
    const problem = (await import('./reserved-headers')).reservedHeaderProblem(header);
    if (problem) throw new ConfigError([{ key: 'idempotencyHeader', problem }]);
  }
  return config;
}
