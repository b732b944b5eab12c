/**
 * Loopback HTTP servers for browser tests that need a real server: redirects, huge or stalled
 * answers, odd config.json answers, and the production build served with the headers a static
 * host sends from dist/_headers and dist/_redirects.
 *
 * Each server listens on 127.0.0.1 on a port the system picks (listen(0)), so tests run side by
 * side; `close()` also cuts connections a test left hanging.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Socket } from 'node:net';
import type { Page } from '@playwright/test';
import { closeAfterTest } from './fixtures';
import { extname, join, normalize } from 'node:path';
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  rewriteFor,
} from '../../scripts/static-host.mjs';

export interface SeenRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The connection carried a request before this one (a preflight counts): a kept-alive one. */
  reusedConnection: boolean;
}

/** Answers one request. `body` is the whole request body, already read. */
export type Handler = (
  request: SeenRequest,
  response: ServerResponse,
) => void | 'unhandled' | Promise<void | 'unhandled'>;

export interface Loopback {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request the server saw, in order (CORS preflights included). */
  requests: SeenRequest[];
  close(): Promise<void>;
}

export interface LoopbackOptions {
  /**
   * Answer CORS preflights and add Access-Control-Allow-Origin to every answer, as a Registry
   * Service on another origin must (default true). Headers given here replace the defaults of
   * the same name (a policy that leaves out the idempotency key header, for instance).
   */
  cors?: boolean | Record<string, string>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
  'Access-Control-Expose-Headers': 'Retry-After, Date, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

/** Starts a server on an ephemeral loopback port that answers with `handler`. */
export async function startLoopback(
  handler: Handler,
  { cors = true }: LoopbackOptions = {},
): Promise<Loopback> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const served = new WeakMap<Socket, number>();
  const corsHeaders = cors ? { ...CORS_HEADERS, ...(cors === true ? {} : cors) } : null;
  const server = createServer((req, res) => {
    const before = served.get(req.socket) ?? 0;
    served.set(req.socket, before + 1);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        reusedConnection: before > 0,
      };
      requests.push(seen);
      if (corsHeaders)
        for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
      if (corsHeaders && seen.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      Promise.resolve(handler(seen, res)).then(
        (result) => {
          if (result === 'unhandled' && !res.headersSent) json(res, 404, { message: 'Not found' });
        },
        (error: unknown) => {
          if (!res.headersSent) json(res, 500, { message: String(error) });
        },
      );
    });
  });
  // Connections stay open between requests for a minute, as a real server's keep-alive does
  // (Node's 5 s would close idle ones while a test waits).
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no loopback port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Servers a test file starts; `closeAll` (in afterEach) has them closed once the test is judged. */
export function trackServers() {
  const open: Loopback[] = [];
  return {
    async start(server: Promise<Loopback>): Promise<Loopback> {
      open.push(await server);
      return open.at(-1)!;
    },
    closeAll: ({ page }: { page: Page }) => {
      closeAfterTest(page, ...open.splice(0));
    },
  };
}

/** Sends `body` as JSON with `status` and any extra headers. */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/**
 * A server that does not answer: requests wait until `release()` answers them all (a request
 * cut by `close()` instead would log a reset connection in the page's console).
 */
export function stall() {
  const waiting: ServerResponse[] = [];
  return {
    handler: ((_, response) => void waiting.push(response)) as Handler,
    waiting,
    release(status = 200, body: unknown = {}) {
      for (const response of waiting.splice(0)) {
        if (!response.destroyed) json(response, status, body);
      }
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The two builds (npm run build, npm run build:demo). */
export const LIVE_DIST = process.env.E2E_DIST || 'dist';
export const DEMO_DIST = process.env.E2E_DEMO_DIST || 'dist-demo';

export interface StaticSiteOptions {
  /**
   * The build to serve (default: the live build, E2E_DIST or dist); a function is asked on every
   * request, so a test can deploy another build on the same origin.
   */
  dist?: string | (() => string);
  /**
   * Send the headers dist/_headers gives each path (default true). `edit` may change them, as
   * docs/deploy.md asks operators to (the API's origin in connect-src).
   */
  headers?: boolean | ((headers: Record<string, string>) => Record<string, string>);
  /**
   * Answers a request before the files do (config.json, the API); return 'unhandled' to let the
   * files answer.
   */
  handler?: Handler;
}

/**
 * Serves a production build as a Netlify-style static host would: files from dist, the headers
 * from dist/_headers, and unknown paths rewritten as dist/_redirects says (the SPA fallback).
 */
export function serveBuild({
  dist: build = LIVE_DIST,
  headers = true,
  handler,
}: StaticSiteOptions = {}): Promise<Loopback> {
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

  return startLoopback(
    async (request, response) => {
      if (handler && (await handler(request, response)) !== 'unhandled') return;
      const dist = typeof build === 'string' ? build : build();
      const headerRules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
      const redirects = parseRedirectsFile(readFileSync(join(dist, '_redirects'), 'utf8'));
      const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      let file = normalize(join(dist, pathname));
      let status = 200;
      if (!file.startsWith(normalize(dist)) || !isFile(file)) {
        const rewrite = rewriteFor(redirects, pathname);
        if (!rewrite) {
          response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        file = join(dist, rewrite.to);
        status = rewrite.status;
      }
      let sent = headers ? headersFor(headerRules, pathname) : {};
      if (typeof headers === 'function') sent = headers(sent);
      response.writeHead(status, {
        ...sent,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(file));
    },
    { cors: false },
  );
}

/**
 * The build as deployed, in live mode against `apiOrigin`: config.json (never cached) holds
 * `config` (a function is asked on every request, so a test can switch modes), and the shipped
 * CSP's connect-src names the API's origin, as docs/deploy.md says. With `csp: false` no headers
 * are sent at all, as on a host set up without them.
 */
export function serveLiveBuild(
  apiOrigin: string,
  config: object | (() => object) = {},
  { csp = true, dist }: { csp?: boolean; dist?: () => string } = {},
): Promise<Loopback> {
  return serveBuild({
    dist,
    headers:
      csp &&
      ((headers) => ({
        ...headers,
        'Content-Security-Policy': (headers['Content-Security-Policy'] ?? '').replace(
          /connect-src [^;]*/,
          `connect-src 'self' ${apiOrigin}`,
        ),
      })),
    handler: (request, response) => {
      if (new URL(request.url, 'http://x').pathname !== '/config.json') return 'unhandled';
      // No background index walk or refresh unless the test's config asks (playwright.config.ts).
      const body = { apiBaseUrl: apiOrigin, indexOnSignIn: false, refreshSeconds: 0 };
      Object.assign(body, typeof config === 'function' ? config() : config);
      json(response, 200, body, { 'Cache-Control': 'no-store' });
    },
  });
}

/**
 * The live build on a loopback origin of its own, for a test that routes config.json and the API
 * on that origin itself (`apiBaseUrl: '/'`); closed after the test.
 */
export async function liveSite(page: Page): Promise<string> {
  const site = await serveBuild();
  closeAfterTest(page, site);
  return site.origin;
}
