/**
 * The production build on its own loopback origin, as docs/deploy.md deploys it: static files,
 * index.html for unknown paths, a config.json the test writes, and the strict CSP with the
 * API's origin in connect-src. No Playwright routing is involved, so requests go through
 * Chromium's network stack exactly as in production.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface AppServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveApp({
  config,
  apiOrigin,
  dist = process.env.E2E_DIST || 'dist',
}: {
  config: Record<string, unknown>;
  apiOrigin: string;
  dist?: string;
}): Promise<AppServer> {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const headers = { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' };
    if (pathname === '/config.json') {
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(config));
      return;
    }
    let file = normalize(join(dist, pathname));
    if (!file.startsWith(normalize(dist)) || !existsSync(file) || !statSync(file).isFile()) {
      file = join(dist, 'index.html');
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The app server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
