// @vitest-environment node
/**
 * Title and folder refuse control characters and bidi embeddings, overrides and isolates, with
 * the character named (the shared field rules: the import's row check has its own test).
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../lib/config';
import { makeEntrySchema, type EntryFields } from '../../api/entry-fields';

const schema = makeEntrySchema(defaultConfig.metadataTypes);

const values = (overrides: Partial<EntryFields>): EntryFields => ({
  title: 'Quarterly report',
  folder_id: 'finance',
  template: 'STORAGE',
  description: '',
  callback_url: '',
  data_encrypted: false,
  metadata: [],
  ...overrides,
});

function messages(overrides: Partial<EntryFields>): string[] {
  const result = schema.safeParse(values(overrides));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('hidden characters in title and folder', () => {
  it.each([
    ['a right-to-left override (U+202E)', '\u202E'],
    ['a left-to-right override (U+202D)', '\u202D'],
    ['a left-to-right embedding (U+202A)', '\u202A'],
    ['a right-to-left embedding (U+202B)', '\u202B'],
    ['a pop directional formatting (U+202C)', '\u202C'],
    ['a left-to-right isolate (U+2066)', '\u2066'],
    ['a right-to-left isolate (U+2067)', '\u2067'],
    ['a first strong isolate (U+2068)', '\u2068'],
    ['a pop directional isolate (U+2069)', '\u2069'],
    ['a NUL character (U+0000)', '\u0000'],
    ['a tab (U+0009)', '\t'],
    ['a line break (U+000A)', '\n'],
    ['a carriage return (U+000D)', '\r'],
    ['a control character (U+001B)', '\u001B'],
    ['a control character (U+007F)', '\u007F'],
    ['a control character (U+0085)', '\u0085'],
    ['a control character (U+009B)', '\u009B'],
  ])('refuses %s', (named, character) => {
    expect(messages({ title: `invoice${character}fdp.exe` })).toEqual([
      `title: Title contains ${named}; remove it.`,
    ]);
    expect(messages({ folder_id: `fin${character}ance` })).toEqual([
      `folder_id: Folder contains ${named}; remove it.`,
    ]);
  });

  it('keeps the left-to-right and right-to-left marks, and other scripts', () => {
    expect(messages({ title: 'שלום\u200E 2024 report\u200F', folder_id: 'مالية' })).toEqual([]);
    expect(messages({ title: 'Zoë — 報告 👩🏽‍💻' })).toEqual([]);
    // White space around the text is trimmed off before sending, as it always was.
    expect(messages({ title: '\tQuarterly report\r\n', folder_id: '\nfinance\t' })).toEqual([]);
  });

  it('names the first such character once, beside the other problems', () => {
    expect(messages({ title: '\u202E\u0000', folder_id: '' })).toEqual([
      'title: Title contains a right-to-left override (U+202E); remove it.',
      'folder_id: Enter a folder.',
    ]);
  });
});
