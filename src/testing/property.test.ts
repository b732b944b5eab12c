import { describe, expect, it } from 'vitest';
import { propertyRuns } from './property';

describe('cases per property (PROPERTY_RUNS)', () => {
  it('tries 1,000 cases unless told otherwise', () => {
    expect(propertyRuns({})).toBe(1_000);
    expect(propertyRuns({ PROPERTY_RUNS: '' })).toBe(1_000);
  });

  it('tries as many as PROPERTY_RUNS says', () => {
    expect(propertyRuns({ PROPERTY_RUNS: '10000' })).toBe(10_000);
  });

  it.each(['10,000', '1e4', '0', '-5', 'many'])('refuses "%s" rather than try fewer', (value) => {
    expect(() => propertyRuns({ PROPERTY_RUNS: value })).toThrow('PROPERTY_RUNS must be');
  });
});
