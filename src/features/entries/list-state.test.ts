import { describe, expect, it } from 'vitest';
import { defaultConfig as config } from '../../lib/config';
import {
  defaultListState,
  isSearching,
  MAX_FOLDER_LENGTH,
  MAX_IDS_LENGTH,
  MAX_QUERY_LENGTH,
  parseListSearch,
  toListParams,
  toListSearch,
} from './list-state';

describe('chosen entries in the address (`ids`)', () => {
  it('are read, make the list show search results, and are written back as they were', () => {
    const { state, corrected } = parseListSearch(new URLSearchParams('ids=e-1,e-2'), config);
    expect(state.ids).toBe('e-1,e-2');
    expect(corrected).toBe(false);
    expect(isSearching(state)).toBe(true);
    expect(toListSearch(state, config).toString()).toBe('ids=e-1%2Ce-2');
    expect(isSearching(parseListSearch(new URLSearchParams(''), config).state)).toBe(false);
  });

  it('are dropped, and the address corrected, when blank or longer than an address should be', () => {
    for (const ids of ['', ' ', 'x'.repeat(MAX_IDS_LENGTH + 1)]) {
      const { state, corrected } = parseListSearch(new URLSearchParams({ ids }), config);
      expect(state.ids).toBe('');
      expect(corrected).toBe(true);
    }
  });
});

describe('ids with no id in them', () => {
  it('is the plain list, and the address is corrected', () => {
    const { state, corrected } = parseListSearch(new URLSearchParams('ids=,,,,'), config);
    expect(state.ids).toBe('');
    expect(corrected).toBe(true);
    const spaced = parseListSearch(new URLSearchParams('ids= a1 ,,b2,'), config);
    expect(spaced.state.ids).toBe('a1,b2');
  });
});

describe('the list’s address', () => {
  const read = (query: string | Record<string, string>) =>
    parseListSearch(new URLSearchParams(query), config);

  it('reads every parameter a person can set, and needs no correction when each is good', () => {
    const { state, corrected } = read(
      'folder_id=legal&page=3&limit=50&order_by=title&q=%20two%20words%20&status=READY&type=PASS&from=2026-02-01&to=2026-02-28',
    );
    expect(state).toEqual({
      folder: 'legal',
      page: 3,
      limit: 50,
      order: 'title',
      q: ' two words ',
      status: 'READY',
      type: 'PASS',
      from: '2026-02-01',
      to: '2026-02-28',
      ids: '',
    });
    expect(corrected).toBe(false);
    expect(toListSearch(state, config).toString()).toBe(
      'folder_id=legal&page=3&limit=50&order_by=title&q=+two+words+&status=READY&type=PASS&from=2026-02-01&to=2026-02-28',
    );
    expect(toListParams(state)).toEqual({
      folder_id: 'legal',
      page: 3,
      limit: 50,
      order_by: 'title',
    });
  });

  it('leaves the defaults out of the address, and asks for every folder without one', () => {
    const state = read('').state;
    expect(state).toEqual(defaultListState(config));
    expect(state).toMatchObject({ folder: '', page: 1, limit: 10, order: '-created_at' });
    expect(toListSearch(state, config).toString()).toBe('');
    expect(toListParams(state)).toEqual({
      folder_id: undefined,
      page: 1,
      limit: 10,
      order_by: '-created_at',
    });
  });

  it('shows search results for any one of the search text and filters', () => {
    for (const name of ['q', 'status', 'type', 'from', 'to', 'ids'] as const) {
      const state = {
        ...defaultListState(config),
        [name]: name === 'from' || name === 'to' ? '2026-01-01' : 'x',
      };
      expect(isSearching(state)).toBe(true);
    }
    expect(isSearching({ ...defaultListState(config), folder: 'legal', page: 2 })).toBe(false);
  });

  it('trims the folder, cuts it to its longest, and corrects the address', () => {
    expect(read({ folder_id: '  legal ' })).toEqual({
      state: expect.objectContaining({ folder: 'legal' }),
      corrected: true,
    });
    expect(read({ folder_id: ' ' })).toEqual({
      state: expect.objectContaining({ folder: '' }),
      corrected: true,
    });
    const long = read({ folder_id: 'f'.repeat(MAX_FOLDER_LENGTH + 5) });
    expect(long.state.folder).toBe('f'.repeat(MAX_FOLDER_LENGTH));
    expect(long.corrected).toBe(true);
    expect(read({ folder_id: 'f'.repeat(MAX_FOLDER_LENGTH) }).corrected).toBe(false);
  });

  it('never cuts a character in half at the folder’s limit, nor leaves spaces before the cut', () => {
    // The emoji's two halves sit on either side of the limit: it goes whole.
    const emoji = read({ folder_id: `${'f'.repeat(MAX_FOLDER_LENGTH - 1)}😀` });
    expect(emoji.state.folder).toBe('f'.repeat(MAX_FOLDER_LENGTH - 1));
    const spaced = read({ folder_id: `${'f'.repeat(MAX_FOLDER_LENGTH - 3)}    x` });
    expect(spaced.state.folder).toBe('f'.repeat(MAX_FOLDER_LENGTH - 3));
  });

  it('falls back to the first page for a page that is not a whole number from 1', () => {
    for (const page of ['0', '-1', '1.5', 'x', '', '1234567890']) {
      expect(read({ page })).toEqual({
        state: expect.objectContaining({ page: 1 }),
        corrected: true,
      });
    }
    expect(read({ page: '123456789' }).state.page).toBe(123456789);
    expect(read({ page: '1' })).toMatchObject({ state: { page: 1 }, corrected: false });
  });

  it('takes only a configured page size and sort order', () => {
    for (const limit of ['7', '+25', '25.0', ' 25', '25 ', '']) {
      expect(read({ limit })).toEqual({
        state: expect.objectContaining({ limit: 10 }),
        corrected: true,
      });
    }
    expect(read({ limit: '100' })).toMatchObject({ state: { limit: 100 }, corrected: false });
    expect(read({ order_by: 'size' })).toEqual({
      state: expect.objectContaining({ order: '-created_at' }),
      corrected: true,
    });
    expect(read({ order_by: '-title' })).toMatchObject({
      state: { order: '-title' },
      corrected: false,
    });
  });

  it('keeps search text as typed but cuts it to its longest; an empty one is dropped', () => {
    const long = read({ q: 'q'.repeat(MAX_QUERY_LENGTH + 1) });
    expect(long.state.q).toBe('q'.repeat(MAX_QUERY_LENGTH));
    expect(long.corrected).toBe(true);
    expect(read({ q: 'q'.repeat(MAX_QUERY_LENGTH) }).corrected).toBe(false);
    expect(read({ q: '' })).toMatchObject({ state: { q: '' }, corrected: true });
  });

  it('drops a blank or overlong status or type filter, and corrects the address', () => {
    for (const name of ['status', 'type'] as const) {
      expect(read({ [name]: 's'.repeat(100) })).toMatchObject({
        state: { [name]: 's'.repeat(100) },
        corrected: false,
      });
      for (const value of ['s'.repeat(101), ' ', '']) {
        expect(read({ [name]: value })).toMatchObject({ state: { [name]: '' }, corrected: true });
      }
    }
    // Only ids are split at their commas: a filter is kept as written.
    expect(read({ type: ' Lease, signed ' })).toMatchObject({
      state: { type: ' Lease, signed ' },
      corrected: false,
    });
    // The ids' own limit is far longer than the filters'.
    const ids = read({ ids: 'e'.repeat(MAX_IDS_LENGTH) });
    expect(ids).toMatchObject({ state: { ids: 'e'.repeat(MAX_IDS_LENGTH) }, corrected: false });
  });

  it('takes only real calendar days for Created from and to', () => {
    for (const name of ['from', 'to'] as const) {
      expect(read({ [name]: '2024-02-29' })).toMatchObject({
        state: { [name]: '2024-02-29' },
        corrected: false,
      });
      for (const day of [
        '2026-02-29',
        '2026-13-01',
        '2026-2-3',
        '2026-02-03T10:00',
        'x2026-02-03',
        'soon',
      ]) {
        expect(read({ [name]: day })).toMatchObject({ state: { [name]: '' }, corrected: true });
      }
    }
  });
});
