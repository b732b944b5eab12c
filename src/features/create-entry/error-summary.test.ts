import { describe, expect, it } from 'vitest';
import { flattenErrors, inPageOrder, labelForPath } from './error-summary';

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
