import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../../api/schemas';
import { boundEntry } from './entry-bounds';
import { EntryIndex, fold, type SearchQuery } from './index-engine';
import { unpack } from './index-snapshot';
import { searchQuery } from '../../../testing/search-query';

const query = (q: string, more: Partial<SearchQuery> = {}) => searchQuery({ q, limit: 5, ...more });

const item = (id: string, title: string, status = 'ACTIVE'): ListItem => ({
  id,
  title,
  type: 'PASS',
  status,
  created_at: '2026-03-01T10:00:00Z',
});

/** What a search must answer: every entry whose ID or title holds the text, any letter case. */
function expected(items: ListItem[], q: SearchQuery) {
  const needle = fold(q.q.trim());
  const latest = new Map(items.map((entry) => [entry.id, entry]));
  return [...latest.values()]
    .filter((entry) => !q.status || entry.status === q.status)
    .filter((entry) => `${fold(entry.id)}\u0000${fold(entry.title)}`.includes(needle))
    .map((entry) => entry.id)
    .sort();
}

describe('EntryIndex.search', () => {
  it('matches a lone surrogate in the search text, as typed or as the URL gives it back', () => {
    const index = new EntryIndex();
    index.put([item('x1', 'broken \uD800 title'), item('x2', 'plain title')], {});
    const ids = (q: string) => index.search(query(q)).items.map((entry) => entry.id);
    expect(ids('broken \uD800')).toEqual(['x1']);
    // The text as it comes back from the URL: the lone surrogate is U+FFFD there.
    const written = new URLSearchParams({ q: 'broken \uD800' }).toString();
    const viaUrl = new URLSearchParams(written).get('q')!;
    expect(viaUrl).toBe('broken \uFFFD');
    expect(ids(viaUrl)).toEqual(['x1']);
    expect(ids('plain \uDC00')).toEqual([]);
  });

  it('finds any part of an ID or title in any case, key by key, as a plain scan would', () => {
    const letters = fc.constantFrom('a', 'b', 'A', 'B', 'ü', 'Ü', ' ', '1');
    const text = fc.string({ unit: letters, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('x1', 'x2', 'ab3', 'b4', 'Ab5'), text, fc.boolean()), {
          maxLength: 12,
        }),
        // Each step: type a key, delete one, change the status filter, or index another page.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), letters), { maxLength: 12 }),
        (rows, steps) => {
          const items = rows.map(([id, title, done]) => item(id, title, done ? 'DONE' : 'ACTIVE'));
          const index = new EntryIndex();
          index.put(items, {});
          let q = '';
          let status = '';
          const seen = [...items];
          for (const [step, key] of steps) {
            if (step === 0) q += key;
            if (step === 1) q = q.slice(0, -1);
            if (step === 2) status = status ? '' : 'DONE';
            if (step === 3) {
              const added = item(`new-${key}`, `${q}${key}`);
              index.put([added], {});
              seen.push(added);
            }
            const asked = query(q, { status, limit: 100 });
            const answer = index.search(asked);
            const ids = answer.items.map((entry) => entry.id).sort();
            expect(ids).toEqual(expected(seen, asked));
            expect(answer.matches).toBe(ids.length);
          }
        },
      ),
    );
  });

  it('keeps the first matches in order when typing on narrows the search', () => {
    const index = new EntryIndex();
    index.put(
      [
        { ...item('a1', 'Payroll March'), created_at: '2026-03-01T10:00:00Z' },
        { ...item('a2', 'Payroll April'), created_at: '2026-04-01T10:00:00Z' },
        { ...item('a3', 'Pay slips'), created_at: '2026-05-01T10:00:00Z' },
        { ...item('a4', 'Invoices'), created_at: '2026-06-01T10:00:00Z' },
      ],
      {},
    );
    expect(index.search(query('pay')).items.map((entry) => entry.title)).toEqual([
      'Pay slips',
      'Payroll April',
      'Payroll March',
    ]);
    const narrower = index.search(query('PAYR', { order: 'title' }));
    expect(narrower.items.map((entry) => entry.title)).toEqual(['Payroll April', 'Payroll March']);
    expect(narrower.matches).toBe(2);
  });

  it('with ids, answers exactly the chosen entries it holds, text and filters still applying', () => {
    const index = new EntryIndex();
    index.put(
      [
        { ...item('a1', 'Payroll March'), created_at: '2026-03-01T10:00:00Z' },
        { ...item('a2', 'Payroll April', 'ARCHIVED'), created_at: '2026-04-01T10:00:00Z' },
        { ...item('a3', 'Pay slips'), created_at: '2026-05-01T10:00:00Z' },
      ],
      {},
    );
    const chosen = index.search(query('', { ids: ['a3', 'a1', 'missing', 'a1'] }));
    expect(chosen.items.map((entry) => entry.id)).toEqual(['a3', 'a1']);
    expect(chosen.matches).toBe(2);
    // Narrowing by text keeps to the chosen ones; another choice is another search.
    expect(index.search(query('payroll', { ids: ['a3', 'a1'] })).items.map((e) => e.id)).toEqual([
      'a1',
    ]);
    expect(index.search(query('payroll', { ids: ['a2'] })).items.map((e) => e.id)).toEqual(['a2']);
    expect(
      index.search(query('', { ids: ['a1', 'a2'], status: 'ARCHIVED' })).items.map((e) => e.id),
    ).toEqual(['a2']);
  });

  it('offers no empty status or type to filter by: an entry told as it was made has none yet', () => {
    const index = new EntryIndex();
    index.put([{ ...item('n1', 'Just made', ''), type: '' }, item('n2', 'Listed')], {});
    expect(index.stats().statuses).toEqual(['ACTIVE']);
    expect(index.stats().types).toEqual(['PASS']);
  });
});

describe('EntryIndex bounds', () => {
  it('keeps at most its limit of entries, still updates those it holds, and says it is full', () => {
    const index = new EntryIndex(3);
    index.put(
      ['a', 'b', 'c', 'd', 'e'].map((id) => item(id, `Title ${id}`)),
      {},
    );
    expect(index.stats()).toMatchObject({ count: 3, leftOut: 2, full: true });
    expect(index.get('d')).toBeNull();
    index.put([item('a', 'Renamed', 'DONE')], {});
    expect(index.get('a')).toMatchObject({ title: 'Renamed', status: 'DONE' });
    expect(index.stats().count).toBe(3);
  });

  it('cuts a huge entry to its bounds: a 2,000-character title is searched and shown by its first 1,000', () => {
    const index = new EntryIndex();
    const title = `${'a'.repeat(999)}b${'c'.repeat(1000)}`;
    const huge = { ...item('big', title), status: 'S'.repeat(5000), extra: 'x'.repeat(100_000) };
    index.put([huge, item('small', 'Small one')], {});
    const found = index.search(query('ab')).items;
    expect(found.map((entry) => entry.title.length)).toEqual([1000]);
    expect(found[0]).toEqual({
      id: 'big',
      title: title.slice(0, 1000),
      type: 'PASS',
      status: 'S'.repeat(100),
      created_at: '2026-03-01T10:00:00Z',
    });
    expect(index.search(query('bc')).matches).toBe(0);
    // Cut down, it is not the entry as the server sent it: its address reads it again.
    expect(index.get('big')).toBeNull();
    expect(index.get('small')).toEqual(item('small', 'Small one'));
  });

  it('takes entries the page already cut, as they were cut: what is handed over is small, and a cut one is still not the entry', () => {
    const index = new EntryIndex();
    const long = item('long', `Ledger ${'x'.repeat(1_000_000)}`);
    const entries = [long, item('small', 'Small one'), item('i'.repeat(256), 'Long id')].map(
      boundEntry,
    );
    expect(JSON.stringify(entries).length).toBeLessThan(3000);
    index.putBound(entries, {});
    expect(index.stats()).toMatchObject({ count: 2, leftOut: 1 });
    expect(index.search(query('ledger')).items.map((entry) => entry.title.length)).toEqual([1000]);
    // The cut entry would now fit whole, but it stays known as cut: its address reads it again.
    expect(index.get('long')).toBeNull();
    expect(index.get('small')).toEqual(item('small', 'Small one'));
  });

  it('leaves out an entry whose id is too long to index', () => {
    const index = new EntryIndex();
    index.put([item('i'.repeat(256), 'Long id'), item('ok', 'Fine')], {});
    expect(index.stats()).toMatchObject({ count: 1, leftOut: 1, full: false });
  });
});

describe('the index kept and restored', () => {
  it('restores a snapshot under newer entries, and stays complete after a fresh pass only when it holds the total', () => {
    const kept = new EntryIndex();
    kept.put([item('a', 'Alpha', 'PENDING'), item('b', 'Beta')], { total: 2 });
    kept.markWalked(2);
    const snapshot = kept.snapshot();

    const reloaded = new EntryIndex();
    reloaded.put([item('a', 'Alpha', 'ACTIVE')], { total: 3 });
    reloaded.restore(JSON.parse(JSON.stringify(snapshot)));
    expect(reloaded.get('a')?.status).toBe('ACTIVE');
    expect(reloaded.stats()).toMatchObject({ count: 2, total: 3, walked: { total: 2 } });

    // The server counts 3, the index holds 2: not complete.
    reloaded.markFresh(3);
    expect(reloaded.stats().walked?.total).toBe(2);
    reloaded.put([item('c', 'Gamma')], { total: 3 });
    reloaded.markFresh(3);
    expect(reloaded.stats().walked?.total).toBe(3);
  });

  it('keeps how far an unfinished walk read, until a walk finishes; a damaged one is not read', () => {
    const reach = { pages: 3, entries: 300, total: 1000, limit: 100 };
    const kept = new EntryIndex();
    kept.put([item('a', 'Alpha')], { total: 1000 });
    kept.markReached(reach);
    const reloaded = new EntryIndex();
    reloaded.restore(JSON.parse(JSON.stringify(kept.snapshot())));
    expect(reloaded.stats().reached).toEqual(reach);
    reloaded.markWalked(1000);
    expect(reloaded.stats().reached).toBeNull();

    const damaged = new EntryIndex();
    damaged.restore({ ...kept.snapshot(), reached: { pages: '3' } });
    expect(damaged.stats().reached).toBeNull();
  });

  it('ignores a snapshot of another shape', () => {
    const index = new EntryIndex();
    index.restore({ v: 1, entries: [[item('a', 'Alpha'), true, null]] });
    index.restore(null);
    expect(index.stats().count).toBe(0);
  });
});

describe('the kept snapshot', () => {
  it('gives back every entry as it was held: fields, folder, cut entries, and what search reads', () => {
    const index = new EntryIndex();
    const odd = { ...item('b', 'Ärger im Büro'), folder_id: 42, description: 'kept too' };
    index.put([item('a', 'Alpha'), odd as ListItem], { folder: 'legal' });
    index.put([item('c', 'x'.repeat(5000))], {});
    index.put([{ ...item('d', 'Undated'), created_at: 'yesterday' }], {});
    const again = new EntryIndex();
    again.restore(JSON.parse(JSON.stringify(index.snapshot())));
    for (const id of ['a', 'b', 'c', 'd']) expect(again.get(id)).toEqual(index.get(id));
    const query = (q: string) => again.search(searchQuery({ q })).items.map((found) => found.id);
    expect(query('ärger')).toEqual(['b']);
    expect(query('ÄRGER IM')).toEqual(['b']);
    expect(again.search(searchQuery({ folder: 'legal' })).matches).toBe(2);
    expect(again.search(searchQuery({ fromMs: 0 })).items.map((found) => found.id)).not.toContain(
      'd',
    );
  });
});

describe('a kept snapshot', () => {
  it('never lets a field the server sent beside the others replace one the list draws', () => {
    const index = new EntryIndex();
    index.restore({
      v: 2,
      ids: ['odd'],
      titles: ['Odd one'],
      types: ['STORAGE'],
      statuses: ['ACTIVE'],
      created: ['2026-01-01T00:00:00.000Z'],
      folders: ['hr'],
      folded: [''],
      createdMs: [0],
      extra: [{ title: { evil: true }, note: 'kept' }],
      cut: [],
    });
    expect(index.stats().count).toBe(1);
    const [item] = [...unpack(index.snapshot())].map((entry) => entry.item);
    expect(item).toMatchObject({ id: 'odd', title: 'Odd one', folder_id: 'hr', note: 'kept' });
  });
});
