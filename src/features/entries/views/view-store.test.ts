import { describe, expect, it } from 'vitest';
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
  keyValueStore(store).read(PRESETS, (v) => v);
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
    expect(importViews(to, read)).toBe('saved');
    expect(loadViews(to)).toEqual([
      { name: 'Finance', search: 'folder_id=finance&q=pay' },
      { name: 'Legal', search: 'folder_id=legal' },
      { name: 'Mine', search: 'type=PASS' },
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
    expect(read).toEqual({ views: [{ name: 'Ok', search: 'q=x' }], presets: [] });
  });
});
