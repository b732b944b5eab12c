// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WALK_MAX_ENTRIES } from '../../../api/walk-pages';
import { endlessServer, fakeItem, listServer } from '../../../testing/fake-list';
import { createKey as titleKey } from '../../../api/create-once/folder-match';
import { readFolder } from './use-folder-check';

const signal = new AbortController().signal;

describe('readFolder', () => {
  it('knows only the titles of entries in the folder: an item that says another folder_id is not', async () => {
    const server = listServer(0, 10);
    server.entries.push(
      { ...fakeItem('a', 'Only in legal'), folder_id: 'legal' },
      { ...fakeItem('b', 'Here'), folder_id: 'north' },
      fakeItem('c', 'Says nothing'),
    );
    const keys = await readFolder('north', server.fetchPage, signal);
    expect(keys.has(titleKey('Only in legal', 'STORAGE'))).toBe(false);
    expect(keys.has(titleKey('Here', 'STORAGE'))).toBe(true);
    expect(keys.has(titleKey('Says nothing', 'STORAGE'))).toBe(true);
  });

  it('knows an entry by the same comparison a lost answer is matched with: the title exactly, the type as the template', async () => {
    const server = listServer(0, 10);
    server.entries.push(
      { ...fakeItem('a', 'Payroll'), type: ' pass ' },
      { ...fakeItem('b', 'Budget'), type: 'archive' },
      fakeItem('c', ' Spaced '),
    );
    const keys = await readFolder('north', server.fetchPage, signal);
    const has = (title: string, template: string) => keys.has(titleKey(title, template));
    expect(has('Payroll', 'PASS')).toBe(true);
    expect(has('Payroll', 'STORAGE')).toBe(false);
    // A type that names no template could be either, as for a lost answer.
    expect(has('Budget', 'PASS') && has('Budget', 'STORAGE')).toBe(true);
    // Titles exactly: a row's trimmed title is another title.
    expect(has('Spaced', 'STORAGE')).toBe(false);
    expect(has(' Spaced ', 'STORAGE')).toBe(true);
  });

  it('stops at the walker’s bound when a server announces a million pages', async () => {
    const server = endlessServer(1_000_000, 1000, 10);
    await readFolder('north', server.fetchPage, signal);
    expect(server.asked).toHaveLength(WALK_MAX_ENTRIES / 1000);
  });
});
