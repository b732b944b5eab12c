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
import { apiBaseUrlFault, keyHeaderProblem } from './config-rules';

/**
 * The rules' problems are named by a code here (RULE_WORDS in config-rule-words.ts) and put in
 * words only when a configuration has one: loadConfig loads the words then.
 */
const notEmpty = rule((v: string) => v.length >= 1, 'empty');

/** An API base URL with a fault, before it is put in words. */
export const UNUSABLE_API_BASE_URL = 'is not usable';

const orderOptionSchema = object({ value: string(notEmpty), label: string(notEmpty) });

const folderOptionSchema = object({
  id: string(
    notEmpty,
    rule((v) => v.length <= 255, 'id-length'),
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
  // Where the token goes: refused when a browser would rewrite it or send it elsewhere.
  apiBaseUrl: withDefault(
    string(rule((value) => !apiBaseUrlFault(value), UNUSABLE_API_BASE_URL)),
    '',
  ),
  pageParam: withDefault(
    string(
      rule((value) => /^[A-Za-z_][\w.[\]-]*$/.test(value), 'param-name'),
      rule((value) => !['folder_id', 'limit', 'order_by'].includes(value), 'param-taken'),
    ),
    'page',
  ),
  pageSizes: withDefault(array(int(min(1), max(1000)), minItems(1, 'no-size')), [10, 25, 50, 100]),
  orderOptions: withDefault(array(orderOptionSchema, minItems(1, 'no-option')), [
    { value: '-created_at', label: 'Newest first' },
    { value: 'created_at', label: 'Oldest first' },
    { value: 'title', label: 'Title A–Z' },
    { value: '-title', label: 'Title Z–A' },
  ]),
  metadataTypes: withDefault(array(metadataTypeSchema, minItems(1, 'no-type')), [
    { type: 'TEXT', field: 'value', label: 'Text' },
    { type: 'FILE', field: 'file', label: 'File' },
  ]),
  // There is no folders endpoint: an organisation can name its folders here.
  folders: withDefault(array(folderOptionSchema), []),
  // Statuses that mean the server is still working on an entry: the list polls while one shows.
  inProgressStatuses: withDefault(array(string()), ['PENDING', 'PROCESSING']),
  requestTimeoutMs: withDefault(int(min(1000), max(120000)), 15000),
  // The header that carries each create's idempotency key; "" sends none.
  idempotencyHeader: withDefault(string(keyHeaderProblem), 'Idempotency-Key'),
  // Resend a create whose answer was lost, with the same key: safe only when the server
  // deduplicates by that header.
  resendLostCreates: withDefault(boolean(), false),
  // How many creates an import has in flight at once.
  importConcurrency: withDefault(int(min(1), max(16)), 4),
  // 429s one import row may meet (waiting 2 s, 4 s, … up to 60 s between) before it is failed.
  import429Tries: withDefault(int(min(1), max(20)), 8),
  // Export walks every page of a view with this page size, not the one on screen.
  exportPageSize: withDefault(int(min(1), max(1000)), 100),
  // An export stops (its file kept, said to be partial) past this many entries or bytes.
  exportMaxEntries: withDefault(int(min(1), max(10_000_000)), 100_000),
  exportMaxBytes: withDefault(int(min(10_000), max(2_000_000_000)), 200_000_000),
  // The most entries the search index reads and keeps: past it, indexing stops and says so.
  indexMaxEntries: withDefault(int(min(1), max(1_000_000)), 200_000),
  // Index every entry in the background after sign-in, so search is complete without asking.
  indexOnSignIn: withDefault(boolean(), true),
  // How often a visible tab reads the newest entries into the index (0: never).
  refreshSeconds: withDefault(int(min(0), max(86400)), 60),
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

/**
 * The configuration in `input`, or a ConfigError naming each key and its problem. An API base
 * URL that is a path is judged on `pageOrigin` too, when it is given (config-file.ts does, and
 * says what is wrong with one in words).
 */
export function parseConfig(input: unknown, pageOrigin?: string): AppConfig {
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
  if (pageOrigin && apiBaseUrlFault(result.data.apiBaseUrl, pageOrigin)) {
    throw new ConfigError([{ key: 'apiBaseUrl', problem: UNUSABLE_API_BASE_URL }]);
  }
  return result.data;
}

export function isDemoMode(config: AppConfig): boolean {
  return config.apiBaseUrl === '';
}

export const defaultConfig: AppConfig = configSchema.parse({});
