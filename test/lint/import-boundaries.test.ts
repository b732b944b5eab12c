// @vitest-environment node
/**
 * The layers' import rules, as ESLint applies them: a forbidden import is refused however its
 * path is written, and the imports the layers are meant to use pass.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary messages lint gives `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another by a sibling path',
      'src/features/entries/probe.ts',
      "export { readDraft } from '../create-entry/draft';",
      /Features never import each other/,
    ],
    [
      'a feature importing another the long way round',
      'src/features/auth/probe.ts',
      "export { paths } from '../../features/./entries/../create-entry/draft';",
      /Features never import each other/,
    ],
    [
      'a feature loading another on demand',
      'src/features/create-entry/probe.ts',
      "export const load = () => import('../entries/entries-route');",
      /Features never import each other/,
    ],
    [
      'a screen importing the demo backend',
      'src/features/entries/probe.ts',
      "export { getDb } from '../../mocks/db';",
      /never import the demo backend/,
    ],
    [
      'a feature importing the app',
      'src/features/auth/probe.ts',
      "export { Shell } from '../../app/shell';",
      /Features never import the app/,
    ],
    [
      'lib importing a feature',
      'src/lib/probe.ts',
      "export { clearDraft } from '../features/create-entry/draft';",
      /lib is shared: it never imports features/,
    ],
    [
      'lib importing the app',
      'src/lib/probe.ts',
      "export { App } from '../app/app';",
      /lib is shared: it never imports app/,
    ],
    [
      'lib importing the demo backend',
      'src/lib/probe.ts',
      "export { getDb } from '../mocks/db';",
      /lib is shared: it never imports mocks/,
    ],
    [
      'lib importing the Registry contract',
      'src/lib/probe.ts',
      "export { ApiError } from '../api/api-error';",
      /lib knows no Registry contract/,
    ],
    [
      'a component importing a feature',
      'src/components/ui/probe.tsx',
      "export { EntriesTable } from '../../features/entries/entries-table';",
      /components is shared: it never imports features/,
    ],
    [
      'a component importing the demo backend',
      'src/components/ui/probe.tsx',
      "export type { MockSettings } from '../../mocks/db';",
      /components is shared: it never imports mocks/,
    ],
    [
      'api importing a feature',
      'src/api/probe.ts',
      "export { readDraft } from '../features/create-entry/draft';",
      /api is shared: it never imports features/,
    ],
  ])('refuses %s', async (_name, path, code, message) => {
    const errors = await boundaryErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'a feature importing its own files',
      'src/features/create-entry/probe.ts',
      "export { readDraft } from './draft-attempt';",
    ],
    [
      'a feature importing api, lib and components',
      'src/features/entries/probe.ts',
      "export { ApiError } from '../../api/api-error';\nexport { paths } from '../../lib/paths';\nexport { Badge } from '../../components/ui/badge';",
    ],
    [
      'the app importing features',
      'src/app/probe.ts',
      "export { SignInRoute } from '../features/auth/sign-in-route';",
    ],
    ['api importing lib', 'src/api/probe.ts', "export { parseConfig } from '../lib/config';"],
    [
      'the demo controls importing the demo backend',
      'src/features/demo/probe.ts',
      "export type { MockSettings } from '../../mocks/db';",
    ],
    [
      'a test reaching the demo backend',
      'src/features/entries/probe.test.ts',
      "export { server } from '../../mocks/node';",
    ],
  ])('accepts %s', async (_name, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});

describe('storage and the network, each through its one module', () => {
  const restricted = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-globals').length;
  };

  it.each([
    ['localStorage', "export const read = () => localStorage.getItem('k');"],
    ['sessionStorage', "export const read = () => sessionStorage.getItem('k');"],
    ['indexedDB', "export const open = () => indexedDB.open('db');"],
    ['fetch', "export const get = () => fetch('/api/v1/registry/list');"],
  ])('refuses %s in a feature', async (_name, code) => {
    expect(await restricted('src/features/entries/probe.ts', code)).toBe(1);
  });

  it('accepts them in their own modules', async () => {
    expect(await restricted('src/lib/storage.ts', 'export const s = () => localStorage;')).toBe(0);
    expect(await restricted('src/api/api-client.ts', "export const f = () => fetch('/');")).toBe(0);
  });
});
