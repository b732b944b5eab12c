// @vitest-environment node
/**
 * The catch rule as ESLint applies it to the app's files: a catch that drops the error without
 * a word is refused; one that uses the error, or says why it may drop it, passes.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function catchErrors(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/src/lib/probe.ts` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'local/catch-says-why').length;
}

describe('catch-says-why', () => {
  it.each([
    ['an empty bare catch', 'try { f(); } catch {}'],
    [
      'a bare catch that returns a guess',
      'export function g() { try { return f(); } catch { return null; } }',
    ],
    [
      'a bound error never used',
      'export function g() { try { return f(); } catch (_e) { return null; } }',
    ],
  ])('refuses %s', async (_name, body) => {
    expect(await catchErrors(`declare function f(): number;\n${body}\n`)).toBe(1);
  });

  it.each([
    ['a catch that says why', 'try { f(); } catch {\n  // Not JSON: as if absent.\n}'],
    ['a catch that reports the error', 'try { f(); } catch (error) { console.error(error); }'],
    [
      'a catch that rethrows what it does not handle',
      'try { f(); } catch (error) { if (!(error instanceof SyntaxError)) throw error; }',
    ],
  ])('passes %s', async (_name, body) => {
    expect(await catchErrors(`declare function f(): number;\n${body}\n`)).toBe(0);
  });
});
