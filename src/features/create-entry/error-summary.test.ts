import { describe, expect, it } from 'vitest';
import { emptyItem, emptyFormValues } from '../../components/entry-fields/entry-field-map';
import type { EntryFields } from '../../api/entry-fields';
import {
  flattenErrors,
  inConsoleWords,
  inPageOrder,
  isFieldOnScreen,
  labelForPath,
  mapServerErrors,
} from './error-summary';

describe('labelForPath', () => {
  it('names fields as the form labels them', () => {
    expect(labelForPath('title')).toBe('Title');
    expect(labelForPath('folder_id')).toBe('Folder');
    expect(labelForPath('callback_url')).toBe('Callback URL');
    expect(labelForPath('metadata')).toBe('Metadata items');
    expect(labelForPath('metadata.0.key')).toBe('Item 1 Key');
    expect(labelForPath('metadata.11.title')).toBe('Item 12 Item title');
    expect(labelForPath('metadata.2')).toBe('Item 3');
  });

  it('leaves paths it does not know as they are', () => {
    for (const path of ['body', 'metadata.0.colour', 'metadata.01.key', 'toString', '__proto__']) {
      expect(labelForPath(path)).toBe(path);
    }
  });
});

describe('inPageOrder', () => {
  it('sorts by where fields appear on the page, items by number, text lines last', () => {
    const paths = [
      '',
      'metadata.10.key',
      'metadata.2.value',
      'folder_id',
      'metadata.2.key',
      'callback_url',
      'metadata.2',
      'title',
    ];
    expect(inPageOrder(paths.map((path) => ({ path }))).map((l) => l.path)).toEqual([
      'title',
      'folder_id',
      'callback_url',
      'metadata.2',
      'metadata.2.key',
      'metadata.2.value',
      'metadata.10.key',
      '',
    ]);
  });
});

describe('flattenErrors', () => {
  it('lists a react-hook-form errors tree in page order, with labels', () => {
    const errors = {
      metadata: [
        undefined,
        {
          value: { type: 'custom', message: 'Enter a value.' },
          key: { type: 'custom', message: 'This key is already used above.' },
        },
      ],
      title: { type: 'custom', message: 'Enter a title.' },
    };
    expect(flattenErrors(errors as never)).toEqual([
      { path: 'title', label: 'Title', message: 'Enter a title.' },
      { path: 'metadata.1.key', label: 'Item 2 Key', message: 'This key is already used above.' },
      { path: 'metadata.1.value', label: 'Item 2 Value', message: 'Enter a value.' },
    ]);
  });

  it("puts a list's own error on the list", () => {
    const errors = { metadata: { root: { type: 'custom', message: 'Too many.' } } };
    expect(flattenErrors(errors as never)).toEqual([
      { path: 'metadata', label: 'Metadata items', message: 'Too many.' },
    ]);
  });
});

const contentField = (type: string) => (type === 'FILE' ? 'file' : 'value');

function form(items: { type: string; key: string }[] = []): EntryFields {
  return {
    ...emptyFormValues('finance'),
    title: 'Report',
    template: 'STORAGE',
    metadata: items.map((item) => ({ ...emptyItem(item.type), key: item.key })),
  };
}

describe('mapServerErrors', () => {
  it('puts errors on fields that exist, in page order, whatever order the server used', () => {
    const values = form([
      { type: 'TEXT', key: 'a' },
      { type: 'TEXT', key: 'b' },
    ]);
    const mapped = mapServerErrors(
      {
        'metadata.0.key': ['The key is reserved.'],
        folder_id: ['The folder is read-only.'],
        'metadata.1.value': ['Too long.'],
        title: ['The title has already been taken.'],
      },
      values,
      contentField,
    );
    expect(mapped.fields.map((f) => f.path)).toEqual([
      'title',
      'folder_id',
      'metadata.0.key',
      'metadata.1.value',
    ]);
    expect(mapped.lines.map((l) => `${l.label}: ${l.message}`)).toEqual([
      'Title: The title has already been taken.',
      'Folder: The folder is read-only.',
      'Item 1 Key: The key is reserved.',
      'Item 2 Value: Too long.',
    ]);
  });

  it('orders items by number, not as text (item 10 after item 2)', () => {
    const values = form(Array.from({ length: 11 }, (_, i) => ({ type: 'TEXT', key: `k${i}` })));
    const mapped = mapServerErrors(
      { 'metadata.10.key': ['x'], 'metadata.2.key': ['y'], 'metadata.2.type': ['z'] },
      values,
      contentField,
    );
    expect(mapped.fields.map((f) => f.path)).toEqual([
      'metadata.2.type',
      'metadata.2.key',
      'metadata.10.key',
    ]);
  });

  it('never maps a path onto an item the form does not have: it becomes text', () => {
    const values = form([{ type: 'TEXT', key: 'a' }]);
    // As a server's JSON arrives: "__proto__" is an own key there.
    const hostile = JSON.parse('{"__proto__": ["Hostile too."]}') as Record<string, string[]>;
    const mapped = mapServerErrors(
      {
        ...hostile,
        'metadata.1000000000.key': ['The key is invalid.'],
        'metadata.1.key': ['Also gone.'],
        'metadata.01.key': ['Not an index the form writes.'],
        'metadata.-1.key': ['Negative.'],
        'metadata.0.colour': ['No such item field.'],
        'metadata.0.__proto__': ['Hostile.'],
        constructor: ['Hostile as well.'],
        body: ['The request body must be a JSON object.'],
        '': ['No path at all.'],
      },
      values,
      contentField,
    );
    expect(mapped.fields).toEqual([]);
    expect(mapped.lines.every((line) => line.path === '')).toBe(true);
    expect(mapped.lines.map((l) => `${l.label}: ${l.message}`)).toContain(
      'metadata.1000000000.key: The key is invalid.',
    );
    expect(mapped.lines.map((l) => l.label)).toContain('Request');
    expect(mapped.lines).toHaveLength(10);
  });

  it("maps value or file only onto the one its item's type shows", () => {
    const values = form([
      { type: 'TEXT', key: 'a' },
      { type: 'FILE', key: 'b' },
    ]);
    const mapped = mapServerErrors(
      {
        'metadata.0.value': ['Bad value.'],
        'metadata.0.file': ['Not shown for TEXT.'],
        'metadata.1.file': ['Bad file.'],
        'metadata.1.value': ['Not shown for FILE.'],
      },
      values,
      contentField,
    );
    expect(mapped.fields.map((f) => f.path)).toEqual(['metadata.0.value', 'metadata.1.file']);
    expect(mapped.lines.filter((l) => l.path === '').map((l) => l.message)).toEqual([
      'Not shown for TEXT.',
      'Not shown for FILE.',
    ]);
  });

  it('names the list and existing items in words, as text lines', () => {
    const values = form([{ type: 'TEXT', key: 'a' }]);
    const mapped = mapServerErrors(
      { metadata: ['Too many items.'], 'metadata.0': ['Item refused.'] },
      values,
      contentField,
    );
    expect(mapped.fields).toEqual([]);
    expect(mapped.lines).toEqual([
      { path: '', label: 'Metadata items', message: 'Too many items.' },
      { path: '', label: 'Item 1', message: 'Item refused.' },
    ]);
  });

  it('says messages that name a path in the console’s words, on the field and in the summary', () => {
    const values = form([
      { type: 'TEXT', key: 'a' },
      { type: 'TEXT', key: 'b' },
    ]);
    const mapped = mapServerErrors(
      {
        'metadata.0.key': ['The metadata.0.key has already been taken.'],
        'metadata.1.key': ['The metadata.1.key field must be different from metadata.0.key.'],
      },
      values,
      contentField,
    );
    expect(mapped.lines.map((l) => `${l.label}: ${l.message}`)).toEqual([
      'Item 1 Key: has already been taken.',
      'Item 2 Key: must be different from Item 1 Key.',
    ]);
    expect(mapped.fields.map((f) => f.message)).toEqual([
      'Has already been taken.',
      'Must be different from Item 1 Key.',
    ]);
  });

  it('joins several messages for one field', () => {
    const mapped = mapServerErrors({ title: ['Taken.', 'Pick another.'] }, form(), contentField);
    expect(mapped.fields).toEqual([{ path: 'title', message: 'Taken. Pick another.' }]);
  });
});

describe('isFieldOnScreen', () => {
  it('knows the top-level fields, but not the list itself', () => {
    for (const path of ['title', 'folder_id', 'template', 'description', 'callback_url']) {
      expect(isFieldOnScreen(path, form(), contentField)).toBe(true);
    }
    expect(isFieldOnScreen('metadata', form(), contentField)).toBe(false);
    expect(isFieldOnScreen('toString', form(), contentField)).toBe(false);
  });
});

describe('inConsoleWords', () => {
  it('leaves messages that name no dotted path as the server wrote them', () => {
    expect(inConsoleWords('title', 'The title has already been taken.')).toBe(
      'The title has already been taken.',
    );
  });
});
