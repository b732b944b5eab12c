/**
 * A real Registry Service on a loopback port, for the browser tests of guaranteed-once creates.
 * msw runs inside the page and cannot drop a socket; this server can. Its faults happen where
 * real ones do: it can store an entry and then close the connection without sending a byte. On
 * a reused keep-alive connection Chromium then resends the POST by itself (its network stack
 * does so for any method when a reused connection closes before the first byte of an answer),
 * and the page never learns of the first attempt. Only a server that deduplicates by an
 * idempotency key turns that resend into one entry.
 *
 * Modes: `keys: 'honours'` follows the IETF Idempotency-Key draft (replay with
 * `Idempotent-Replayed: true`, 409 while the first runs, 422 for another body); `'ignores'`
 * makes an entry for every POST. `cors: 'strict'` leaves the key header out of
 * Access-Control-Allow-Headers. Runs on loopback.ts's server (127.0.0.1, a port the system picks).
 */
import type { ServerResponse } from 'node:http';
import { json, startLoopback, type SeenRequest } from './loopback';

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

export interface KeyedServerOptions {
  keys: 'honours' | 'ignores';
  cors?: 'allow-key' | 'strict';
  token: string;
  /** Share of create POSTs that meet a fault, 0..1. */
  faultRate: number;
  faults?: readonly CreateFault[];
  seed: number;
  /** How long `slow-then-store` holds a request before it stores and answers. */
  slowMs: number;
  /** At most this many faults for one entry (by key, else by title), so every run ends. */
  maxFaultsPerEntry?: number;
  /**
   * Instead of random faults: for the n-th title the server sees, the faults its successive
   * POSTs meet (null for none), so every run meets the same faults in the same places.
   */
  plan?: readonly (readonly (CreateFault | null)[])[];
  keyHeader?: string;
  /** Like `plan`, by title: the faults the successive POSTs of that title meet. */
  planByTitle?: Readonly<Record<string, readonly (CreateFault | null)[]>>;
  /** Whether its CORS policy lets the page read the `Date` header (default true). */
  exposeDate?: boolean;
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

export interface StoredEntry {
  id: string;
  title: string;
  folder_id: string;
  type: string;
  status: string;
  created_at: string;
}

export interface KeyedServer {
  origin: string;
  /** Every request the server saw, in order (list reads included). */
  requests: SeenRequest[];
  creates: ReceivedCreate[];
  entries: StoredEntry[];
  /** Creates the server is still working on: a slow first attempt may still be storing. */
  readonly working: number;
  close(): Promise<void>;
}

/** A small seeded generator (mulberry32), so a run's faults can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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

export async function startKeyedServer(options: KeyedServerOptions): Promise<KeyedServer> {
  const header = (options.keyHeader ?? 'Idempotency-Key').toLowerCase();
  const random = prng(options.seed);
  const faults = options.faults ?? CREATE_FAULTS;
  const maxFaults = options.maxFaultsPerEntry ?? 2;
  const creates: ReceivedCreate[] = [];
  const entries: StoredEntry[] = [];
  /** By key: the body it was first sent with, and the stored answer once there is one. */
  const keys = new Map<
    string,
    { body: string; answer: { status: number; body: unknown } | null }
  >();
  const faultsByEntry = new Map<string, number>();
  let clock = 0;

  function list(url: URL) {
    const folder = url.searchParams.get('folder_id');
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit')) || 10));
    const order = url.searchParams.get('order_by') ?? '-created_at';
    const field = order.replace(/^-/, '') === 'title' ? 'title' : 'created_at';
    const direction = order.startsWith('-') ? -1 : 1;
    const items = entries
      .filter((e) => !folder || e.folder_id === folder)
      .sort((a, b) => direction * a[field].localeCompare(b[field]));
    const lastPage = Math.max(1, Math.ceil(items.length / limit));
    return {
      message: 'OK',
      data: {
        items: items
          .slice((page - 1) * limit, page * limit)
          .map(({ id, title, type, status, created_at }) => ({
            id,
            title,
            type,
            status,
            created_at,
          })),
        pagination: {
          total: items.length,
          per_page: limit,
          current_page: page,
          last_page: lastPage,
          has_more_pages: page < lastPage,
        },
      },
    };
  }

  function store(body: Record<string, unknown>) {
    // Real time (the console looks for recent entries), never the same instant twice.
    clock = Math.max(clock + 1, Date.now());
    const entry: StoredEntry = {
      id: `e-${String(entries.length + 1).padStart(4, '0')}-${Math.floor(random() * 1e9).toString(36)}`,
      title: String(body.title),
      folder_id: String(body.folder_id),
      type: String(body.template),
      status: 'ACTIVE',
      created_at: new Date(clock).toISOString(),
    };
    entries.push(entry);
    return {
      status: 201,
      body: {
        message: 'Registry entry created.',
        data: { id: entry.id, title: entry.title, created_at: entry.created_at },
      },
    };
  }

  /** The create's work: what the server would answer with no fault. */
  function work(raw: string, key: string | null, seen: ReceivedCreate) {
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (key === null || options.keys === 'ignores') {
      seen.result = 'stored';
      return { ...store(body), headers: {} };
    }
    const known = keys.get(key);
    if (known && known.body !== raw) {
      seen.result = 'other-body-422';
      return {
        status: 422,
        body: { message: 'This idempotency key was already used with a different request body.' },
        headers: {},
      };
    }
    if (known && !known.answer) {
      seen.result = 'running-409';
      return {
        status: 409,
        body: { message: 'Still processing.' },
        headers: { 'Retry-After': '1' },
      };
    }
    if (known?.answer) {
      seen.result = 'replayed';
      return { ...known.answer, headers: { 'Idempotent-Replayed': 'true' } };
    }
    keys.set(key, { body: raw, answer: null });
    const answer = store(body);
    seen.result = 'stored';
    return { ...answer, headers: {} };
  }

  const titles: string[] = [];
  function pickFault(entry: string, title: string): CreateFault | null {
    if (options.planByTitle) {
      const posts = creates.filter((c) => c.title === title).length - 1;
      return options.planByTitle[title]?.[posts] ?? null;
    }
    if (options.plan) {
      if (!titles.includes(title)) titles.push(title);
      const posts = creates.filter((c) => c.title === title).length - 1;
      return options.plan[titles.indexOf(title)]?.[posts] ?? null;
    }
    if (options.faultRate <= 0 || random() >= options.faultRate) return null;
    const count = faultsByEntry.get(entry) ?? 0;
    if (count >= maxFaults) return null;
    faultsByEntry.set(entry, count + 1);
    return faults[Math.floor(random() * faults.length)] ?? null;
  }

  async function create(request: SeenRequest, res: ServerResponse) {
    const raw = request.body;
    const value = request.headers[header];
    const key = typeof value === 'string' ? value : null;
    let title = '';
    try {
      title = String((JSON.parse(raw) as { title?: unknown }).title);
    } catch {
      return send(res, 400, { message: 'The request body is not valid JSON.' });
    }
    const seen: ReceivedCreate = {
      key,
      title,
      onReusedConnection: request.reusedConnection,
      fault: null,
      result: 'none',
    };
    creates.push(seen);
    const fault = pickFault(key ?? title, title);
    seen.fault = fault;
    if (fault === 'drop-before') {
      res.socket?.destroy();
      return;
    }
    if (fault === 'fail-500') {
      return send(res, 500, { message: 'Internal Server Error' });
    }
    if (fault === 'unavailable-before') {
      return send(res, 503, { message: 'Service Unavailable' }, { 'Retry-After': '1' });
    }
    if (fault === 'slow-then-store') {
      // Marked running at once, so a repeat meanwhile meets the 409.
      if (key !== null && options.keys === 'honours' && !keys.has(key)) {
        keys.set(key, { body: raw, answer: null });
        await new Promise((resolve) => setTimeout(resolve, options.slowMs));
        const answer = store(JSON.parse(raw) as Record<string, unknown>);
        keys.set(key, { body: raw, answer });
        seen.result = 'stored';
        return send(res, answer.status, answer.body);
      }
      await new Promise((resolve) => setTimeout(resolve, options.slowMs));
    }
    const answer = work(raw, key, seen);
    if (key !== null && seen.result === 'stored' && options.keys === 'honours') {
      keys.set(key, { body: raw, answer: { status: answer.status, body: answer.body } });
    }
    if (fault === 'store-then-drop') {
      res.socket?.destroy();
      return;
    }
    if (fault === 'store-then-502') return html(res, 502, 'Bad Gateway');
    if (fault === 'store-then-504') return html(res, 504, 'Gateway Time-out');
    // Held open: the client's timeout ends it (close() cuts what is left).
    if (fault === 'store-then-hang') return;
    send(res, answer.status, answer.body, answer.headers);
  }

  let working = 0;
  const server = await startLoopback(
    async (request, res) => {
      const url = new URL(request.url, 'http://x');
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        return send(res, 401, { message: 'Unauthenticated.' });
      }
      if (request.method === 'GET' && url.pathname === '/api/v1/registry/list') {
        return send(res, 200, list(url));
      }
      if (request.method === 'POST' && url.pathname === '/api/v1/registry/create') {
        working += 1;
        try {
          return await create(request, res);
        } finally {
          working -= 1;
        }
      }
      return 'unhandled';
    },
    {
      cors: {
        'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept${
          options.cors === 'strict' ? '' : `, ${options.keyHeader ?? 'Idempotency-Key'}`
        }`,
        ...(options.exposeDate === false
          ? { 'Access-Control-Expose-Headers': 'Retry-After, Idempotent-Replayed' }
          : {}),
      },
    },
  );
  return {
    origin: server.origin,
    requests: server.requests,
    creates,
    entries,
    get working() {
      return working;
    },
    close: server.close,
  };
}
