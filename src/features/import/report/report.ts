/** `Download report`: a CSV of every row, by its line in the file, and what became of it. */
import { csvLine } from '../../../lib/csv';
import type { JobRow, RowState } from '../job/job-types';

/** What became of a row, in words (the report's, and the Activity screen's counts). */
export const OUTCOMES: Record<RowState, string> = {
  created: 'created',
  failed: 'failed',
  unknown: 'unknown',
  skipped: 'skipped',
  cancelled: 'not sent (cancelled)',
  pending: 'not sent yet',
  sending: 'not answered yet',
  already: 'already in folder',
};

/** Each row by the line it starts on in the file, as the table shows it. */
export const REPORT_COLUMNS = ['line', 'title', 'folder', 'outcome', 'id', 'problems or message'];

export function reportCsv(rows: readonly JobRow[]): string {
  let text = `\uFEFF${csvLine(REPORT_COLUMNS)}`;
  for (const row of rows) {
    const detail = row.state === 'skipped' ? row.problems.join(' ') : (row.message ?? '');
    text += csvLine([
      row.line ?? row.n,
      row.title,
      row.folder,
      OUTCOMES[row.state],
      row.id ?? '',
      detail,
    ]);
  }
  return text;
}

export function reportFileName(fileName: string): string {
  const base = fileName.replace(/\.(csv|json|ndjson)$/i, '');
  return `import-report-${base}.csv`;
}
