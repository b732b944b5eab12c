/** One set of handlers for the browser demo, the unit tests and the browser tests. */
import { delay, http, HttpResponse } from 'msw';
import type { CreateEntryBody } from '../api/schemas';
import { DEMO_TOKEN } from '../lib/demo';
import { allEntries, getDb, insertEntry } from './db';
import { validateCreate } from './validate';

export const ORDERS = ['-created_at', 'created_at', 'title', '-title'] as const;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

async function latency(): Promise<void> {
  const { latencyMs } = getDb().settings;
  const ms = Array.isArray(latencyMs)
    ? latencyMs[0] + Math.random() * (latencyMs[1] - latencyMs[0])
    : latencyMs;
  if (ms > 0) await delay(ms);
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

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const handlers = [
  http.get('*/api/v1/registry/list', async ({ request }) => {
    await latency();
    const denied = unauthenticated(request);
    if (denied) return denied;
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
    if (Object.keys(errors).length > 0 || page === null || limit === null) return invalid(errors);

    const folder = url.searchParams.get('folder_id');
    let items = allEntries();
    if (folder !== null && folder !== '')
      items = items.filter((entry) => entry.folder_id === folder);
    const direction = order.startsWith('-') ? -1 : 1;
    const field = order.replace(/^-/, '');
    items = [...items].sort((a, b) =>
      field === 'title'
        ? direction * collator.compare(a.title, b.title) || b.created_at.localeCompare(a.created_at)
        : direction * a.created_at.localeCompare(b.created_at),
    );
    const total = items.length;
    const lastPage = Math.max(1, Math.ceil(total / limit));
    const slice = items.slice((page - 1) * limit, page * limit);
    return HttpResponse.json({
      message: 'OK',
      data: {
        items: slice.map(({ id, title, type, status, created_at }) => ({
          id,
          title,
          type,
          status,
          created_at,
        })),
        pagination: {
          total,
          per_page: limit,
          current_page: page,
          last_page: lastPage,
          has_more_pages: page < lastPage,
        },
      },
    });
  }),

  http.post('*/api/v1/registry/create', async ({ request }) => {
    await latency();
    const denied = unauthenticated(request);
    if (denied) return denied;
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ message: 'The request body is not valid JSON.' }, { status: 400 });
    }
    const errors = validateCreate(body);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const b = body as CreateEntryBody;
    const entry = insertEntry({
      title: b.title,
      folder_id: b.folder_id,
      template: b.template,
      description: b.description,
      callback_url: b.callback_url,
      data_encrypted: b.data_encrypted ?? false,
      metadata: b.metadata,
    });
    return HttpResponse.json(
      {
        message: 'Registry entry created.',
        data: { id: entry.id, title: entry.title, created_at: entry.created_at },
      },
      { status: 201 },
    );
  }),
];
