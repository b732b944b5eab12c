// @vitest-environment node
/** The import's rows (and `Fix row`) refuse hidden characters with the form's rule and words. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../lib/config';
import { makeRowChecker } from './check-rows';
import { emptyRaw } from '../columns/import-columns';

describe('hidden characters in an imported row', () => {
  it('the import checks its rows with the same rule, in the same words, said once', () => {
    const check = makeRowChecker(defaultConfig.metadataTypes);
    const row = check(
      { ...emptyRaw(), title: 'invoice\u202Efdp.exe', folder_id: 'f\u0000', template: 'PASS' },
      1,
      { folder: '', template: '' },
    );
    expect(row.body).toBeUndefined();
    expect(row.problems).toEqual([
      'Title contains a right-to-left override (U+202E); remove it.',
      'Folder contains a NUL character (U+0000); remove it.',
    ]);
  });

  it('isolates a value it quotes that holds right-to-left text or a bidi control', () => {
    const check = makeRowChecker(defaultConfig.metadataTypes);
    const defaults = { folder: '', template: '' };
    const row = (template: string, encrypted: string) =>
      check(
        { ...emptyRaw(), title: 'T', folder_id: 'f', template, data_encrypted: encrypted },
        1,
        defaults,
      ).problems;
    expect(row('GOLD\u202E', 'כן')).toEqual([
      'Encrypt data \u2068כן\u2069 is not true/false, 1/0 or yes/no.',
      'Template \u2068GOLD\u2069 is not STORAGE or PASS.',
    ]);
    // Plain values are quoted as they are.
    expect(row('GOLD', 'maybe')).toEqual([
      'Encrypt data maybe is not true/false, 1/0 or yes/no.',
      'Template GOLD is not STORAGE or PASS.',
    ]);
  });
});
