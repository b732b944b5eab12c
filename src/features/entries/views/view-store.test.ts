import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keyValueStore } from '../../../lib/key-value-store';
import { memoryStorage } from '../../../testing/storage';
import {
  deleteView,
  importViews,
  loadViews,
  readViewsFile,
  saveView,
  viewOf,
  viewsFile,
} from './view-store';

const PRESETS = 'registry-console:presets';
const readKept = (store: ReturnType<typeof storeOf>) =>
  keyValueStore(store).read(PRESETS, z.unknown());
const writeKept = (store: ReturnType<typeof storeOf>, items: unknown[]) =>
  keyValueStore(store).write(PRESETS, items);

const storeOf = () => {
  const own = memoryStorage();
  return () => own;
};

describe('saved views', () => {
  it('keep a list state by name without its page; a name saved again is replaced; delete forgets', () => {
    const store = storeOf();
    saveView(store, viewOf(' Finance ', new URLSearchParams('folder_id=finance&page=4&q=pay')));
    saveView(store, viewOf('Active', new URLSearchParams('status=ACTIVE')));
    saveView(store, viewOf('Finance', new URLSearchParams('folder_id=finance')));
    // Oldest first: a name saved again is the newest.
    expect(loadViews(store)).toEqual([
      { name: 'Active', search: 'status=ACTIVE' },
      { name: 'Finance', search: 'folder_id=finance' },
    ]);
    deleteView(store, 'Active');
    expect(loadViews(store).map((v) => v.name)).toEqual(['Finance']);
  });

  it('round-trip through Export views and Import views, with the presets; an imported name replaces the saved one', () => {
    const from = storeOf();
    saveView(from, viewOf('Finance', new URLSearchParams('folder_id=finance&q=pay')));
    saveView(from, viewOf('Legal', new URLSearchParams('folder_id=legal')));
    const payroll = { name: 'Payroll', folder_id: 'finance', template: 'PASS', metadata: [] };
    writeKept(from, [payroll]);
    const file = viewsFile(from);
    expect(file).not.toMatch(/token/i);
    const to = storeOf();
    saveView(to, viewOf('Legal', new URLSearchParams('folder_id=old')));
    saveView(to, viewOf('Mine', new URLSearchParams('type=PASS')));
    writeKept(to, [
      { ...payroll, folder_id: 'old' },
      { ...payroll, name: 'Other' },
    ]);
    const read = readViewsFile(file);
    if ('problem' in read) throw new Error(read.problem);
    expect(importViews(to, read).result).toBe('saved');
    expect(loadViews(to)).toEqual([
      { name: 'Mine', search: 'type=PASS' },
      { name: 'Finance', search: 'folder_id=finance&q=pay' },
      { name: 'Legal', search: 'folder_id=legal' },
    ]);
    expect(readKept(to)).toEqual([{ ...payroll, name: 'Other' }, payroll]);
  });

  it('say what is wrong with a file that is not a views file, and skip what cannot be read', () => {
    expect(readViewsFile('not json')).toEqual({ problem: 'The file is not JSON.' });
    expect(readViewsFile('{"views": []}')).toEqual({
      problem: 'The file is not a views file of Registry Console.',
    });
    const read = readViewsFile(
      JSON.stringify({
        kind: 'registry-console-views',
        version: 1,
        views: [{ name: 'Ok', search: 'q=x' }, { name: '', search: '' }, { name: 5 }, 'junk'],
      }),
    );
    expect(read).toEqual({ views: [{ name: 'Ok', search: 'q=x' }], presets: [], leftOut: 3 });
  });
});

const fileOf = (views: unknown[], presets: unknown[] = []) =>
  JSON.stringify({ kind: 'registry-console-views', version: 1, views, presets });

describe('views and presets against hostile files and full storage', () => {
  it('refuses presets nested where a text belongs, and Views keeps working with them stored', () => {
    // Written by hand: nested this deep, JSON.stringify itself overflows the stack.
    const deep = `${'{"deeper":'.repeat(20_000)}"bottom"${'}'.repeat(20_000)}`;
    const nested = `{"name":"Nested","folder_id":"f","template":"PASS","metadata":[{"key":"k","value":${deep}}]}`;
    const text = `{"kind":"registry-console-views","version":1,"views":[{"name":"Deep","search":"q=x"}],"presets":[${nested}]}`;
    const read = readViewsFile(text);
    if ('problem' in read) throw new Error(read.problem);
    expect(read.presets).toEqual([]);
    expect(read.leftOut).toBe(1);
    // Stored by an older version: the export leaves it out, and is built without a throw.
    const store = storeOf();
    saveView(store, viewOf('Deep', new URLSearchParams('q=x')));
    store()!.setItem(PRESETS, `[${nested}]`);
    expect(JSON.parse(viewsFile(store)).presets).toEqual([]);
  });

  it('refuses a file over a bound, naming it', () => {
    const views = Array.from({ length: 201 }, (_, n) => ({ name: `V${n}`, search: '' }));
    expect(readViewsFile(fileOf(views))).toEqual({
      problem: 'The file holds 201 views; at most 200 can be kept. Nothing was imported.',
    });
    const presets = Array.from({ length: 101 }, (_, n) => ({ name: `P${n}` }));
    expect(readViewsFile(fileOf([], presets))).toEqual({
      problem: 'The file holds 101 presets; at most 100 can be kept. Nothing was imported.',
    });
    expect(readViewsFile(' '.repeat(20_000_001))).toMatchObject({
      problem: expect.stringContaining('too large'),
    });
  });

  it('keeps what was just saved or imported at the bounds, dropping the oldest, and says how many', () => {
    const store = storeOf();
    for (let n = 0; n < 200; n++) saveView(store, viewOf(`View ${n}`, new URLSearchParams('')));
    expect(saveView(store, viewOf('Zz newest', new URLSearchParams('q=new')))).toEqual({
      result: 'saved',
      dropped: 1,
    });
    const names = loadViews(store).map((v) => v.name);
    expect(names).toContain('Zz newest');
    expect(names).not.toContain('View 0');

    writeKept(
      store,
      Array.from({ length: 100 }, (_, n) => ({
        name: `Old ${n}`,
        folder_id: 'f',
        template: 'PASS',
        metadata: [],
      })),
    );
    const read = readViewsFile(
      fileOf(
        [{ name: 'Aa imported', search: 'status=ACTIVE' }],
        ['X', 'Y', 'Z'].map((name) => ({ name, folder_id: 'g', template: 'PASS', metadata: [] })),
      ),
    );
    if ('problem' in read) throw new Error(read.problem);
    expect(importViews(store, read)).toEqual({
      result: 'saved',
      droppedViews: 1,
      droppedPresets: 3,
    });
    expect(loadViews(store).map((v) => v.name)).toContain('Aa imported');
    const kept = (readKept(store) as { name: string }[]).map((p) => p.name);
    expect(kept).toHaveLength(100);
    expect(kept.slice(-3)).toEqual(['X', 'Y', 'Z']);
    expect(kept).not.toContain('Old 0');
  });

  it('keeps only the list’s own parameters in a view', () => {
    const view = viewOf(
      'Mine',
      new URLSearchParams('access_token=secret&folder_id=hr&q=pay&utm=x&page=3'),
    );
    expect(view.search).toBe('folder_id=hr&q=pay');
    const read = readViewsFile(
      fileOf([{ name: 'Sneaky', search: 'access_token=secret&status=ACTIVE' }]),
    );
    expect(read).toMatchObject({ views: [{ name: 'Sneaky', search: 'status=ACTIVE' }] });
  });
});
