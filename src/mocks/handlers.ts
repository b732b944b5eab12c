/** One set of handlers for the browser demo, the unit tests and the browser tests. */
import { delay, http, HttpResponse } from 'msw';
import type { CreateEntryBody } from '../api/schemas';
import { DEMO_TOKEN } from '../lib/demo';
import type { DemoDb, FaultKind } from './db';
import type { Answer, KeyStore } from './idempotency';
import { createListOrder } from './list-order';
import { prng, type StoredEntry } from './seed';
import { validateCreate } from './validate';

export const ORDERS = ['-created_at', 'created_at', 'title', '-title'] as const;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

/** The answer for a fault that strikes before the server does anything. */
async function faultBefore(kind: FaultKind): Promise<Response | null> {
  switch (kind) {
    case 'server-error':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    case 'bad-gateway-html':
      return new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'unavailable-retry-after':
      return HttpResponse.json(
        { message: 'Service Unavailable' },
        { status: 503, headers: { 'Retry-After': '1' } },
      );
    case 'rate-limited':
      return HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { 'Retry-After': '2' } },
      );
    case 'timeout':
      await delay('infinite');
      return null;
    case 'drop-before':
      return HttpResponse.error();
    default:
      return null;
  }
}

/** The answer for a fault that strikes after the server did its work. */
function faultAfter(kind: FaultKind, { body, status, headers }: Answer): Response {
  switch (kind) {
    case 'drop-after':
      return HttpResponse.error();
    case 'malformed-json':
      return new HttpResponse(`${JSON.stringify(body).slice(0, 40)}`, {
        status: status ?? 200,
        headers: { ...headers, 'Content-Type': 'application/json' },
      });
    default: {
      // missing-field: the data object loses its first field.
      const copy = structuredClone(body) as { data: Record<string, unknown> };
      const first = Object.keys(copy.data)[0];
      if (first) delete copy.data[first];
      return HttpResponse.json(copy, { status, headers });
    }
  }
}

function unauthenticated(request: Request) {
  return request.headers.get('Authorization') !== `Bearer ${DEMO_TOKEN}`
    ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
    : null;
}

function invalid(errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.values(errors).flat().length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return HttpResponse.json({ message, errors }, { status: 422 });
}

function intParam(raw: string | null, fallback: number): number | null {
  if (raw === null || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The contract's five fields, plus what a real server might well add: the folder, and for
 * entries made through the API what their create body carried. The console must show these
 * without relying on them.
 */
function listItem(entry: StoredEntry) {
  const { id, title, type, status, created_at, folder_id } = entry;
  const { description, callback_url, data_encrypted, metadata } = entry;
  return {
    id,
    title,
    type,
    status,
    created_at,
    folder_id,
    description,
    callback_url,
    data_encrypted,
    metadata,
  };
}

/**
 * The handlers of one demo backend: its store `db` and its idempotency keys `keys`. Latency and
 * faults are drawn at random; a seed in the settings makes a run repeatable.
 */
export function createHandlers(db: DemoDb, keys: KeyStore) {
  let random: () => number = Math.random;
  let randomSeed: number | undefined;

  /** Random draws for latency and faults; a seed in the settings makes a run repeatable. */
  function draw(): number {
    const { seed } = db.getDb().settings;
    if (seed !== randomSeed) {
      randomSeed = seed;
      random = seed === undefined ? Math.random : prng(seed);
    }
    return random();
  }

  async function latency(): Promise<void> {
    const { latencyMs } = db.getDb().settings;
    const ms = Array.isArray(latencyMs)
      ? latencyMs[0] + draw() * (latencyMs[1] - latencyMs[0])
      : latencyMs;
    if (ms > 0) await delay(ms);
  }

  function pickFault(): FaultKind | null {
    const { failureRate, failureKinds } = db.getDb().settings;
    if (failureRate <= 0 || failureKinds.length === 0 || draw() >= failureRate) return null;
    return failureKinds[Math.floor(draw() * failureKinds.length)] ?? null;
  }

  /** Latency, auth and the configured faults around a handler's real work. */
  async function serve(
    request: Request,
    work: () => Promise<Answer | Response>,
  ): Promise<Response> {
    await latency();
    const fault = pickFault();
    db.recordRequest(fault);
    if (fault) {
      const early = await faultBefore(fault);
      if (early) return early;
    }
    const denied = unauthenticated(request);
    if (denied) return denied;
    const result = await work();
    if (result instanceof Response) return result;
    if (fault) return faultAfter(fault, result);
    return HttpResponse.json(result.body as Record<string, unknown>, {
      status: result.status ?? 200,
      headers: result.headers,
    });
  }

  const listPage = createListOrder(db);

  const handlers = [
    http.get('*/api/v1/registry/list', ({ request }) =>
      serve(request, async () => {
        const url = new URL(request.url);
        const errors: Record<string, string[]> = {};
        const page = intParam(url.searchParams.get('page'), 1);
        const limit = intParam(url.searchParams.get('limit'), DEFAULT_LIMIT);
        const order = url.searchParams.get('order_by') ?? '-created_at';
        if (page === null || page < 1) errors.page = ['The page field must be at least 1.'];
        if (limit === null || limit < 1 || limit > MAX_LIMIT)
          errors.limit = [`The limit field must be between 1 and ${MAX_LIMIT}.`];
        if (!(ORDERS as readonly string[]).includes(order))
          errors.order_by = ['The selected order by is invalid.'];
        if (Object.keys(errors).length > 0 || page === null || limit === null)
          return invalid(errors);

        const folder = url.searchParams.get('folder_id') ?? '';
        const { items: slice, total } = listPage(order, folder, page, limit);
        const lastPage = Math.max(1, Math.ceil(total / limit));
        return {
          body: {
            message: 'OK',
            data: {
              items: slice.map(listItem),
              pagination: {
                total,
                per_page: limit,
                current_page: page,
                last_page: lastPage,
                has_more_pages: page < lastPage,
              },
            },
          },
        };
      }),
    ),

    http.post('*/api/v1/registry/create', ({ request }) =>
      serve(request, async () => {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          // Not JSON: a 400 as a server would answer.
          return HttpResponse.json(
            { message: 'The request body is not valid JSON.' },
            { status: 400 },
          );
        }
        const answer = await keys.underKey(request, body, async () => {
          const errors = validateCreate(body);
          if (Object.keys(errors).length > 0) return invalid(errors);
          const b = body as CreateEntryBody;
          const entry = db.insertEntry({
            title: b.title,
            folder_id: b.folder_id,
            template: b.template,
            description: b.description,
            callback_url: b.callback_url,
            data_encrypted: b.data_encrypted ?? false,
            metadata: b.metadata,
          });
          return {
            status: 201,
            body: {
              message: 'Registry entry created.',
              data: { id: entry.id, title: entry.title, created_at: entry.created_at },
            },
          };
        });
        // Like a server, answer once the entry (and its key's answer) is stored.
        await db.dbSaved();
        return answer;
      }),
    ),
  ];

  return handlers;
}
