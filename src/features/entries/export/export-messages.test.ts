import { describe, expect, it } from 'vitest';
import { capsText, doneText, movementNotes, progressText, sizeText } from './export-messages';
import type { WalkSummary } from '../../../api/walk-pages';

const still: WalkSummary = {
  entries: 1200,
  pages: 12,
  duplicates: 0,
  firstTotal: 1200,
  lastTotal: 1200,
  stopped: null,
  lastChange: null,
};

describe('export messages', () => {
  it('say where the walk is', () => {
    expect(progressText(null)).toBe('Reading the first page…');
    expect(progressText({ page: 3, pages: 12, entries: 300, total: 1200 })).toBe(
      'Page 3 of 12 · 300 of 1,200 entries',
    );
  });

  it('say nothing about movement when the data held still', () => {
    expect(movementNotes(still)).toEqual([]);
    expect(doneText(still, 'entries-all-2026-01-05.csv')).toBe(
      'Exported 1,200 entries to entries-all-2026-01-05.csv.',
    );
    expect(doneText({ ...still, entries: 1 }, 'f.json')).toBe('Exported 1 entry to f.json.');
  });

  it('say the total changed, how many repeats were left out, and when the walk stopped at its bound', () => {
    const notes = movementNotes({
      ...still,
      duplicates: 3,
      lastTotal: 1203,
      stopped: 'bound',
      pages: 15,
    });
    expect(notes).toEqual([
      'The entries changed during the export: 1,200 entries at the start, 1,203 at the end. Entries added or removed meanwhile may be missing; export again for an exact copy.',
      '3 entries showed up twice as the list moved between pages; the repeats were left out.',
      'The list kept growing, so the export stopped after 15 pages instead of following it. The newest changes may be missing.',
    ]);
  });

  it('say the server kept sending entries already read, instead of calling them list movement', () => {
    const summary = {
      ...still,
      duplicates: 300,
      stopped: 'repeats' as const,
      pages: 4,
      entries: 100,
    };
    expect(movementNotes(summary)).toEqual([
      'The server kept sending entries already read; stopped after page 4.',
    ]);
  });

  it('say the caps in words people read', () => {
    expect(capsText(1, 50_000)).toBe(
      'One file holds at most 1 entry or 50 KB; a bigger export stops there and keeps a partial file.',
    );
    expect(sizeText(1_500_000)).toBe('1.5 MB');
    expect(sizeText(200_000_000)).toBe('200 MB');
    expect(sizeText(12_345)).toBe('12.3 KB');
  });
});
