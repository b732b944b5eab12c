import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../lib/config';
import { runProperty } from '../../testing/property';
import { restoreDraft, toStoredDraft } from './draft';
import { LIMITS, type EntryFields } from '../../api/entry-fields';
import { emptyItem, emptyFormValues } from '../../components/entry-fields/entry-field-map';

const restore = (stored: unknown) => restoreDraft(stored, defaultConfig.metadataTypes);

const typed: EntryFields = {
  title: 'Half done',
  folder_id: 'finance',
  template: 'PASS',
  description: 'Some notes',
  callback_url: 'not a url yet',
  data_encrypted: true,
  metadata: [
    { type: 'FILE', key: 'scan', value: '', file: 'files/scan.pdf', title: '' },
    { type: 'TEXT', key: '', value: 'no key yet', file: '', title: 'Note' },
  ],
};

describe('restoreDraft', () => {
  it('gives back exactly what was saved, unfinished and invalid parts included', () => {
    expect(restore(JSON.parse(JSON.stringify(toStoredDraft(typed))))).toEqual(typed);
  });

  it('reads the bare values older versions stored', () => {
    expect(restore(JSON.parse(JSON.stringify(typed)))).toEqual(typed);
  });

  it('degrades field by field: a field of the wrong type is empty, the others are kept', () => {
    const restored = restore({
      version: 1,
      values: {
        title: 42,
        folder_id: 'finance',
        template: 'PASS',
        description: ['not', 'text'],
        data_encrypted: 'yes',
        metadata: [
          { type: 'FILE', key: 'scan', file: 'files/scan.pdf' },
          'not an item',
          { type: 7, key: { nested: true }, value: 'kept', title: null },
          { key: 'no type', value: 'v' },
        ],
        extra: 'dropped',
      },
    });
    expect(restored).toEqual({
      ...emptyFormValues('finance'),
      template: 'PASS',
      metadata: [
        { ...emptyItem('FILE'), key: 'scan', file: 'files/scan.pdf' },
        emptyItem('TEXT'),
        { ...emptyItem('TEXT'), value: 'kept' },
        { ...emptyItem('TEXT'), key: 'no type', value: 'v' },
      ],
    });
  });

  it('keeps a type the configuration no longer has, for the person to change', () => {
    const restored = restore({ version: 1, values: { ...typed, metadata: [emptyItem('OLD')] } });
    expect(restored?.metadata[0]?.type).toBe('OLD');
  });

  it('a list that is not a list becomes no items', () => {
    expect(restore({ version: 1, values: { title: 'x', metadata: 'oops' } })?.metadata).toEqual([]);
  });

  it(`keeps at most ${LIMITS.items} items`, () => {
    const metadata = Array.from({ length: LIMITS.items + 10 }, () => emptyItem('TEXT'));
    expect(restore({ version: 1, values: { ...typed, metadata } })?.metadata).toHaveLength(
      LIMITS.items,
    );
  });

  it('is nothing when storage holds nothing worth restoring', () => {
    for (const stored of [
      null,
      undefined,
      'text',
      42,
      [],
      { version: 1 },
      { version: 1, values: [] },
    ]) {
      expect(restore(stored)).toBeNull();
    }
    expect(restore(toStoredDraft(emptyFormValues('only-a-folder')))).toBeNull();
  });

  it('never throws, and always gives well-formed values or nothing', () => {
    runProperty(
      'restoreDraft, anything in storage',
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ version: fc.anything(), values: fc.anything() }),
          fc.record({
            version: fc.constant(1),
            values: fc.dictionary(
              fc.constantFrom('title', 'template', 'metadata', 'data_encrypted', '__proto__'),
              fc.oneof(fc.anything(), fc.array(fc.anything())),
            ),
          }),
        ),
        (stored) => {
          const restored = restore(stored);
          if (restored === null) return;
          expect(typeof restored.title).toBe('string');
          expect(typeof restored.data_encrypted).toBe('boolean');
          for (const item of restored.metadata) {
            expect(typeof item.type === 'string' && item.type !== '').toBe(true);
            expect(typeof item.key).toBe('string');
            expect(typeof item.value).toBe('string');
            expect(typeof item.file).toBe('string');
            expect(typeof item.title).toBe('string');
          }
        },
      ),
    );
  });
});
