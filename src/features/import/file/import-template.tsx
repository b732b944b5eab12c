/**
 * `Download template`: a file with every column the import matches, headed as people write them,
 * and two example rows that import as they are; as CSV, or as an Excel workbook (`Template
 * format`) whose second sheet says what each column holds.
 */
import { useState } from 'react';
import { csvLine } from '../../../lib/csv';
import { saveFile } from '../../../lib/save-file';
import './import-template.css';

export const TEMPLATE_FILE = 'import-template.csv';

/** Each column's header, and what it holds (the workbook's `Columns` sheet). */
const COLUMNS: readonly (readonly [string, string])[] = [
  ['Title', 'Required. What the entry is called.'],
  [
    'Folder',
    'The ID of the folder the entry goes in. Empty: the Default folder chosen when importing.',
  ],
  ['Template', 'STORAGE or PASS. Empty: the Default template chosen when importing.'],
  ['Description', 'Optional text about the entry.'],
  ['Callback URL', 'Optional. An address starting with https:// or http://.'],
  ['Encrypt data', 'yes or no (true/false and 1/0 work too). Empty: no.'],
  [
    'Metadata',
    'Optional. Metadata items as a JSON list, as in the first example: each with its type, key, and value or file.',
  ],
  [
    'meta:owner',
    'A column headed meta: and a key adds a text metadata item with that key (here owner) and the cell as its value.',
  ],
];

const HEADER = COLUMNS.map(([header]) => header);

const EXAMPLES = [
  [
    'Supplier contract 2026-014',
    'contracts',
    'STORAGE',
    'Signed copy, scanned; the original is in the archive.',
    'https://hooks.example.com/registry',
    'yes',
    JSON.stringify([{ type: 'FILE', key: 'scan', file: 's3://registry-scans/2026/014.pdf' }]),
    'Legal',
  ],
  ['Visitor pass, reception', 'facilities', 'PASS', '', '', 'no', '', 'Facilities'],
];

export function templateCsv(): string {
  return `\uFEFF${[HEADER, ...EXAMPLES].map((cells) => csvLine(cells)).join('')}`;
}

/** The workbook: the entries to import first (what the import reads), then the columns' notes. */
export async function templateXlsx(): Promise<Blob> {
  const { writeXlsx } = await import('../../../lib/spreadsheet/write-xlsx');
  return writeXlsx([
    { name: 'Entries', rows: [HEADER, ...EXAMPLES] },
    {
      name: 'Columns',
      rows: [
        ['Column', 'What it holds'],
        ...COLUMNS,
        [],
        [
          'Columns are matched by their header, whatever its case or spacing; leave out those you do not need. Any other column becomes a metadata item named by its header, unless set to Ignore.',
        ],
      ],
    },
  ]);
}

type TemplateFormat = 'csv' | 'xlsx';

export function DownloadTemplate() {
  const [format, setFormat] = useState<TemplateFormat>('csv');
  const [writing, setWriting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    if (format === 'csv') return saveFile(templateCsv(), TEMPLATE_FILE, 'text/csv;charset=utf-8');
    setWriting(true);
    try {
      const file = await templateXlsx();
      saveFile(file, 'import-template.xlsx', file.type);
    } catch {
      // The writer's file could not be fetched (offline, a new version deployed meanwhile).
      setFailed(true);
    } finally {
      setWriting(false);
    }
  }

  return (
    <div className="import-template">
      <label className="field-inline">
        <span>Template format</span>
        <select
          value={format}
          onChange={(event) => setFormat(event.target.value as TemplateFormat)}
        >
          <option value="csv">CSV</option>
          <option value="xlsx">XLSX</option>
        </select>
      </label>
      <button
        type="button"
        className="button button-small"
        aria-disabled={writing}
        onClick={() => void (writing || download())}
      >
        Download template
      </button>
      {failed ? (
        <p role="alert" className="notice notice-error">
          The XLSX template could not be made. Try again, or download it as CSV.
        </p>
      ) : null}
    </div>
  );
}
