import { describe, expect, it } from 'vitest';
import { defaultConfig as config } from '../../lib/config';
import { isSearching, MAX_IDS_LENGTH, parseListSearch, toListSearch } from './list-state';

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
