/**
 * The run-time configuration (config.json over the build's VITE_* defaults) as one zod schema:
 * what each key means, accepts and defaults to, and what the configuration error screen says
 * when a value does not fit (its key, and what was expected).
 */
import * as z from 'zod/mini';
import { apiBaseUrlProblem, keyHeaderProblem } from './config-rules';

/** A check that says in words what is wrong with a string, or null when nothing is. */
const rule = (problem: (value: string) => string | null) =>
  z.check<string>((ctx) => {
    const message = problem(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

const notEmpty = z.minLength(1, 'must not be empty');

/** A whole number from `min` to `max`. */
const int = (min: number, max: number) =>
  z
    .int('must be int')
    .check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`));

/** A list with at least one `what`. */
const list = <T extends z.ZodMiniType>(item: T, what: string) =>
  z.array(item).check(z.minLength(1, `must list at least one ${what}`));

const orderOptionSchema = z.object({
  value: z.string().check(notEmpty),
  label: z.string().check(notEmpty),
});

const folderOptionSchema = z.object({
  id: z.string().check(notEmpty, z.maxLength(255, 'must be at most 255 characters')),
  label: z.optional(z.string()),
});

const metadataTypeSchema = z.object({
  type: z.string().check(notEmpty),
  // Which field of a metadata item carries this type's content.
  field: z.enum(['value', 'file'], 'must be one of "value", "file"'),
  label: z.optional(z.string()),
});

const PARAMS_THE_LIST_SENDS = ['folder_id', 'limit', 'order_by'];

export const configSchema = z.object({
  // Where the token goes: refused when a browser would rewrite it or send it elsewhere.
  apiBaseUrl: z._default(z.string().check(rule((value) => apiBaseUrlProblem(value))), ''),
  pageParam: z._default(
    z.string().check(
      z.regex(/^[A-Za-z_][\w.[\]-]*$/, 'must be a query parameter name'),
      z.refine(
        (value) => !PARAMS_THE_LIST_SENDS.includes(value),
        'must not be folder_id, limit or order_by: the list sends those itself',
      ),
    ),
    'page',
  ),
  pageSizes: z._default(list(int(1, 1000), 'size'), [10, 25, 50, 100]),
  orderOptions: z._default(list(orderOptionSchema, 'option'), [
    { value: '-created_at', label: 'Newest first' },
    { value: 'created_at', label: 'Oldest first' },
    { value: 'title', label: 'Title A–Z' },
    { value: '-title', label: 'Title Z–A' },
  ]),
  metadataTypes: z._default(list(metadataTypeSchema, 'type'), [
    { type: 'TEXT', field: 'value', label: 'Text' },
    { type: 'FILE', field: 'file', label: 'File' },
  ]),
  // There is no folders endpoint: an organisation can name its folders here.
  folders: z._default(z.array(folderOptionSchema), []),
  // Statuses that mean the server is still working on an entry: the list polls while one shows.
  inProgressStatuses: z._default(z.array(z.string()), ['PENDING', 'PROCESSING']),
  requestTimeoutMs: z._default(int(1000, 120000), 15000),
  // The header that carries each create's idempotency key; "" sends none.
  idempotencyHeader: z._default(z.string().check(rule(keyHeaderProblem)), 'Idempotency-Key'),
  // Resend a create whose answer was lost, with the same key: safe only when the server
  // deduplicates by that header.
  resendLostCreates: z._default(z.boolean(), false),
  // How many creates an import has in flight at once.
  importConcurrency: z._default(int(1, 16), 4),
  // 429s one import row may meet (waiting 2 s, 4 s, … up to 60 s between) before it is failed.
  import429Tries: z._default(int(1, 20), 8),
  // Export walks every page of a view with this page size, not the one on screen.
  exportPageSize: z._default(int(1, 1000), 100),
  // An export stops (its file kept, said to be partial) past this many entries or bytes.
  exportMaxEntries: z._default(int(1, 10_000_000), 100_000),
  exportMaxBytes: z._default(int(10_000, 2_000_000_000), 200_000_000),
  // The most entries the search index reads and keeps: past it, indexing stops and says so.
  indexMaxEntries: z._default(int(1, 1_000_000), 200_000),
  // Index every entry in the background after sign-in, so search is complete without asking.
  indexOnSignIn: z._default(z.boolean(), true),
  // How often a visible tab reads the newest entries into the index (0: never).
  refreshSeconds: z._default(int(0, 86400), 60),
});

export type AppConfig = z.infer<typeof configSchema>;
export type OrderOption = z.infer<typeof orderOptionSchema>;
export type MetadataTypeOption = z.infer<typeof metadataTypeSchema>;
export type FolderOption = z.infer<typeof folderOptionSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: { key: string; problem: string }[]) {
    super(problems.map((p) => `${p.key}: ${p.problem}`).join('; '));
    this.name = 'ConfigError';
  }
}

/**
 * The configuration in `input`, or a ConfigError naming each key and its problem in words. An
 * API base URL that is a path is judged on `pageOrigin` too, when it is given (config-file.ts
 * does).
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
        problem: issue.code === 'invalid_type' ? `must be ${issue.expected}` : issue.message,
      })),
    );
  }
  const problem = pageOrigin && apiBaseUrlProblem(result.data.apiBaseUrl, pageOrigin);
  if (problem) throw new ConfigError([{ key: 'apiBaseUrl', problem }]);
  return result.data;
}

export const defaultConfig: AppConfig = configSchema.parse({});
