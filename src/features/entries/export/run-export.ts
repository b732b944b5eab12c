/** One export: the pages of a view walked, written in a format, gathered into a Blob. */
import type { EntryList } from '../../../api/schemas';
import { FORMATS, type ExportFormat } from './formats';
import { walkPages, type WalkProgress, type WalkSummary } from '../../../api/walk-pages';

export interface ExportResult {
  blob: Blob;
  summary: WalkSummary;
}

export interface ExportOptions {
  format: ExportFormat;
  fetchPage: (page: number, signal: AbortSignal) => Promise<EntryList>;
  signal: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
}

export async function runExport({
  format,
  fetchPage,
  signal,
  onProgress,
}: ExportOptions): Promise<ExportResult> {
  const { mime, create } = FORMATS[format];
  const writer = create();
  // Each page becomes a Blob of its own as it arrives: the browser keeps the bytes, and the
  // page's entries and text can be collected while the walk goes on.
  const parts: Blob[] = [];
  const summary = await walkPages({
    fetchPage,
    signal,
    onPage(items, progress) {
      const text = writer.write(items);
      if (text) parts.push(new Blob([text]));
      onProgress?.(progress);
    },
  });
  parts.push(new Blob([writer.end()]));
  return { blob: new Blob(parts, { type: mime }), summary };
}
