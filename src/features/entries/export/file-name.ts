import type { ExportFormat } from './formats';

const MAX_FOLDER_PART = 60;

/** A folder id as a safe piece of a file name: letters, digits, dot, dash and underscore. */
function folderPart(folder: string): string {
  const safe = folder
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_FOLDER_PART)
    .replace(/[-.]+$/, '');
  return safe || 'folder';
}

function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `entries-<folder or all>[-search|-selected]-<YYYY-MM-DD>.<csv|json|xlsx>`, the date as the person's
 * calendar has it; `-search` when the file holds the search results only, `-selected` the
 * entries ticked.
 */
export function exportFileName(
  folder: string,
  format: ExportFormat,
  now = new Date(),
  scope: 'view' | 'results' | 'selected' = 'view',
): string {
  const where = folder ? folderPart(folder) : 'all';
  const part = scope === 'results' ? '-search' : scope === 'selected' ? '-selected' : '';
  return `entries-${where}${part}-${localDate(now)}.${format}`;
}
