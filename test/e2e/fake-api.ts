/**
 * The one fake Registry Service for live-mode browser tests: the demo's own handlers
 * (src/mocks/handlers.ts, which the demo and the unit tests answer with too) behind a real HTTP
 * server on a loopback port (loopback.ts). msw inside the page cannot drop a socket; this server
 * can, where real faults happen: it can store an entry and then close the connection without
 * sending a byte. On a reused keep-alive connection Chromium then resends the POST by itself (its
 * network stack does so for any method when a reused connection closes before the first byte of
 * an answer), and the page never learns of the first attempt. Only a server that deduplicates by
 * an idempotency key turns that resend into one entry.
 *
 * `keys: 'ignores'` makes an entry for every POST (the key never reaches the handlers);
 * `cors: 'strict'` leaves the key header out of Access-Control-Allow-Headers; `list` and `create`
 * answer those requests instead of the handlers (redirects, huge pages, silence).
 */
import type { ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockBackend } from '../../src/mocks/backend';
import { prng, type StoredEntry as DemoEntry } from '../../src/mocks/seed';
import { DEMO_TOKEN } from './fixtures';
import { json, startLoopback, type Handler, type SeenRequest } from './loopback';

export const CREATE_FAULTS = [
  'store-then-drop',
  'drop-before',
  'slow-then-store',
  'store-then-502',
  'unavailable-before',
  'store-then-504',
] as const;
/**
 * `store-then-hang` stores the entry and never answers: the client gives up at its timeout. It
 * is not among the random faults; a plan names it. Unlike `store-then-drop`, Chromium does not
 * resend such a request by itself, so a server that ignores keys still gets it once.
 * `fail-500` (a plan names it too) answers 500 and stores nothing.
 */
export type CreateFault = (typeof CREATE_FAULTS)[number] | 'store-then-hang' | 'fail-500';

export interface FakeApiOptions {
  /** The one token it accepts (default the demo's); read on every request, so a test can change it. */
  token?: string;
  keys?: 'honours' | 'ignores';
  keyHeader?: string;
  cors?: 'allow-key' | 'strict';
  /** Whether its CORS policy lets the page read the `Date` header (default true). */
  exposeDate?: boolean;
  /** What it holds at the start (default nothing). */
  entries?: readonly StoredEntry[];
  /** Share of create POSTs that meet a fault, 0..1 (default none). */
  faultRate?: number;
  faults?: readonly CreateFault[];
  seed?: number;
  /** How long `slow-then-store` holds a request before it stores and answers. */
  slowMs?: number;
  /** At most this many faults for one entry (by key, else by title), so every run ends. */
  maxFaultsPerEntry?: number;
  /**
   * Instead of random faults: for the n-th title the server sees, the faults its successive
   * POSTs meet (null for none), so every run meets the same faults in the same places.
   */
  plan?: readonly (readonly (CreateFault | null)[])[];
  /** Like `plan`, by title: the faults the successive POSTs of that title meet. */
  planByTitle?: Readonly<Record<string, readonly (CreateFault | null)[]>>;
  /** Answers a list request that carries the right token, instead of the handlers. */
  list?: (request: SeenRequest, response: ServerResponse, url: URL) => void | Promise<void>;
  /** Answers a create request that carries the right token, instead of the handlers. */
  create?: Handler;
}

/** One create POST as it arrived, and what the server did with it. */
export interface ReceivedCreate {
  key: string | null;
  title: string;
  /** How many requests this connection carried before: more than 0 means a reused one. */
  onReusedConnection: boolean;
  fault: CreateFault | null;
  result: 'stored' | 'replayed' | 'running-409' | 'other-body-422' | 'refused' | 'none';
}

export type StoredEntry = Pick<
  DemoEntry,
  'id' | 'title' | 'folder_id' | 'type' | 'status' | 'created_at'
>;

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

export function listItems(count: number, prefix = 'Live entry') {
  return Array.from({ length: count }, (_, i) => ({
    id: `live-${i + 1}`,
    title: `${prefix} ${i + 1}`,
    type: 'STORAGE',
    status: 'ACTIVE',
    folder_id: 'general',
    created_at: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - i * 60_000).toISOString(),
  }));
}

/** A list answer in the API's envelope; `total` defaults to the number of items. */
export function listBody(items: unknown[], limit = 10, total = items.length) {
  return {
    message: 'OK',
    data: {
      items,
      pagination: {
        total,
        per_page: limit,
        current_page: 1,
        last_page: Math.max(1, Math.ceil(total / limit)),
        has_more_pages: total > limit,
      },
    },
  };
}

/** An HTML error page, as a proxy in front of a server sends one. */
function html(response: ServerResponse, status: number, title: string) {
  if (response.destroyed) return;
  response.writeHead(status, { 'Content-Type': 'text/html' });
  response.end(`<html><body><h1>${status} ${title}</h1></body></html>`);
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  if (!response.destroyed && !response.headersSent) json(response, status, body, headers);
}

/** Writes a handler's answer; an error answer (msw's `HttpResponse.error()`) drops the socket. */
async function relay(answer: Response, response: ServerResponse) {
  if (answer.type === 'error') return void response.socket?.destroy();
  const body = Buffer.from(await answer.arrayBuffer());
  if (response.destroyed || response.headersSent) return;
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(body);
}

function resultOf(answer: Response): ReceivedCreate['result'] {
  if (answer.headers.get('Idempotent-Replayed') === 'true') return 'replayed';
  if (answer.status === 201) return 'stored';
  if (answer.status === 409) return 'running-409';
  if (answer.status === 422 && answer.headers.get('Content-Type')?.includes('problem'))
    return 'other-body-422';
  return 'none';
}

export async function startFakeApi(options: FakeApiOptions = {}) {
  const token = () => options.token ?? DEMO_TOKEN;
  const keyHeader = options.keyHeader ?? 'Idempotency-Key';
  const random = prng(options.seed ?? 1);
  const faults = options.faults ?? CREATE_FAULTS;
  const maxFaults = options.maxFaultsPerEntry ?? 2;
  /** Requests a `slow-then-store` holds once marked running under their key. */
  const slow = new WeakSet<Request>();
  const backend = createMockBackend({
    keyHeader,
    token,
    firstAttemptMs: (request) => (slow.has(request) ? (options.slowMs ?? 0) : 0),
  });
  const creates: ReceivedCreate[] = [];
  const faultsByEntry = new Map<string, number>();
  const titles: string[] = [];
  let working = 0;

  const plant = (...entries: readonly StoredEntry[]) =>
    backend.db.mergeChanges({ entries: [...entries], answers: [], dropped: [] });
  plant(...(options.entries ?? []));

  function pickFault(entry: string, title: string): CreateFault | null {
    const posts = creates.filter((c) => c.title === title).length - 1;
    if (options.planByTitle) return options.planByTitle[title]?.[posts] ?? null;
    if (options.plan) {
      if (!titles.includes(title)) titles.push(title);
      return options.plan[titles.indexOf(title)]?.[posts] ?? null;
    }
    if (!options.faultRate || random() >= options.faultRate) return null;
    const count = faultsByEntry.get(entry) ?? 0;
    if (count >= maxFaults) return null;
    faultsByEntry.set(entry, count + 1);
    return faults[Math.floor(random() * faults.length)] ?? null;
  }

  /** The request as the handlers see it; a server that ignores keys never reads the key. */
  function toFetch(seen: SeenRequest, origin: string): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(seen.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    if (options.keys === 'ignores') headers.delete(keyHeader);
    const body = seen.method === 'GET' || seen.method === 'HEAD' ? undefined : seen.body;
    return new Request(new URL(seen.url, origin), { method: seen.method, headers, body });
  }

  async function create(seen: SeenRequest, response: ServerResponse, request: Request) {
    let title = '';
    try {
      title = String((JSON.parse(seen.body) as { title?: unknown }).title);
    } catch {
      return send(response, 400, { message: 'The request body is not valid JSON.' });
    }
    const sentKey = seen.headers[keyHeader.toLowerCase()];
    const key = typeof sentKey === 'string' ? sentKey : null;
    const received: ReceivedCreate = {
      key,
      title,
      onReusedConnection: seen.reusedConnection,
      fault: null,
      result: 'none',
    };
    creates.push(received);
    const fault = (received.fault = pickFault(key ?? title, title));
    if (fault === 'drop-before') return void response.socket?.destroy();
    if (fault === 'fail-500') return send(response, 500, { message: 'Internal Server Error' });
    if (fault === 'unavailable-before')
      return send(response, 503, { message: 'Service Unavailable' }, { 'Retry-After': '1' });
    if (fault === 'slow-then-store') {
      // Held once marked running under its key, so a repeat meanwhile meets the 409.
      if (request.headers.has(keyHeader)) slow.add(request);
      else await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 0));
    }
    const answer = (await getResponse(backend.handlers, request))!;
    received.result = resultOf(answer);
    if (fault === 'store-then-drop') return void response.socket?.destroy();
    if (fault === 'store-then-502') return html(response, 502, 'Bad Gateway');
    if (fault === 'store-then-504') return html(response, 504, 'Gateway Time-out');
    // Held open: the client's timeout ends it (close() cuts what is left).
    if (fault === 'store-then-hang') return;
    await relay(answer, response);
  }

  const server = await startLoopback(
    async (seen, response): Promise<void | 'unhandled'> => {
      const url = new URL(seen.url, 'http://x');
      if (seen.headers.authorization !== `Bearer ${token()}`) {
        return send(response, 401, { message: 'Unauthenticated.' });
      }
      const request = toFetch(seen, server.origin);
      if (url.pathname === '/api/v1/registry/list' && seen.method === 'GET') {
        if (options.list) return options.list(seen, response, url);
      }
      if (url.pathname === '/api/v1/registry/create' && seen.method === 'POST') {
        if (options.create) return options.create(seen, response);
        working += 1;
        try {
          return await create(seen, response, request);
        } finally {
          working -= 1;
        }
      }
      const answer = await getResponse(backend.handlers, request);
      return answer ? relay(answer, response) : 'unhandled';
    },
    {
      cors: {
        'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept${
          options.cors === 'strict' ? '' : `, ${keyHeader}`
        }`,
        ...(options.exposeDate === false
          ? { 'Access-Control-Expose-Headers': 'Retry-After, Idempotent-Replayed' }
          : {}),
      },
    },
  );

  return {
    origin: server.origin,
    /** Every request the server saw, in order (list reads and CORS preflights included). */
    requests: server.requests,
    creates,
    /** What it holds now, newest first. */
    get entries(): StoredEntry[] {
      return backend.db.allEntries().map(({ id, title, folder_id, type, status, created_at }) => ({
        id,
        title,
        folder_id,
        type,
        status,
        created_at,
      }));
    },
    /** Files entries as if made elsewhere (a colleague, another console). */
    plant,
    /** Creates the server is still working on: a slow first attempt may still be storing. */
    get working() {
      return working;
    },
    close: server.close,
  };
}
