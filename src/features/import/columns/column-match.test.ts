// @vitest-environment node
/**
 * Header matching and every lookup keyed by a file's text use own properties only: headers named
 * after Object.prototype's properties are metadata items like any other unknown column.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../lib/config';
import { keyValueStore, type KeyValueStore } from '../../../lib/key-value-store';
import { memoryStorage } from '../../../testing/storage';
import { makeRowChecker } from '../check/check-rows';
import { autoMatch, columnSamples, headerKey, unfilledFields } from './column-match';
import { createPreviewEngine } from '../file/preview-engine';
import { readCsv } from '../file/read-csv';
import { rememberColumns, rememberedColumns } from './remembered-columns';

const INHERITED = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

/** A store in memory, as JSON text: what localStorage would hold. */
function memoryStore(): KeyValueStore {
  const own = memoryStorage();
  return keyValueStore(() => own);
}

describe('headers named after inherited properties', () => {
  it('are matched as metadata items, never as what Object.prototype holds', () => {
    expect(autoMatch(['title', ...INHERITED])).toEqual(['title', ...INHERITED.map(() => 'item')]);
    expect(autoMatch(['Constructor', 'CONSTRUCTOR', 'to string'])).toEqual([
      'item',
      'item',
      'item',
    ]);
  });

  it('remembered choices naming an inherited property are not choices', () => {
    const store = memoryStore();
    store.write('registry-console.import-columns', {
      'a\u001fb': ['constructor', 'title'],
      a: ['toString'],
      'c\u001fd': ['item', 'ignore'],
    });
    expect([...rememberedColumns(store)]).toEqual([['c\u001fd', ['item', 'ignore']]]);
  });

  it('choices remembered for a header called __proto__ or constructor are the ones the next read starts with', async () => {
    const store = memoryStore();
    rememberColumns(headerKey(['__proto__', 'title']), ['ignore', 'title'], store);
    const choicesOf = async (header: string) => {
      const answer = await createPreviewEngine()({
        type: 'read',
        file: new File([`${header},title\nx,A\n`], 'a.csv', { type: 'text/csv' }),
        defaults: { folder: 'f', template: 'PASS' },
        metadataTypes: defaultConfig.metadataTypes,
        remembered: rememberedColumns(store),
      });
      return answer.type === 'file' ? answer.file.choices : answer;
    };
    expect(await choicesOf('__proto__')).toEqual(['ignore', 'title']);
    expect(await choicesOf('constructor')).toEqual(['item', 'title']);
    expect(rememberedColumns(store).size).toBe(1);
  });

  it('a file with such headers reaches its checked rows, each header a metadata item', async () => {
    const result = await readCsv(
      `title,folder_id,template,${INHERITED.join(',')}\nA,f,PASS,c,p,t,v,h\n`,
    );
    if (!result.ok) throw new Error(result.reason);
    const [row] = result.rows.map((raw, i) =>
      makeRowChecker(defaultConfig.metadataTypes)(raw, i + 1, { folder: '', template: '' }),
    );
    expect(row!.problems).toEqual([]);
    expect(row!.body!.metadata.map((item) => [item.key, item.value])).toEqual([
      ['constructor', 'c'],
      ['__proto__', 'p'],
      ['toString', 't'],
      ['valueOf', 'v'],
      ['hasOwnProperty', 'h'],
    ]);
    // What the worker posts to the page must survive being copied.
    expect(() => structuredClone(result)).not.toThrow();
  });

  it('an Encrypt data cell reading "constructor" is a problem, not a value', async () => {
    const result = await readCsv('title,folder_id,template,data_encrypted\nA,f,PASS,constructor\n');
    if (!result.ok) throw new Error(result.reason);
    const row = makeRowChecker(defaultConfig.metadataTypes)(result.rows[0]!, 1, {
      folder: '',
      template: '',
    });
    expect(row.problems).toEqual(['Encrypt data constructor is not true/false, 1/0 or yes/no.']);
  });
});

describe('what the file lacks as a whole, and what its columns hold', () => {
  it('names the required fields no column (or default) fills', () => {
    const noDefaults = { folder: '', template: '' };
    expect(unfilledFields(['item', 'folder_id'], noDefaults)).toEqual(['title', 'template']);
    expect(unfilledFields(['item'], { folder: 'finance', template: 'PASS' })).toEqual(['title']);
    expect(unfilledFields(['title', 'folder_id', 'template'], noDefaults)).toEqual([]);
  });

  it('keeps the first three different values of each column, blanks passed over, long ones cut', () => {
    const long = 'x'.repeat(500);
    const records = [
      ['a', '', long],
      ['a', ' ', 'short'],
      ['b', 'only', long],
      ['c', '', 'third'],
      ['d', '', 'fourth'],
    ];
    expect(columnSamples(['one', 'two', 'three'], records)).toEqual([
      ['a', 'b', 'c'],
      ['only'],
      ['x'.repeat(41), 'short', 'third'],
    ]);
  });
});
