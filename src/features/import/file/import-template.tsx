/**
 * `Download template`: a CSV with every column the import matches, headed as people write them,
 * and two example rows that import as they are.
 */
import { csvLine } from '../../../lib/csv';
import { saveFile } from '../../../lib/save-file';

export const TEMPLATE_FILE = 'import-template.csv';

const HEADER = [
  'Title',
  'Folder',
  'Template',
  'Description',
  'Callback URL',
  'Encrypt data',
  'Metadata',
  'meta:owner',
];

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

export function DownloadTemplate() {
  return (
    <button
      type="button"
      className="button button-small"
      onClick={() => saveFile(templateCsv(), TEMPLATE_FILE, 'text/csv;charset=utf-8')}
    >
      Download template
    </button>
  );
}
