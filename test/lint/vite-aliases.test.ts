// @vitest-environment node
/**
 * vite.config.ts swaps two modules at build time (decision 010). Each swap rests on a fact about
 * a dependency that an upgrade can change without a word; these tests read those facts from the
 * installed packages, so an upgrade that breaks one fails here instead of in production.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Alias, UserConfig } from 'vite';
import viteConfig from '../../vite.config';
import { ROUTER_PRODUCTION, leanRouterSource } from '../../scripts/lean-router.mjs';
import { getDomain as liteGetDomain } from '../../src/mocks/tldts-lite';

const require = createRequire(import.meta.url);

function aliasesFor(command: 'build' | 'serve'): Alias[] {
  const config = (viteConfig as (env: { mode: string; command: string }) => UserConfig)({
    mode: 'production',
    command,
  });
  return (config.resolve?.alias ?? []) as Alias[];
}

function aliasOf(aliases: Alias[], name: string): string | undefined {
  const found = aliases.find((a) =>
    a.find instanceof RegExp ? a.find.test(name) : a.find === name,
  );
  return found?.replacement;
}

/** A file of the copy of `pkg` that the module at `from` gets (some packages export no package.json). */
function packageFile(pkg: string, from: string, file: string): string {
  const entry = createRequire(from).resolve(pkg);
  const marker = `/node_modules/${pkg}/`;
  return join(entry.slice(0, entry.lastIndexOf(marker) + marker.length), file);
}

describe('react-router: the production build', () => {
  const routerDom = require.resolve('react-router-dom');

  it('is what a build resolves react-router to, and only a build', () => {
    const target = aliasOf(aliasesFor('build'), 'react-router');
    expect(target).toBeDefined();
    expect(target).toBe(packageFile('react-router', routerDom, 'dist/production/index.mjs'));
    expect(readFileSync(target!, 'utf8')).toMatch(/react-router v\d/);
    expect(aliasOf(aliasesFor('serve'), 'react-router')).toBeUndefined();
  });

  it('reaches the app: react-router-dom re-exports the bare react-router import', () => {
    const domEntry = packageFile('react-router-dom', routerDom, 'dist/index.mjs');
    expect(readFileSync(domEntry, 'utf8')).toMatch(/export \* from "react-router";/);
  });

  it('exports every name the development build does', async () => {
    const production = (await import(
      /* @vite-ignore */ packageFile('react-router', routerDom, 'dist/production/index.mjs')
    )) as Record<string, unknown>;
    const development = (await import(
      /* @vite-ignore */ packageFile('react-router', routerDom, 'dist/development/index.mjs')
    )) as Record<string, unknown>;
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
    expect(typeof production.useNavigate).toBe('function');
  });
});

describe('react-router: its production build made lean (decision 011)', () => {
  const routerDom = require.resolve('react-router-dom');
  const production = packageFile('react-router', routerDom, 'dist/production/index.mjs');
  // The file that defines the components (index.mjs re-exports them from its chunks).
  const definitions = [
    ...readFileSync(production, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g),
  ]
    .map((m) => join(production, '..', m[1]!))
    .find((file) => /^var Link = /m.test(readFileSync(file, 'utf8')))!;

  it('is in the build’s plugins, applied to that file, and not to the dev server', () => {
    const config = (viteConfig as (env: { mode: string; command: string }) => UserConfig)({
      mode: 'production',
      command: 'build',
    });
    const plugin = (config.plugins ?? [])
      .flat()
      .find(
        (p) =>
          p && typeof p === 'object' && 'name' in p && p.name === 'registry-console:lean-router',
      ) as { apply?: string } | undefined;
    expect(plugin?.apply).toBe('build');
    expect(ROUTER_PRODUCTION.test(definitions)).toBe(true);
    expect(
      ROUTER_PRODUCTION.test(packageFile('react-router', routerDom, 'dist/development/index.mjs')),
    ).toBe(false);
  });

  it('finds the components it is meant for in the installed react-router', () => {
    const source = readFileSync(definitions, 'utf8');
    const lean = leanRouterSource(source);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(source).toMatch(new RegExp(`^var ${name} = React\\d*\\.forwardRef\\(`, 'm'));
      expect(lean.code).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React`, 'm'));
      expect(lean.code).not.toContain(`${name}.displayName`);
    }
    expect(lean.pure).toBeGreaterThanOrEqual(3);
    expect(lean.names).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing but those declarations and writes', () => {
    const source = readFileSync(definitions, 'utf8');
    const lean = leanRouterSource(source);
    const strip = (code: string) =>
      code
        .split('\n')
        .map((line) => (/^[\w$]+\.displayName = /.test(line) ? '' : line))
        .join('\n')
        .replaceAll('/* @__PURE__ */ React', 'React');
    expect(strip(lean.code)).toBe(strip(source));
    // A line that only looks alike (not at the start of a statement) is left alone.
    const nested = '  inner.displayName = "x";\nfoo(React.forwardRef(() => null));';
    expect(leanRouterSource(nested)).toEqual({ code: nested, pure: 0, names: 0 });
  });
});

describe('tldts: the demo backend’s stand-in', () => {
  const msw = require.resolve('msw');
  const toughCookie = packageFile('tough-cookie', msw, 'dist/index.js');

  it('replaces the bare tldts import in every mode', () => {
    for (const command of ['build', 'serve'] as const) {
      expect(aliasOf(aliasesFor(command), 'tldts')).toMatch(/src\/mocks\/tldts-lite\.ts$/);
    }
  });

  it('covers everything msw’s cookie jar takes from tldts', () => {
    const source = readFileSync(toughCookie, 'utf8');
    const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"tldts"/g)].flatMap((m) =>
      m[1]!.split(',').map((name) => name.trim()),
    );
    expect(imports).toEqual(['getDomain']);
    expect(source).not.toMatch(/from\s*"tldts\/|require\("tldts/);
  });

  // (A single label such as `localhost` or an IP address is its own domain to the stand-in,
  // where tldts says none; the demo sets no cookies, so either answer serves.)
  it('gives the registrable domain tldts gives for ordinary host names', async () => {
    const tldts = (await import(
      /* @vite-ignore */ packageFile('tldts', toughCookie, 'dist/es6/index.js')
    )) as { getDomain: (host: string, options: object) => string | null };
    const options = { allowIcannDomains: true, allowPrivateDomains: true };
    for (const host of [
      'example.com',
      'registry.example.co',
      'console.example.com',
      'a.b.example.org',
    ]) {
      expect(liteGetDomain(host), host).toBe(tldts.getDomain(host, options));
    }
  });
});
