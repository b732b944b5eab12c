/**
 * Build-time defaults from `VITE_*` variables, which /config.json overrides at run time. Loaded
 * only by a build that sets any (config-file.ts).
 */
import { ConfigError, type AppConfig } from './config';

/** Vite's build-time variables (`import.meta.env`). */
export type Env = Record<string, string | boolean | undefined>;

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
