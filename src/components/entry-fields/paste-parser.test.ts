import { describe, expect, it } from 'vitest';
import { parsePaste } from './paste-parser';

describe('parsePaste: key=value lines', () => {
  it('reads one item per line, trimmed around key and value', () => {
    expect(parsePaste('colour=blue\n  size =  L  \nweight= 12 kg')).toEqual({
      items: [
        { key: 'colour', value: 'blue' },
        { key: 'size', value: 'L' },
        { key: 'weight', value: '12 kg' },
      ],
      errors: [],
    });
  });

  it('skips blank lines and # comments', () => {
    const text = '# exported from the old system\n\ncolour=blue\n   \n  # size=XL\nsize=L\n';
    expect(parsePaste(text)).toEqual({
      items: [
        { key: 'colour', value: 'blue' },
        { key: 'size', value: 'L' },
      ],
      errors: [],
    });
  });

  it('keeps a value containing "=" whole', () => {
    expect(parsePaste('query=a=1&b=2\nformula==x')).toEqual({
      items: [
        { key: 'query', value: 'a=1&b=2' },
        { key: 'formula', value: '=x' },
      ],
      errors: [],
    });
  });

  it('accepts Windows line endings', () => {
    expect(parsePaste('a=1\r\nb=2\r\n').items).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
  });

  it('reports malformed lines with their 1-based line numbers', () => {
    const result = parsePaste('colour=blue\njust some words\n\n# note\nsize=L\nanother bad line');
    expect(result.errors).toEqual([
      { line: 2, message: 'Expected key=value.' },
      { line: 6, message: 'Expected key=value.' },
    ]);
    expect(result.items).toEqual([
      { key: 'colour', value: 'blue' },
      { key: 'size', value: 'L' },
    ]);
  });

  it('counts line numbers from the pasted text, leading blank lines included', () => {
    expect(parsePaste('\n\noops').errors).toEqual([{ line: 3, message: 'Expected key=value.' }]);
  });

  it('reports an empty key', () => {
    expect(parsePaste('a=1\n=value\n  = other').errors).toEqual([
      { line: 2, message: 'The key before "=" is empty.' },
      { line: 3, message: 'The key before "=" is empty.' },
    ]);
  });

  it('gives nothing for empty or blank text', () => {
    expect(parsePaste('')).toEqual({ items: [], errors: [] });
    expect(parsePaste('  \n\t\n')).toEqual({ items: [], errors: [] });
  });
});

describe('parsePaste: a JSON object', () => {
  it('reads each property as an item', () => {
    expect(parsePaste('{"colour": "blue", "size": "L"}')).toEqual({
      items: [
        { key: 'colour', value: 'blue' },
        { key: 'size', value: 'L' },
      ],
      errors: [],
    });
  });

  it('accepts surrounding whitespace and pretty-printed JSON', () => {
    const text = '\n  {\n    "colour": "blue",\n    "note": "a=b"\n  }\n';
    expect(parsePaste(text).items).toEqual([
      { key: 'colour', value: 'blue' },
      { key: 'note', value: 'a=b' },
    ]);
  });

  it('turns numbers and booleans into text', () => {
    expect(parsePaste('{"count": 3, "ratio": 1.5, "active": true, "archived": false}')).toEqual({
      items: [
        { key: 'count', value: '3' },
        { key: 'ratio', value: '1.5' },
        { key: 'active', value: 'true' },
        { key: 'archived', value: 'false' },
      ],
      errors: [],
    });
  });

  it('rejects nested objects, arrays and null as values', () => {
    const result = parsePaste('{"ok": "yes", "nested": {"a": 1}, "list": [1, 2], "none": null}');
    expect(result.errors).toEqual([
      { line: 1, message: 'The value of "nested" must be text, a number or true/false.' },
      { line: 1, message: 'The value of "list" must be text, a number or true/false.' },
      { line: 1, message: 'The value of "none" must be text, a number or true/false.' },
    ]);
  });

  it('rejects an empty key and trims the others', () => {
    const result = parsePaste('{" ": "x", " colour ": "blue"}');
    expect(result.errors).toEqual([{ line: 1, message: 'A JSON key is empty.' }]);
    expect(result.items).toEqual([{ key: 'colour', value: 'blue' }]);
  });

  it('rejects invalid JSON', () => {
    for (const text of ['{"colour": "blue",}', '{colour: "blue"}', '{"colour": "blue"']) {
      expect(parsePaste(text)).toEqual({
        items: [],
        errors: [{ line: 1, message: 'This looks like JSON but is not valid JSON.' }],
      });
    }
  });

  it.each(['[{"colour": "blue"}]', '["colour", "blue"]', '["colour=blue", "size=L"]'])(
    'rejects the JSON array %s instead of reading it as lines',
    (text) => {
      const result = parsePaste(text);
      expect(result.items).toEqual([]);
      expect(result.errors).toEqual([
        { line: 1, message: 'JSON must be an object of "key": "value" pairs.' },
      ]);
    },
  );

  it('still reads a line starting with "[" that is not JSON as key=value', () => {
    expect(parsePaste('[a]=1\nb=2')).toEqual({
      items: [
        { key: '[a]', value: '1' },
        { key: 'b', value: '2' },
      ],
      errors: [],
    });
  });
});
