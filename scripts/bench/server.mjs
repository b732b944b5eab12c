// The bench's own static server: the production build, compressed (brotli or gzip, computed once
// at start), with index.html for every unknown path, on a loopback port of its own. In live mode
// it serves a config.json pointing the app at itself and answers /api/v1/* with the mock's
// handlers through msw's getResponse, so both modes see the same backend.
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getResponse } from 'msw';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/**
 * Files are compressed once, at the highest level. API answers are compressed per answer, at the
 * level servers use on the fly (brotli 4, gzip 6): brotli 11 took ~400 ms per 100-entry page on
 * the bench machine, so the page walks measured the bench's compression, not the app.
 */
function encodings(body, type, dynamic = false) {
  if (!COMPRESSIBLE.test(type) || body.length < 256) return {};
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: dynamic ? 4 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: dynamic ? 6 : 9 }),
  };
}

function asset(body, type, cache, dynamic = false) {
  return { body, type, cache, ...encodings(body, type, dynamic) };
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

function pickEncoding(accept = '') {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * @param {{ root: string, mode: 'demo' | 'live', mock?: { handlers: unknown[] }, port?: number }} options
 */
export async function startServer({ root, mode, mock, port = 0 }) {
  const files = new Map();
  for (const path of walk(root)) {
    const url = `/${relative(root, path).split(sep).join('/')}`;
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    // Hashed file names never change: cache them for good. Everything else is revalidated.
    const cache = url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    files.set(url, asset(readFileSync(path), type, cache));
  }
  const fileConfig = files.has('/config.json')
    ? JSON.parse(files.get('/config.json').body.toString('utf8') || '{}')
    : {};

  /** Every request served, for request counts and bytes on the wire. */
  const log = [];
  let configAsset = null;
  /** Settings config.json adds to the build's own (importConcurrency, …); see setConfig. */
  let configOverrides = {};

  /** `began`: when an API request arrived (performance.now()), so the log keeps its handling time. */
  function send(req, res, file, status = 200, began = null) {
    const encoding = file.br ? pickEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? file[encoding] : file.body;
    const headers = {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.cache,
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.br) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    const entry = { t: Date.now(), method: req.method, url: req.url, status, bytes: body.length };
    if (began !== null) entry.ms = performance.now() - began;
    log.push(entry);
  }

  async function api(req, res, origin) {
    const began = performance.now();
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(new URL(req.url, origin), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = mode === 'live' && mock ? await getResponse(mock.handlers, request) : null;
    if (response && response.type === 'error') {
      // msw's HttpResponse.error(): the connection drops.
      log.push({ t: Date.now(), method: req.method, url: req.url, status: 0, bytes: 0 });
      req.socket.destroy();
      return;
    }
    const status = response?.status ?? 404;
    const body = Buffer.from(
      response ? await response.arrayBuffer() : JSON.stringify({ message: 'Not found.' }),
    );
    const type = response?.headers.get('content-type') ?? 'application/json';
    const file = { ...asset(body, type, 'no-store', true), type };
    for (const [name, value] of response?.headers ?? []) {
      if (!/^(content-type|content-length|content-encoding)$/i.test(name))
        res.setHeader(name, value);
    }
    send(req, res, file, status, began);
  }

  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const { pathname } = new URL(req.url ?? '/', origin);
    if (pathname.startsWith('/api/')) {
      api(req, res, origin).catch((error) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (pathname === '/config.json') {
      configAsset ??= asset(
        Buffer.from(
          JSON.stringify({
            ...fileConfig,
            ...configOverrides,
            apiBaseUrl: mode === 'live' ? origin : '',
          }),
        ),
        TYPES['.json'],
        'no-cache',
      );
      send(req, res, configAsset);
      return;
    }
    const file = files.get(pathname);
    if (file) send(req, res, file);
    // SPA fallback: a path without a file extension is a route of the app.
    else if (!extname(pathname)) send(req, res, files.get('/index.html'));
    else send(req, res, asset(Buffer.from('Not found'), TYPES['.txt'], 'no-cache'), 404);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    mode,
    log,
    /** What config.json says from now on, on top of the build's own (pages loaded after this). */
    setConfig(overrides) {
      configOverrides = { ...overrides };
      configAsset = null;
    },
    /**
     * Creates answered since `since` (a log index): how many, how many made an entry (201), and
     * the median time the server took over one, from its arrival to its answer sent.
     */
    creates(since = 0) {
      const posts = log
        .slice(since)
        .filter((r) => r.method === 'POST' && /^\/api\/v1\/registry\/create\b/.test(r.url));
      const ms = posts.map((r) => r.ms ?? 0).sort((a, b) => a - b);
      return {
        requests: posts.length,
        created: posts.filter((r) => r.status === 201).length,
        serverMs: ms.length ? ms[ms.length >> 1] : null,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
