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
