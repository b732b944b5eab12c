// @vitest-environment node
/** A row is sent only when nothing is wrong with it: any problem leaves it without a body. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../lib/config';
import { LIMITS } from '../../../api/entry-fields';
import { makeRowChecker } from './check-rows';
import { emptyRaw, tooManyItems, type RawRow } from '../columns/import-columns';

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

describe('what a checked row sends and says', () => {
  const check = makeRowChecker(defaultConfig.metadataTypes);
  const defaults = { folder: '', template: '' };
  const valid = { ...emptyRaw(), title: 'Lease', folder_id: 'legal', template: 'PASS' };
  const item = (over: Record<string, string> = {}) => ({
    type: 'TEXT',
    key: 'k',
    value: 'v',
    file: '',
    title: '',
    ...over,
  });

  it('reads Encrypt data written true/false, 1/0, yes/no (any case, spaces around) or left empty', () => {
    const encrypted = (cell: string | boolean) =>
      check({ ...valid, data_encrypted: cell }, 1, defaults).body?.data_encrypted;
    expect(['true', ' TRUE ', '1', 'Yes', true].map(encrypted)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['false', 'No', '0', '', '  ', false].map(encrypted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes the import’s folder and template where the row leaves them empty, and reads the template in any case', () => {
    const withDefaults = { folder: 'north', template: 'STORAGE' };
    const filled = check({ ...valid, folder_id: ' ', template: '' }, 1, withDefaults);
    expect(filled.body).toMatchObject({ folder_id: 'north', template: 'STORAGE' });
    expect(filled.folder).toBe('north');
    const own = check({ ...valid, template: ' pass ' }, 1, withDefaults);
    expect(own.body).toMatchObject({ folder_id: 'legal', template: 'PASS' });
    const none = check({ ...valid, folder_id: '', template: '' }, 1, defaults);
    expect(none.problems).toEqual(['Folder: Enter a folder.', 'Template: Choose a template.']);
  });

  it('shows the title and folder without the spaces around them, on the line it starts on', () => {
    const row = check({ ...valid, title: '  Lease  ', folder_id: ' legal ' }, 3, defaults, 7);
    expect(row).toMatchObject({ n: 3, line: 7, title: 'Lease', folder: 'legal' });
    expect(row.body).toMatchObject({ title: 'Lease', folder_id: 'legal' });
    expect(check(valid, 4, defaults).line).toBe(4);
  });

  it('keeps the values it was checked from for Fix row only when the row has a problem', () => {
    expect(check(valid, 1, defaults).raw).toBeUndefined();
    const broken = { ...valid, title: '' };
    expect(check(broken, 1, defaults)).toMatchObject({
      problems: ['Title: Enter a title.'],
      raw: broken,
    });
    const fromFile = { ...valid, problems: ['Line 2 has 5 fields; the header has 3.'] };
    expect(check(fromFile, 1, defaults).raw).toBe(fromFile);
  });

  it('names the value the file has where the value is what is wrong', () => {
    const problems = (over: Partial<RawRow>) => check({ ...valid, ...over }, 1, defaults).problems;
    expect(problems({ callback_url: ' ftp://example.com ' })).toEqual([
      'Callback URL ftp://example.com is not an absolute URL starting with https:// or http://.',
    ]);
    expect(problems({ metadata: [item(), item({ type: ' COLOUR ', key: 'b' })] })).toEqual([
      'Metadata item 2, Type COLOUR is not TEXT or FILE.',
    ]);
    // With nothing written, there is no value to name: the field and what it needs.
    expect(problems({ metadata: [item({ type: '' })] })).toEqual([
      'Metadata item 1, Type: Choose a type.',
    ]);
  });

  it('names every configured type a metadata item’s type is not', () => {
    const item3 = { ...item(), type: 'COLOUR' };
    const types = [
      { type: 'TEXT', field: 'value', label: 'Text' },
      { type: 'FILE', field: 'file', label: 'File' },
      { type: 'LINK', field: 'value', label: 'Link' },
    ] as const;
    const three = makeRowChecker([...types]);
    expect(three({ ...valid, metadata: [item3] }, 1, defaults).problems).toEqual([
      'Metadata item 1, Type COLOUR is not TEXT, FILE or LINK.',
    ]);
    const one = makeRowChecker([types[0]]);
    expect(one({ ...valid, metadata: [item3] }, 1, defaults).problems).toEqual([
      'Metadata item 1, Type COLOUR is not TEXT.',
    ]);
  });

  it('quotes an Encrypt data value it cannot read without the spaces around it', () => {
    expect(check({ ...valid, data_encrypted: ' maybe ' }, 1, defaults).problems).toEqual([
      'Encrypt data maybe is not true/false, 1/0 or yes/no.',
    ]);
  });

  it('sends a callback URL without the spaces around it', () => {
    const row = check({ ...valid, callback_url: ' https://example.com/hook ' }, 1, defaults);
    expect(row.problems).toEqual([]);
    expect(row.body?.callback_url).toBe('https://example.com/hook');
  });

  it('names the metadata item and its field a problem is in', () => {
    const problems = (metadata: RawRow['metadata']) =>
      check({ ...valid, metadata }, 1, defaults).problems;
    expect(problems([item(), item({ key: '' })])).toEqual(['Metadata item 2, Key: Enter a key.']);
    expect(problems([item({ value: '' })])).toEqual(['Metadata item 1, Value: Enter a value.']);
    expect(problems([item({ type: 'FILE', file: ' ' })])).toEqual([
      'Metadata item 1, File: Enter a file reference.',
    ]);
    expect(problems([item({ title: 'x'.repeat(1000) })])[0]).toMatch(
      /^Metadata item 1, Item title: /,
    );
    expect(problems([item(), item()])).toEqual([
      'Metadata item 2, Key: This key is already used above; keys must be unique.',
    ]);
  });

  it('says too many metadata items once, and checks none of them', () => {
    const many = Array.from({ length: LIMITS.items + 1 }, () => item({ key: '' }));
    const row = check({ ...valid, metadata: many }, 1, defaults);
    expect(row.problems).toEqual([tooManyItems(LIMITS.items + 1)]);
    expect(row.body).toBeUndefined();
    const atLimit = Array.from({ length: LIMITS.items }, (_, i) => item({ key: `k${i}` }));
    expect(check({ ...valid, metadata: atLimit }, 1, defaults).body?.metadata).toHaveLength(
      LIMITS.items,
    );
  });
});
