import {
  array,
  boolean,
  int,
  max,
  min,
  minItems,
  object,
  oneOf,
  optional,
  rule,
  string,
  withDefault,
  type Infer,
} from './shape';

const notEmpty = rule((v: string) => v.length >= 1, 'must not be empty');

const orderOptionSchema = object({ value: string(notEmpty), label: string(notEmpty) });

const folderOptionSchema = object({
  id: string(
    notEmpty,
    rule((v) => v.length <= 255, 'must be at most 255 characters'),
  ),
  label: optional(string()),
});

const metadataTypeSchema = object({
  type: string(notEmpty),
  // Which field of a metadata item carries this type's content.
  field: oneOf(['value', 'file']),
  label: optional(string()),
});

export const configSchema = object({
  apiBaseUrl: withDefault(
    string(
      rule(
        // A path, but not `//host` or `/\host`: browsers read those as another host.
        (value) => value === '' || /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/\s]+/i.test(value),
        'must be empty (demo mode), a path starting with /, or an http(s) URL',
      ),
      rule(
        (value) => !/^https?:\/\/[^/?#]*@/i.test(value),
        'must not hold a user name or password (the token is the only credential)',
      ),
    ),
    '',
  ),
  pageParam: withDefault(
    string(
      rule((value) => /^[A-Za-z_][\w.[\]-]*$/.test(value), 'must be a query parameter name'),
      rule(
        (value) => !['folder_id', 'limit', 'order_by'].includes(value),
        'must not be folder_id, limit or order_by: the list sends those itself',
      ),
    ),
    'page',
  ),
  pageSizes: withDefault(
    array(int(min(1), max(1000)), minItems(1, 'must list at least one size')),
    [10, 25, 50, 100],
  ),
  orderOptions: withDefault(
    array(orderOptionSchema, minItems(1, 'must list at least one option')),
    [
      { value: '-created_at', label: 'Newest first' },
      { value: 'created_at', label: 'Oldest first' },
      { value: 'title', label: 'Title A–Z' },
      { value: '-title', label: 'Title Z–A' },
    ],
  ),
  metadataTypes: withDefault(
    array(metadataTypeSchema, minItems(1, 'must list at least one type')),
    [
      { type: 'TEXT', field: 'value', label: 'Text' },
      { type: 'FILE', field: 'file', label: 'File' },
    ],
  ),
  // There is no folders endpoint: an organisation can name its folders here.
  folders: withDefault(array(folderOptionSchema), []),
  // Statuses that mean the server is still working on an entry: the list polls while one shows.
  inProgressStatuses: withDefault(array(string()), ['PENDING', 'PROCESSING']),
  requestTimeoutMs: withDefault(int(min(1000), max(120000)), 15000),
  // The header that carries each create's idempotency key; "" sends none.
  idempotencyHeader: withDefault(
    string(
      rule(
        (value) => /^[\w!#$%&'*+.^`|~-]*$/.test(value),
        'must be an HTTP header name, or "" to send none',
      ),
    ),
    'Idempotency-Key',
  ),
  // Resend a create whose answer was lost, with the same key: safe only when the server
  // deduplicates by that header.
  resendLostCreates: withDefault(boolean(), false),
  // How many creates an import has in flight at once.
  importConcurrency: withDefault(int(min(1), max(16)), 4),
  // Export walks every page of a view with this page size, not the one on screen.
  exportPageSize: withDefault(int(min(1), max(1000)), 100),
  // An export stops (its file kept, said to be partial) past this many entries or bytes.
  exportMaxEntries: withDefault(int(min(1), max(10_000_000)), 100_000),
  exportMaxBytes: withDefault(int(min(10_000), max(2_000_000_000)), 200_000_000),
});

export type AppConfig = Infer<typeof configSchema>;
export type OrderOption = Infer<typeof orderOptionSchema>;
export type MetadataTypeOption = Infer<typeof metadataTypeSchema>;
export type FolderOption = Infer<typeof folderOptionSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: { key: string; problem: string }[]) {
    super(problems.map((p) => `${p.key}: ${p.problem}`).join('; '));
    this.name = 'ConfigError';
  }
}

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
        throw new ConfigError([{ key, problem: `${name} is not valid JSON` }]);
      }
    } else {
      out[key] =
        how === 'n'
          ? Number(raw)
          : how === 'l'
            ? raw.split(',').map((s) => Number(s.trim()))
            : how === 'b'
              ? ({ true: true, false: false }[raw] ?? raw)
              : raw;
    }
  }
  return out;
}

export function parseConfig(input: unknown): AppConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError([{ key: '(file)', problem: 'must be a JSON object' }]);
  }
  const result = configSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        key: issue.path.join('.') || '(file)',
        problem: issue.expected ? `must be ${issue.expected}` : issue.message,
      })),
    );
  }
  return result.data;
}

/**
 * Reads /config.json over the VITE_* defaults. Only a clean 404 (no file, and not an HTML page)
 * means "use the defaults"; any other failure, an empty answer included, stops start-up, so a broken deploy never falls
 * into demo mode where staff would paste real tokens.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = fetch,
  env: Env = import.meta.env,
  timeoutMs = CONFIG_TIMEOUT_MS,
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
      fail('config.json is not valid JSON');
    }
  }
  if (typeof fileValues !== 'object' || fileValues === null || Array.isArray(fileValues)) {
    fail('config.json must hold a JSON object');
  }
  return parseConfig({ ...defaults, ...(fileValues as object) });
}

let current: AppConfig | null = null;

export function setConfig(config: AppConfig): void {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('Configuration read before it was loaded');
  return current;
}

export function isDemoMode(config: AppConfig = getConfig()): boolean {
  return config.apiBaseUrl === '';
}

export const defaultConfig: AppConfig = configSchema.parse({});
