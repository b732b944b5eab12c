/** One set of handlers for the browser demo, the unit tests and the browser tests. */
import { delay, http, HttpResponse } from 'msw';
import { DEMO_TOKEN } from '../lib/demo';
import type { DemoDb, FaultKind } from './db';
import type { KeyStore } from './idempotency';
import { createListOrder } from './list-order';
import { prng, type StoredEntry } from './seed';
import { createBodySchema, fieldErrors, type FieldErrors } from './validate';

export const ORDERS = ['-created_at', 'created_at', 'title', '-title'] as const;
const MAX_LIMIT = 100;

const fail = (status: number, message: string, headers?: HeadersInit) =>
  HttpResponse.json({ message }, { status, headers });

/** The faults that strike before the server does anything (a timeout never answers). */
const FAULTS_BEFORE: Partial<Record<FaultKind, () => Response>> = {
  'server-error': () => fail(500, 'Server Error'),
  'bad-gateway-html': () =>
    new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
    }),
  'unavailable-retry-after': () => fail(503, 'Service Unavailable', { 'Retry-After': '1' }),
  'rate-limited': () => fail(429, 'Too Many Attempts.', { 'Retry-After': '2' }),
  'drop-before': () => HttpResponse.error(),
};

/** The answer for a fault that strikes after the server did its work. */
async function faultAfter(kind: FaultKind, answer: Response): Promise<Response> {
  if (kind === 'drop-after') return HttpResponse.error();
  // The body changes, and with it its length.
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  if (kind === 'malformed-json')
    return new HttpResponse((await answer.text()).slice(0, 40), { status: answer.status, headers });
  // missing-field: the data object loses its first field.
  const body = (await answer.json()) as { data: Record<string, unknown> };
  delete body.data[Object.keys(body.data)[0] ?? ''];
  return HttpResponse.json(body, { status: answer.status, headers });
}

function invalid(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.values(errors).flat().length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return HttpResponse.json({ message, errors }, { status: 422 });
}

/** A whole number from the query, `fallback` when absent, NaN when not a whole number. */
const intParam = (raw: string | null, fallback: number) =>
  !raw ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN;

/**
 * The contract's five fields, plus what a real server might add and the console must show
 * without relying on it: the folder, and what an entry's create body carried.
 */
function listItem({ template: _t, settlesAt: _s, finalStatus: _f, ...item }: StoredEntry) {
  return item;
}

/**
 * The handlers of one demo backend: its store `db` and its idempotency keys `keys`, answering
 * requests that carry `token`. Latency and faults are drawn at random; a seed in the settings
 * makes a run repeatable.
 */
export function createHandlers(
  db: DemoDb,
  keys: KeyStore,
  token: string | (() => string) = DEMO_TOKEN,
) {
  const accepted = typeof token === 'string' ? () => token : token;
  let random: () => number = Math.random;
  let randomSeed: number | undefined;
  const listPage = createListOrder(db);

  function draw(): number {
    const { seed } = db.getDb().settings;
    if (seed !== randomSeed) {
      randomSeed = seed;
      random = seed === undefined ? Math.random : prng(seed);
    }
    return random();
  }

  /** Latency, auth and the configured faults around a handler's real work. */
  async function serve(request: Request, work: () => Promise<Response>): Promise<Response> {
    const { latencyMs } = db.getDb().settings;
    const ms = Array.isArray(latencyMs)
      ? latencyMs[0] + draw() * (latencyMs[1] - latencyMs[0])
      : latencyMs;
    if (ms > 0) await delay(ms);
    const { failureRate, failureKinds } = db.getDb().settings;
    const fault =
      failureRate > 0 && failureKinds.length > 0 && draw() < failureRate
        ? (failureKinds[Math.floor(draw() * failureKinds.length)] ?? null)
        : null;
    db.recordRequest(fault);
    if (fault === 'timeout') await delay('infinite');
    const early = fault && FAULTS_BEFORE[fault];
    if (early) return early();
    if (request.headers.get('Authorization') !== `Bearer ${accepted()}`)
      return fail(401, 'Unauthenticated.');
    const answer = await work();
    return fault && answer.ok ? faultAfter(fault, answer) : answer;
  }

  return [
    http.get('*/api/v1/registry/list', ({ request }) =>
      serve(request, async () => {
        const params = new URL(request.url).searchParams;
        const page = intParam(params.get('page'), 1);
        const limit = intParam(params.get('limit'), 10);
        const order = params.get('order_by') ?? '-created_at';
        const errors: FieldErrors = {};
        if (!(page >= 1)) errors.page = ['The page field must be at least 1.'];
        if (!(limit >= 1 && limit <= MAX_LIMIT))
          errors.limit = [`The limit field must be between 1 and ${MAX_LIMIT}.`];
        if (!(ORDERS as readonly string[]).includes(order))
          errors.order_by = ['The selected order by is invalid.'];
        if (Object.keys(errors).length > 0) return invalid(errors);

        const { items, total } = listPage(order, params.get('folder_id') ?? '', page, limit);
        const lastPage = Math.max(1, Math.ceil(total / limit));
        const pagination = {
          total,
          per_page: limit,
          current_page: page,
          last_page: lastPage,
          has_more_pages: page < lastPage,
        };
        return HttpResponse.json({
          message: 'OK',
          data: { items: items.map(listItem), pagination },
        });
      }),
    ),

    http.post('*/api/v1/registry/create', ({ request }) =>
      serve(request, async () => {
        // JSON never reads as undefined: that is a body that is not JSON, which a server refuses.
        const body: unknown = await request.json().catch(() => undefined);
        if (body === undefined) return fail(400, 'The request body is not valid JSON.');
        const answer = await keys.underKey(request, body, async () => {
          const parsed = createBodySchema.safeParse(body);
          if (!parsed.success) return invalid(fieldErrors(parsed.error));
          const entry = db.insertEntry({ data_encrypted: false, ...parsed.data });
          const { id, title, created_at } = entry;
          return {
            status: 201,
            body: { message: 'Registry entry created.', data: { id, title, created_at } },
          };
        });
        // Like a server, answer once the entry (and its key's answer) is stored.
        await db.dbSaved();
        return answer;
      }),
    ),
  ];
}
