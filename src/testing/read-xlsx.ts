/**
 * An .xlsx file read back without the library that wrote it: fflate unzips it and the sheet XML
 * is read here, as a spreadsheet program reads it (shared strings, `_xHHHH_` escapes, a number
 * whose format shows a date read as that date, in UTC). For the unit and the browser tests.
 */
import { strFromU8, unzipSync } from 'fflate';

export type ReadValue = string | number | boolean | Date | null;

export interface ReadSheet {
  name: string;
  /** Each row's cells, by column (missing cells are null); rows without cells are empty. */
  rows: ReadValue[][];
  /** The sheet's own XML, for what a value cannot show (no formula, the kind of each cell). */
  xml: string;
}

const text = (xml: string) =>
  xml
    .replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (_, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)))
        : ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[name]!,
    )
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The text of a shared string or inline string: its `<t>` runs, joined. */
const runs = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>|<t\s*\/>/g)].map((m) => text(m[1] ?? '')).join('');

function column(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** Which cell styles (`s`) show a date: a built-in date format, or a code with days or years. */
function dateStyles(styles: string): Set<number> {
  const codes = new Map(
    [...styles.matchAll(/<numFmt\s[^>]*>/g)].map((m) => [
      Number(attribute(m[0], 'numFmtId')),
      text(attribute(m[0], 'formatCode') ?? ''),
    ]),
  );
  const xfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '';
  const dates = new Set<number>();
  [...xfs.matchAll(/<xf\s[^>]*>/g)].forEach((m, index) => {
    const id = Number(attribute(m[0], 'numFmtId') ?? 0);
    const code = codes.get(id) ?? '';
    if ((id >= 14 && id <= 22) || /[dy]/i.test(code.replace(/"[^"]*"/g, ''))) dates.add(index);
  });
  return dates;
}

export function readXlsx(bytes: Uint8Array | ArrayBuffer): ReadSheet[] {
  const files = unzipSync(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  const file = (path: string) => (files[path] ? strFromU8(files[path]) : '');
  const shared = [...file('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    runs(m[1]!),
  );
  const dates = dateStyles(file('xl/styles.xml'));
  const rels = new Map(
    [...file('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\s[^>]*>/g)].map((m) => [
      attribute(m[0], 'Id'),
      attribute(m[0], 'Target')!.replace(/^\/?(xl\/)?/, 'xl/'),
    ]),
  );
  return [...file('xl/workbook.xml').matchAll(/<sheet\s[^>]*>/g)].map((m) => {
    const xml = file(rels.get(attribute(m[0], 'r:id'))!);
    const rows: ReadValue[][] = [];
    for (const c of xml.matchAll(/<c\s([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const [, col, row] = /r="([A-Z]+)(\d+)"/.exec(c[1]!)!;
      const type = attribute(` ${c[1]}`, 't') ?? 'n';
      const raw = /<v>([^<]*)<\/v>/.exec(c[2] ?? '')?.[1];
      const style = Number(attribute(` ${c[1]}`, 's') ?? 0);
      const value: ReadValue =
        type === 's'
          ? shared[Number(raw)]!
          : type === 'inlineStr'
            ? runs(c[2] ?? '')
            : type === 'b'
              ? raw === '1'
              : raw === undefined
                ? null
                : type === 'n' && dates.has(style)
                  ? new Date(Math.round((Number(raw) - 25_569) * 86_400_000))
                  : type === 'n'
                    ? Number(raw)
                    : text(raw);
      const cells = (rows[Number(row) - 1] ??= []);
      while (cells.length < column(col!)) cells.push(null);
      cells[column(col!)] = value;
    }
    return { name: text(attribute(m[0], 'name')!), rows: Array.from(rows, (r) => r ?? []), xml };
  });
}
