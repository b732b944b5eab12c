/** What the export dialog says about a walk in progress and a finished one. */
import type { WalkProgress, WalkSummary } from '../../../api/walk-pages';

// The page is in English: so are its numbers (1,200, not 1.200).
const count = (n: number) => n.toLocaleString('en');
const entries = (n: number) => `${count(n)} ${n === 1 ? 'entry' : 'entries'}`;

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
  if (summary.duplicates > 0) {
    notes.push(
      `${entries(summary.duplicates)} showed up twice as the list moved between pages; the repeat${summary.duplicates === 1 ? ' was' : 's were'} left out.`,
    );
  }
  if (summary.stoppedAtBound) {
    notes.push(
      `The list kept growing, so the export stopped after ${count(summary.pages)} pages instead of following it. The newest changes may be missing.`,
    );
  }
  return notes;
}

export function doneText(summary: WalkSummary, fileName: string): string {
  return `Exported ${entries(summary.entries)} to ${fileName}.`;
}
