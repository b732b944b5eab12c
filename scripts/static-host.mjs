// Reads the Netlify-style `_headers` and `_redirects` files the build ships (public/ → dist/),
// so the preview server, the bundle check and the browser tests all use what a static host
// would serve, not a copy of it.

/** `_headers`: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: cannot read "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** `_redirects`: `from to status` per line. */
export function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

function matches(pattern, path) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** Every header the rules give a path (later rules win on the same name). */
export function headersFor(rules, path) {
  return Object.assign({}, ...rules.filter((r) => matches(r.pattern, path)).map((r) => r.headers));
}

/** Where a path that is not a file is answered from, and with which status; null if nowhere. */
export function rewriteFor(redirects, path) {
  const rule = redirects.find((r) => matches(r.from, path));
  return rule ? { to: rule.to, status: rule.status } : null;
}
