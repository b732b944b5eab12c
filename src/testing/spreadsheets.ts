/**
 * Spreadsheet files for tests, written by hand: the XML parts an .xlsx or .ods holds, zipped with
 * fflate. The reader is tested against files it did not write, and each test pins the exact XML
 * (a cached formula value, a merged cell, a hidden sheet, a DOCTYPE).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

export interface XlsxSheet {
  name: string;
  state?: 'hidden' | 'veryHidden';
  /** What goes inside `<sheetData>`: `<row r="1"><c r="A1" t="inlineStr">…</c></row>`. */
  data: string;
  /** What follows `<sheetData>`, such as `<mergeCells>`. */
  after?: string;
}

/**
 * Styles: cell style 1 is a date (yyyy-mm-dd, built-in 14), 2 a number with two decimals, 3
 * text (`@`), 4 a date and time.
 */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="2" applyNumberFormat="1"/><xf numFmtId="49" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** The parts of an .xlsx, to change one before zipping (`zipParts`). */
export function xlsxParts(
  sheets: XlsxSheet[],
  { strings = [] as string[], prolog = XML } = {},
): Record<string, string> {
  const parts: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${sheets
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('')}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
      .map(
        (sheet, i) =>
          `<sheet name="${sheet.name}" sheetId="${i + 1}"${sheet.state ? ` state="${sheet.state}"` : ''} r:id="rId${i + 1}"/>`,
      )
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG}">${sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join(
        '',
      )}<Relationship Id="rIdS" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rIdT" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': STYLES,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings
      .map((s) => `<si><t xml:space="preserve">${s}</t></si>`)
      .join('')}</sst>`,
  };
  sheets.forEach((sheet, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] =
      `${prolog}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${sheet.data}</sheetData>${sheet.after ?? ''}</worksheet>`;
  });
  return parts;
}

/** Parts zipped (deflated; `stored` names parts kept as they are, first). */
export function zipParts(
  parts: Record<string, string | Uint8Array>,
  stored: string[] = [],
  level: 1 | 6 = 6,
) {
  const zippable: Zippable = {};
  for (const name of [...stored, ...Object.keys(parts).filter((n) => !stored.includes(n))]) {
    const part = parts[name]!;
    const bytes = typeof part === 'string' ? strToU8(part) : part;
    zippable[name] = stored.includes(name) ? [bytes, { level: 0 }] : bytes;
  }
  return zipSync(zippable, { level });
}

export const xlsx = (sheets: XlsxSheet[], options?: Parameters<typeof xlsxParts>[1]) =>
  zipParts(xlsxParts(sheets, options));

/** An inline text cell; a number cell; both as Excel writes them. */
export const text = (ref: string, value: string, style = 0) =>
  `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t>${value}</t></is></c>`;
export const num = (ref: string, value: string | number, style = 0) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;

const ODS_NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"',
  'office:version="1.3"',
].join(' ');

export interface OdsTable {
  name: string;
  /** Hidden by its table style (`table:display="false"`), as LibreOffice hides a sheet. */
  hidden?: boolean;
  /** What goes inside `<table:table>`: `<table:table-row>` elements. */
  rows: string;
}

/** The parts of an .ods: `mimetype` first and stored, as the format requires. */
export function odsParts(tables: OdsTable[]): Record<string, string> {
  return {
    mimetype: 'application/vnd.oasis.opendocument.spreadsheet',
    'META-INF/manifest.xml': `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    'styles.xml': `${XML}<office:document-styles ${ODS_NS}/>`,
    'content.xml': `${XML}<office:document-content ${ODS_NS}><office:automatic-styles><number:date-style style:name="N37"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style><style:style style:name="ce1" style:family="table-cell" style:data-style-name="N37"/><style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style><style:style style:name="ta2" style:family="table" style:master-page-name="Default"><style:table-properties table:display="false" style:writing-mode="lr-tb"/></style:style></office:automatic-styles><office:body><office:spreadsheet>${tables
      .map(
        (t) =>
          `<table:table table:name="${t.name}" table:style-name="${t.hidden ? 'ta2' : 'ta1'}">${t.rows}</table:table>`,
      )
      .join('')}</office:spreadsheet></office:body></office:document-content>`,
  };
}

export const ods = (tables: OdsTable[]) => zipParts(odsParts(tables), ['mimetype']);

/** An ODS text cell, and a cell of another type with its attributes and shown text. */
export const odsText = (value: string) =>
  `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;
export const odsCell = (attributes: string, shown: string) =>
  `<table:table-cell ${attributes}><text:p>${shown}</text:p></table:table-cell>`;
export const odsRow = (...cells: string[]) =>
  `<table:table-row>${cells.join('')}</table:table-row>`;
