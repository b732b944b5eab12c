// Files built to freeze the tab or to lie, with what the import screen says of each. Read by the
// bench (scripts/bench/limits.mjs), which checks that outcome and times the longest task on the
// page while each is read.
import { Buffer } from 'node:buffer';

const HEADER = 'title,folder_id,template';

/** @returns {{ name: string; buffer: Buffer; outcome: string }[]} */
export function hostileFiles() {
  const ascii = `${HEADER}\n${'Plain row,f1,PASS\n'.repeat(5000)}`;
  return [
    {
      name: 'million-items.csv',
      buffer: Buffer.from(
        `${HEADER},metadata\nT,f,PASS,"[${Array(1_000_000).fill('1').join(',')}]"\n`,
      ),
      outcome: 'million-items.csv: 0 rows ready, 1 row with problems',
    },
    {
      name: 'wide.csv',
      buffer: Buffer.from(
        `${HEADER},${Array.from({ length: 100_000 }, (_, i) => `x${i}`).join(',')}\nT,f,PASS\n`,
      ),
      outcome: 'wide.csv: 1 row ready, 0 rows with problems',
    },
    {
      name: 'long-title.csv',
      buffer: Buffer.from(`${HEADER}\n${'T'.repeat(10 * 1024 * 1024)},f,PASS\n`),
      outcome: 'long-title.csv: 0 rows ready, 1 row with problems',
    },
    {
      name: 'meta-columns.csv',
      buffer: Buffer.from(
        `${HEADER},${Array.from({ length: 200_000 }, (_, i) => `meta:k${i}`).join(',')}\nT,f,PASS,${Array(200_000).fill('v').join(',')}\n`,
      ),
      // Columns past the 500th are not matched (the file says so): the row is read.
      outcome: 'meta-columns.csv: 1 row ready, 0 rows with problems',
    },
    {
      name: 'after.csv',
      buffer: Buffer.from(`${HEADER}\nAfter,f,PASS\n`),
      outcome: 'after.csv: 1 row ready, 0 rows with problems',
    },
    {
      name: 'items.json',
      buffer: Buffer.from(
        JSON.stringify([
          {
            title: 'T',
            folder_id: 'f',
            template: 'PASS',
            metadata: Array.from({ length: 40_000 }, () => ({ type: 'BAD', key: '' })),
          },
        ]),
      ),
      outcome: 'items.json: 0 rows ready, 1 row with problems',
    },
    {
      name: 'quotes.csv',
      buffer: Buffer.from(`${HEADER}\n"x"y,f1,STORAGE\n"ok",f1,STORAGE\n`),
      outcome: 'quotes.csv: 0 rows ready, 1 row with problems',
    },
    {
      name: 'latin1.csv',
      buffer: Buffer.concat([
        Buffer.from(ascii),
        Buffer.from('Caf\xe9 M\xfcller,f,PASS\n', 'latin1'),
      ]),
      outcome: `latin1.csv was not imported. The file is not UTF-8 text: the byte 0xE9 at line 5,002`,
    },
  ];
}
