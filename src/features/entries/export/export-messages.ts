/** What the export dialog says about a walk in progress and a finished one. */
import type { WalkProgress, WalkSummary } from '../../../api/walk-pages';
import type { ExportSummary } from './run-export';
import { formatCount as count, plural } from '../../../lib/plural';

// The page is in English: so are its numbers (1,200, not 1.200).
const entries = (n: number) => plural(n, 'entry', 'entries');

export function progressText(progress: WalkProgress | null): string {
  if (!progress) return 'Reading the first page…';
  return `Page ${count(progress.page)} of ${count(progress.pages)} · ${count(progress.entries)} of ${entries(progress.total)}`;
}

/** Sentences about how the data moved during the walk; none when it held still. */
export function movementNotes(summary: WalkSummary): string[] {
  const notes: string[] = [];
  if (summary.firstTotal !== summary.lastTotal) {
    notes.push(
      `The entries changed during the export: ${entries(summary.firstTotal)} at the start, ${count(summary.lastTotal)} at the end. Entries added or removed meanwhile may be missing; export again for an exact copy.`,
    );
  }
  if (summary.stopped === 'repeats') {
    // The repeats are the server's, not the list moving: one note says so instead.
    notes.push(
      `The server kept sending entries already read; stopped after page ${count(summary.pages)}.`,
    );
  } else if (summary.duplicates > 0) {
    notes.push(
      `${entries(summary.duplicates)} showed up twice as the list moved between pages; the repeat${summary.duplicates === 1 ? ' was' : 's were'} left out.`,
    );
  }
  if (summary.stopped === 'bound') {
    notes.push(
      `The list kept growing, so the export stopped after ${count(summary.pages)} pages instead of following it. The newest changes may be missing.`,
    );
  }
  return notes;
}

/** A size in bytes as people read it: 200 MB, 1.5 MB, 50 KB. */
export function sizeText(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`
    : `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
}

/** Before the start: how much one file may hold. */
export function capsText(maxEntries: number, maxBytes: number): string {
  return `One file holds at most ${entries(maxEntries)} or ${sizeText(maxBytes)}; a bigger export stops there and keeps a partial file.`;
}

/**
 * What the file holds against what the server counts: a cap reached (the file is partial), or
 * pages that held fewer or more entries than the total while it held still.
 */
export function completenessNotes(
  summary: ExportSummary,
  caps: { maxEntries: number; maxBytes: number },
): string[] {
  const { capped, lastTotal } = summary;
  const held = entries(summary.entries);
  if (capped) {
    const limit =
      capped === 'entries'
        ? `${entries(caps.maxEntries)} (exportMaxEntries)`
        : `${sizeText(caps.maxBytes)} (exportMaxBytes)`;
    const of = lastTotal > summary.entries ? ` of the ${count(lastTotal)} the server counts` : '';
    return [
      `The export stopped at its limit of ${limit}: the file is partial, with the first ${held}${of}. An administrator can raise the limit in config.json.`,
    ];
  }
  // A total that moved, or a walk stopped at its bound or at repeats, has its own note.
  if (
    summary.stopped === 'bound' ||
    summary.stopped === 'repeats' ||
    summary.firstTotal !== lastTotal
  )
    return [];
  const missing = lastTotal - summary.entries;
  if (missing > 0) {
    return [
      `The server counts ${entries(lastTotal)}, but its pages held only ${held}: ${count(missing)} ${missing === 1 ? 'is' : 'are'} missing from the file. Export again, or ask the service's administrators.`,
    ];
  }
  if (missing < 0) {
    return [
      `The server counts ${entries(lastTotal)}, but its pages held ${held}: all of them are in the file.`,
    ];
  }
  return [];
}

export function doneText(summary: WalkSummary | ExportSummary, fileName: string): string {
  return 'capped' in summary && summary.capped
    ? `Exported the first ${entries(summary.entries)} to ${fileName} (a partial file).`
    : `Exported ${entries(summary.entries)} to ${fileName}.`;
}
