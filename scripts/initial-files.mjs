// The files a build's first load fetches before anything is imported on demand: the scripts and
// stylesheets index.html names, and every file those import statically. The bundle budget
// (check-bundle.mjs) weighs them; a browser test checks the demo asks for nothing else before its
// first list request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} dist */
export function initialFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
  const entry = attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
  // Classic scripts (the theme, set before the first paint) load before everything else.
  const classic = attr(/<script(?![^>]*type="module")[^>]*\ssrc="([^"]+)"/g);
  const preloads = attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  const css = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

  // Follow static imports from the entry: that is what loads before the first render.
  const js = new Set(classic);
  const queue = [...entry, ...preloads];
  while (queue.length) {
    const file = queue.shift();
    if (js.has(file)) continue;
    js.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      queue.push(join(file, '..', m[1]));
    }
  }
  return { html, js, css };
}
