// @vitest-environment node
/** A row is sent only when nothing is wrong with it: any problem leaves it without a body. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../lib/config';
import { makeRowChecker } from './check-rows';
import { emptyRaw } from '../columns/import-columns';

describe('a checked row', () => {
  const check = makeRowChecker(defaultConfig.metadataTypes);
  const defaults = { folder: '', template: '' };
  const valid = { ...emptyRaw(), title: 'Lease', folder_id: 'legal', template: 'PASS' };

  it('has a body to send when nothing is wrong with it', () => {
    expect(check(valid, 1, defaults)).toMatchObject({ problems: [], body: { title: 'Lease' } });
  });

  it('has none when the file gave it a problem, though its fields would pass', () => {
    const row = check(
      { ...valid, problems: ['Line 2 has 5 fields; the header has 3.'] },
      1,
      defaults,
    );
    expect(row.problems).toEqual(['Line 2 has 5 fields; the header has 3.']);
    expect(row.body).toBeUndefined();
  });

  it('has none when its only problem is a value the schema accepts (Encrypt data maybe)', () => {
    const row = check({ ...valid, data_encrypted: 'maybe' }, 1, defaults);
    expect(row.problems).toHaveLength(1);
    expect(row.body).toBeUndefined();
  });
});
