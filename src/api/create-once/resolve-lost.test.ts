// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListItem } from '../schemas';
import { WINDOW_SLACK_MS } from './folder-match';
import {
  matchLostRows,
  UNPROVABLE,
  verdictMessage,
  type LostRow,
  type WalkResult,
} from './resolve-lost';

const SENT = Date.parse('2026-03-02T10:00:00.000Z');
const MIN = 60_000;

function entry(id: string, title: string, at: number, type = 'PASS'): ListItem {
  return { id, title, type, status: 'READY', created_at: new Date(at).toISOString() };
}

function row(n: number, title = `Row ${n}`, sentAt = SENT): LostRow {
  return { n, title, template: 'PASS', sentAt };
}

function walk(items: ListItem[], over: Partial<WalkResult> = {}): WalkResult {
  return {
    folder: 'north',
    items,
    offsetMs: 0,
    checkedAt: SENT + 30_000,
    exhausted: true,
    reachedBack: NaN,
    ...over,
  };
}

describe('matchLostRows', () => {
  it('settles many rows from one walk: exactly one entry is created, none is absent', () => {
    const items = [
      entry('e-1', 'Row 1', SENT + 1000),
      entry('e-old', 'Row 2', SENT - 10 * MIN), // same title, made long before the send
      entry('e-x', 'Row 2', SENT + 2000, 'STORAGE'), // same title, other template
      entry('e-3', 'Row 3', SENT + 3000),
    ];
    const verdicts = matchLostRows([row(1), row(2), row(3)], walk(items), new Set());
    expect(verdicts.get(1)).toEqual({ kind: 'created', id: 'e-1', secondsAfterSend: 1 });
    expect(verdicts.get(2)).toEqual({ kind: 'absent' });
    expect(verdicts.get(3)).toMatchObject({ kind: 'created', id: 'e-3' });
    expect(verdictMessage(verdicts.get(1)!, 'north', 1)).toBe(
      'Sent, but no answer arrived. Found in the folder north when it was looked through (made 1 s after its first attempt).',
    );
  });

  it('an entry that says it is in another folder is not the row’s: the row was not created', () => {
    const elsewhere = { ...entry('e-legal', 'Row 1', SENT + 1000), folder_id: 'legal' };
    const here = { ...entry('e-north', 'Row 2', SENT + 2000), folder_id: 'north' };
    const verdicts = matchLostRows([row(1), row(2)], walk([elsewhere, here]), new Set());
    expect(verdicts.get(1)).toEqual({ kind: 'absent' });
    expect(verdicts.get(2)).toMatchObject({ kind: 'created', id: 'e-north' });
  });

  it('leaves a row with two candidates unknown, naming both', () => {
    const items = [entry('a', 'Row 1', SENT + 1000), entry('b', 'Row 1', SENT + 9000)];
    const verdict = matchLostRows([row(1)], walk(items), new Set()).get(1)!;
    expect(verdict).toEqual({ kind: 'several', ids: ['a', 'b'] });
    expect(verdictMessage(verdict, 'f', 10_000)).toContain('2 entries in the folder f');
    expect(verdictMessage(verdict, 'f', 10_000)).toContain('(a and b)');
  });

  it('two rows with the same title and one entry: neither claims it', () => {
    const items = [entry('only', 'Same', SENT + 1000)];
    const verdicts = matchLostRows([row(4, 'Same'), row(9, 'Same')], walk(items), new Set());
    expect(verdicts.get(4)).toEqual({ kind: 'shared', id: 'only', rows: [9] });
    expect(verdicts.get(9)).toEqual({ kind: 'shared', id: 'only', rows: [4] });
    expect(verdictMessage(verdicts.get(4)!, 'f', 1)).toContain('could also be row 9');
  });

  it('an entry this job already knows it made is nobody else’s candidate', () => {
    // Row 4 was created with e-4 (its answer came); row 9, same title, lost its answer.
    const items = [entry('e-4', 'Same', SENT + 500), entry('e-9', 'Same', SENT + 1500)];
    const verdicts = matchLostRows([row(9, 'Same')], walk(items), new Set(['e-4']));
    expect(verdicts.get(9)).toMatchObject({ kind: 'created', id: 'e-9' });
    const both = matchLostRows([row(9, 'Same')], walk(items), new Set());
    expect(both.get(9)).toMatchObject({ kind: 'several' });
  });

  it('compares in the server clock: 6 minutes behind, the entry is found', () => {
    const offset = -6 * MIN;
    // Made 2 s after the send by the server's own clock: by the browser's, 6 minutes "before".
    const items = [entry('late-clock', 'Row 1', SENT + offset + 2000)];
    const verdicts = matchLostRows([row(1)], walk(items, { offsetMs: offset }), new Set());
    expect(verdicts.get(1)).toEqual({ kind: 'created', id: 'late-clock', secondsAfterSend: 2 });
  });

  it('compares in the server clock: 6 minutes ahead, an entry made before the send is not it', () => {
    const items = [entry('old', 'Row 1', SENT)];
    const verdicts = matchLostRows([row(1)], walk(items, { offsetMs: 6 * MIN }), new Set());
    expect(verdicts.get(1)).toEqual({ kind: 'absent' });
  });

  it('without the server clock or a baseline, never created: an older entry stays unknown, saying why', () => {
    // The first, cancelled import made this one; this row's own create got a 500.
    const items = [entry('older', 'Row 1', SENT - 30 * MIN)];
    const verdict = matchLostRows([row(1)], walk(items, { offsetMs: null }), new Set()).get(1)!;
    expect(verdict).toEqual({ kind: 'unprovable', reason: 'no-clock' });
    expect(verdictMessage(verdict, 'f', 1)).toContain('does not show its clock');
    expect(verdictMessage(verdict, 'f', 1)).not.toContain('Found');
  });

  it('without the server clock, the baseline read before the first attempt tells old from new', () => {
    const older = entry('older', 'Row 1', SENT - 30 * MIN);
    const baseline = { newest: older.created_at, ids: ['older'] };
    const clockless = { offsetMs: null };
    // The create got a 500 and made nothing: the older entry is not taken for it.
    expect(matchLostRows([row(1)], walk([older], clockless), new Set(), baseline).get(1)).toEqual({
      kind: 'absent',
    });
    // The create was stored and its answer lost: found, with the new id.
    const mine = entry('mine', 'Row 1', SENT + 40 * MIN);
    expect(
      matchLostRows([row(1)], walk([mine, older], clockless), new Set(), baseline).get(1),
    ).toEqual({ kind: 'created', id: 'mine', secondsAfterSend: null });
    // A baseline of an empty folder: anything there now is new.
    const empty = { newest: null, ids: [] };
    expect(matchLostRows([row(1)], walk([mine], clockless), new Set(), empty).get(1)).toMatchObject(
      { kind: 'created', id: 'mine' },
    );
  });

  it('the baseline wins over the clock: an entry made just before the send is not it', () => {
    const justBefore = entry('before', 'Row 1', SENT - 20_000);
    const baseline = { newest: justBefore.created_at, ids: ['before'] };
    expect(matchLostRows([row(1)], walk([justBefore]), new Set(), baseline).get(1)).toEqual({
      kind: 'absent',
    });
  });

  it('an entry whose time cannot be read cannot be ruled out, nor taken: unknown', () => {
    const odd = { ...entry('odd', 'Row 1', SENT), created_at: 'soon' };
    expect(matchLostRows([row(1)], walk([odd]), new Set()).get(1)).toEqual({
      kind: 'unprovable',
      reason: 'unreadable-date',
    });
    // Nor a lenient date: only strict ISO 8601 is read.
    const loose = { ...entry('loose', 'Row 1', SENT), created_at: 'March 2, 2026 10:00:01' };
    expect(matchLostRows([row(1)], walk([loose]), new Set()).get(1)).toMatchObject({
      kind: 'unprovable',
    });
  });

  it('a walk that did not reach back to a row says nothing about it', () => {
    const items = [entry('new', 'Row 2', SENT + 5 * MIN)];
    const partial = walk(items, { exhausted: false, reachedBack: SENT + 4 * MIN });
    const rows = [
      row(1),
      row(2, 'Row 2', SENT + 4 * MIN + 30_000),
      row(3, 'Row 3', SENT + 6 * MIN),
    ];
    const verdicts = matchLostRows(rows, partial, new Set());
    // Row 1 was sent before the oldest entry read: entries of its window may be unread.
    expect(verdicts.get(1)).toEqual({ kind: 'too-big' });
    // Row 2 was sent after it, but within the window's slack: not covered either.
    expect(verdicts.get(2)).toEqual({ kind: 'too-big' });
    // Row 3's whole window was read.
    expect(verdicts.get(3)).toEqual({ kind: 'absent' });
    // A walk that stopped on an entry made at the very start of the window may have left
    // others of that same moment unread.
    const edge = walk(items, { exhausted: false, reachedBack: SENT - WINDOW_SLACK_MS });
    expect(matchLostRows([row(1)], edge, new Set()).get(1)).toEqual({ kind: 'too-big' });
    const reached = walk(items, { exhausted: false, reachedBack: SENT - 2 * MIN });
    expect(matchLostRows([row(1)], reached, new Set()).get(1)).toEqual({ kind: 'absent' });
    expect(verdictMessage({ kind: 'too-big' }, 'big', 10_000)).toContain(
      'more than 10,000 entries',
    );
  });

  it('names a right-to-left folder isolated from the sentence around it', () => {
    expect(verdictMessage({ kind: 'absent' }, 'مالية', 1000)).toBe(
      'Sent, but no answer arrived. The folder \u2068مالية\u2069 was looked through and has no such entry: it was not created.',
    );
    expect(verdictMessage({ kind: 'absent' }, 'finance', 1000)).toContain(
      'The folder finance was looked through',
    );
  });

  it('a row’s own baseline, even none, wins over the walk’s; a row without one takes the walk’s', () => {
    const older = entry('older', 'Row 1', SENT - 30 * MIN);
    const fallback = { newest: older.created_at, ids: ['older'] };
    const clockless = walk([older], { offsetMs: null });
    const verdicts = matchLostRows(
      [row(1), { ...row(2, 'Row 1'), baseline: null }],
      clockless,
      new Set(),
      fallback,
    );
    expect(verdicts.get(1)).toEqual({ kind: 'absent' });
    expect(verdicts.get(2)).toEqual({ kind: 'unprovable', reason: 'no-clock' });
  });

  it('what cannot be proven is said before how far the walk reached', () => {
    const odd = { ...entry('odd', 'Row 1', SENT), created_at: 'soon' };
    const partial = walk([odd], { exhausted: false, reachedBack: SENT + 4 * MIN });
    expect(matchLostRows([row(1)], partial, new Set()).get(1)).toEqual({
      kind: 'unprovable',
      reason: 'unreadable-date',
    });
  });
});

describe('verdictMessage', () => {
  const created = (secondsAfterSend: number | null) =>
    verdictMessage({ kind: 'created', id: 'e-1', secondsAfterSend }, 'north', 1);

  it('says how long after (or, by the server’s clock, before) the first attempt a found entry was made', () => {
    expect(created(null)).toBe(
      'Sent, but no answer arrived. Found in the folder north when it was looked through.',
    );
    expect(created(0)).toContain('(made within a second of its first attempt).');
    expect(created(-3)).toContain('(made 3 s before its first attempt).');
    expect(created(12)).toContain('(made 12 s after its first attempt).');
  });

  it('names every entry and every row it could be, and says to look before importing again', () => {
    const several = verdictMessage({ kind: 'several', ids: ['a', 'b', 'c'] }, 'f', 1);
    expect(several).toBe(
      'Sent, but no answer arrived. 3 entries in the folder f have its title and template and were made since it was sent (a, b and c): which one, if any, this row made is not known. Look in the folder before importing this row again.',
    );
    const shared = verdictMessage({ kind: 'shared', id: 'only', rows: [2, 5, 9] }, 'f', 1);
    expect(shared).toBe(
      'Sent, but no answer arrived. The one entry in the folder f that could be it (only) could also be row 2, 5 and 9, sent with the same title and template: which row made it is not known. Look in the folder before importing this row again.',
    );
  });

  it('says why nothing could be proven', () => {
    const unreadable = verdictMessage({ kind: 'unprovable', reason: 'unreadable-date' }, 'f', 1);
    expect(unreadable).toBe(
      `Sent, but no answer arrived. ${UNPROVABLE['unreadable-date']} whether it was created cannot be told. Look in the folder before importing this row again.`,
    );
    expect(verdictMessage({ kind: 'too-big' }, 'big', 10_000)).toBe(
      'Sent, but no answer arrived. The folder big has more than 10,000 entries to look through since it was sent, too many to tell whether it was created. Look in the folder before importing this row again.',
    );
  });
});
