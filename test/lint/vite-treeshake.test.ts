// @vitest-environment node
/**
 * vite.config.ts tells the bundler that a top-level write to an object nothing reads is dead
 * (decision 011). That is safe only while the bundler keeps every write that something can see:
 * to an object that is used, to a global, to a worker's `self`. These tests build a small module
 * with the project's own setting, so a bundler upgrade that changes what it drops fails here.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../../vite.config';

const SOURCE = `
const used = {}; used.x = 1;
export const read = () => used.x;
const unused = {}; unused.y = 2;
function Widget() { return 1; }
Widget.displayName = 'Widget';
globalThis.seenGlobal = 3;
window.seenWindow = 4;
self.onmessage = () => 5;
export const exported = { a: 1 };
exported.b = 2;
`;

async function bundled(): Promise<string> {
  const config = (viteConfig as (env: { mode: string; command: string }) => UserConfig)({
    mode: 'production',
    command: 'build',
  });
  const treeshake = config.build?.rolldownOptions?.treeshake;
  expect(treeshake).toEqual({ propertyWriteSideEffects: false });
  const dir = mkdtempSync(join(tmpdir(), 'treeshake-'));
  const input = join(dir, 'input.js');
  writeFileSync(input, SOURCE);
  const bundle = await rolldown({ input, treeshake });
  const { output } = await bundle.generate({ format: 'es' });
  return output[0].code;
}

describe('the build drops writes to objects nothing reads, and only those', () => {
  it('keeps writes that can be seen', async () => {
    const code = await bundled();
    expect(code).toContain('used.x = 1');
    expect(code).toContain('globalThis.seenGlobal = 3');
    expect(code).toContain('window.seenWindow = 4');
    expect(code).toContain('self.onmessage');
    expect(code).toContain('exported.b = 2');
  });

  it('drops a write to an object nothing reads, and the object with it', async () => {
    const code = await bundled();
    expect(code).not.toContain('unused');
    expect(code).not.toContain('Widget');
  });
});
