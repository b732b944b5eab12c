/**
 * One export: the pages of a view walked, written in a format, gathered into a Blob, within a
 * cap on entries and on bytes (a server that announces a million pages must not fill the
 * memory): past either, the file keeps what came before and the summary says it is partial.
 */
import type { EntryList } from '../../../api/schemas';
import { FORMATS, type ExportFormat } from './formats';
import { walkPages, type WalkProgress, type WalkSummary } from '../../../api/walk-pages';

export interface ExportSummary extends WalkSummary {
  /** Entries in the file: the walk's distinct entries, less any left out at a cap. */
  entries: number;
  /** The file's size in bytes. */
  bytes: number;
  /** The cap the export stopped at, leaving the rest out: the file is partial. */
  capped: 'entries' | 'bytes' | null;
}

export interface ExportResult {
  blob: Blob;
  summary: ExportSummary;
}

export interface ExportOptions {
  format: ExportFormat;
  fetchPage: (page: number, signal: AbortSignal) => Promise<EntryList>;
  signal: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /** The most entries the file holds (the page walker's bound, WALK_MAX_ENTRIES unless set). */
  maxEntries?: number;
  /**
   * The most bytes the file holds (a workbook: its entries measured as their CSV text, which the
   * compressed file is smaller than).
   */
  maxBytes?: number;
}

// Room kept for what closes the file (`\n]\n` for JSON, nothing for CSV).
const END_RESERVE = 3;

export async function runExport({
  format,
  fetchPage,
  signal,
  onProgress,
  maxEntries,
  maxBytes = Infinity,
}: ExportOptions): Promise<ExportResult> {
  const { create, ...file } = FORMATS[format];
  // The size of a text in UTF-8, as the Blob will hold it (a lone surrogate becomes 3 bytes).
  const encoder = new TextEncoder();
  const utf8Length = (text: string) => encoder.encode(text).byteLength;
  const writer = create();
  // Each page becomes a Blob of its own as it arrives: the browser keeps the bytes, and the
  // page's entries and text can be collected while the walk goes on.
  const parts: Blob[] = [];
  let entries = 0;
  let bytes = 0;
  let capped: ExportSummary['capped'] = null;
  // The walker hands over at most `maxEntries` entries and says when it stopped there.
  const walk = await walkPages({
    fetchPage,
    signal,
    maxEntries,
    onPage(items, progress) {
      let text = writer.begin(items);
      bytes += utf8Length(text);
      // Entry by entry, so the file stops at the last one that fits.
      for (const item of items) {
        const line = writer.row(item);
        const size = utf8Length(line);
        if (bytes + size + END_RESERVE > maxBytes) {
          capped = 'bytes';
          break;
        }
        text += line;
        bytes += size;
        entries += 1;
      }
      if (text && !writer.pack) parts.push(new Blob([text]));
      onProgress?.({ ...progress, entries });
      return capped !== null;
    },
  });
  if (walk.stopped === 'limit') capped = 'entries';
  const end = writer.end();
  const blob = writer.pack
    ? await writer.pack(entries, signal)
    : new Blob([...parts, end], { type: 'mime' in file ? file.mime : '' });
  return { blob, summary: { ...walk, entries, bytes: blob.size, capped } };
}
