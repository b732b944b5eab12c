import { describe, expect, it } from 'vitest';
import type { ListItem } from '../schemas';
import { baselineOf, serverClockOffset, type FolderBaseline } from './folder-match';
import { matchFolder } from './resolve-lost';
import { listPage } from '../../testing/list-page';

const SENT = Date.parse('2026-03-02T10:00:00.000Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function item(over: Partial<ListItem> & { at: number }): ListItem {
  const { at, ...rest } = over;
  return {
    id: `e-${at}`,
    title: 'Quarterly report',
    type: 'PASS',
    status: 'READY',
    created_at: iso(at),
    ...rest,
  };
}

interface Over {
  offsetMs?: number | null;
  baseline?: FolderBaseline;
  items?: ListItem[];
  hasMore?: boolean;
  newestFirst?: boolean;
}

/** The form's check of the folder, read 20 s after the send. */
function match({ offsetMs = 0, baseline, items = [], hasMore = false, newestFirst = true }: Over) {
  const body = { title: 'Quarterly report', template: 'PASS', folder_id: 'finance' } as const;
  const first = baseline ? { sentAt: SENT, baseline } : { sentAt: SENT };
  const page = listPage(items, 1, Math.max(1, items.length));
  const list = { ...page, pagination: { ...page.pagination, has_more_pages: hasMore } };
  return matchFolder(body, first, { list, offsetMs, receivedAt: SENT + 20_000, newestFirst });
}

describe('serverClockOffset', () => {
  it('reads the Date header against the time it arrived', () => {
    const received = SENT;
    const offset = serverClockOffset(new Date(SENT - 6 * MIN).toUTCString(), received);
    expect(offset).toBe(-6 * MIN + 500);
    expect(serverClockOffset(null, received)).toBeNull();
    expect(serverClockOffset('yesterday-ish', received)).toBeNull();
  });
});

describe('matchFolder', () => {
  it('finds the entry when the server clock is 6 minutes behind the browser', () => {
    const offset = -6 * MIN;
    // The server made it 2 s after the send, by its own clock.
    const mine = item({ at: SENT + offset + 2000 });
    const result = match({ offsetMs: offset + 500, items: [mine] });
    expect(result).toEqual({
      kind: 'candidates',
      clockKnown: true,
      candidates: [{ item: mine, secondsAfterSend: 2 }],
    });
  });

  it('does not call an entry made long before the send a candidate, in the server clock', () => {
    const offset = 6 * MIN;
    // By the browser's clock this looks like "just now"; by the server's it is 6 minutes old.
    const old = item({ at: SENT });
    expect(match({ offsetMs: offset, items: [old] })).toEqual({ kind: 'absent' });
  });

  it("does not match a colleague's entry of the same title with another template", () => {
    const colleague = item({ at: SENT + 1000, type: 'STORAGE' });
    expect(match({ items: [colleague] })).toEqual({ kind: 'absent' });
    // A type that names no template cannot rule it out.
    const unknownType = item({ at: SENT + 1000, type: 'document' });
    expect(match({ items: [unknownType] })).toMatchObject({ kind: 'candidates' });
  });

  it('never offers an entry that says it is in another folder (a server that ignores folder_id)', () => {
    const elsewhere = { ...item({ at: SENT + 1000, id: 'elsewhere' }), folder_id: 'legal' };
    expect(match({ items: [elsewhere] })).toEqual({ kind: 'absent' });
    const here = { ...item({ at: SENT + 2000, id: 'here' }), folder_id: 'finance' };
    const unsaid = item({ at: SENT + 3000, id: 'unsaid' });
    const result = match({ items: [elsewhere, here, unsaid] });
    expect(result.kind === 'candidates' && result.candidates.map((c) => c.item.id)).toEqual([
      'here',
      'unsaid',
    ]);
  });

  it('shows every entry that could be it by the baseline when the clock was not known', () => {
    const older = item({ at: SENT - 3 * MIN, id: 'older' });
    const a = item({ at: SENT + 1000, id: 'a' });
    const b = item({ at: SENT + 4000, id: 'b', type: 'pass' });
    const other = item({ at: SENT + 2000, id: 'c', title: 'Quarterly report 2' });
    const baseline = { newest: older.created_at, ids: ['older'] };
    const result = match({ offsetMs: null, baseline, items: [b, other, a, older] });
    expect(result).toEqual({
      kind: 'candidates',
      clockKnown: false,
      candidates: [
        { item: b, secondsAfterSend: null },
        { item: a, secondsAfterSend: null },
      ],
    });
  });

  it('never offers an entry without the clock or a baseline, and says why', () => {
    const recent = item({ at: SENT + 1000 });
    expect(match({ offsetMs: null, items: [recent] })).toEqual({
      kind: 'unprovable',
      reason: 'no-clock',
    });
  });

  it('an older entry of the same title and template is never yours, by the baseline', () => {
    const older = item({ at: SENT - 40 * MIN, id: 'older' });
    const baseline = { newest: older.created_at, ids: ['older'] };
    expect(match({ offsetMs: null, baseline, items: [older] })).toEqual({
      kind: 'absent',
    });
    // Even inside the clock's slack: the baseline shows it was there before.
    const justBefore = item({ at: SENT - 10_000, id: 'just-before' });
    const before = { newest: justBefore.created_at, ids: ['just-before'] };
    expect(match({ baseline: before, items: [justBefore] })).toEqual({
      kind: 'absent',
    });
  });

  it('leaves the outcome unknown for an entry whose time cannot be read', () => {
    const odd = { ...item({ at: SENT }), created_at: 'soon' };
    expect(match({ items: [odd] })).toEqual({
      kind: 'unprovable',
      reason: 'unreadable-date',
    });
  });

  it('gives no answer when the page read cannot reach back to the send', () => {
    const newer = Array.from({ length: 3 }, (_, i) =>
      item({ at: SENT + 5000 + i, title: `other ${i}` }),
    );
    expect(match({ items: newer, hasMore: true })).toEqual({ kind: 'incomplete' });
    const reachesBack = [...newer, item({ at: SENT - 10 * MIN, title: 'old' })];
    expect(match({ items: reachesBack, hasMore: true })).toEqual({ kind: 'absent' });
    // Another entry whose time cannot be read says nothing of how far back the page reaches.
    const oddOther = { ...item({ at: SENT, title: 'other' }), created_at: 'soon' };
    expect(match({ items: [...reachesBack, oddOther], hasMore: true })).toEqual({ kind: 'absent' });
    expect(match({ items: reachesBack, hasMore: true, newestFirst: false })).toEqual({
      kind: 'incomplete',
    });
  });
});

describe('baselineOf', () => {
  it('keeps the newest time and the ids of a page that shows the newest entries', () => {
    const a = item({ at: SENT - MIN, id: 'a' });
    const b = item({ at: SENT - 2 * MIN, id: 'b' });
    expect(baselineOf([b, a], true)).toEqual({ newest: a.created_at, ids: ['b', 'a'] });
    expect(baselineOf([], true)).toEqual({ newest: null, ids: [] });
  });

  it('is no baseline when the page cannot show the newest, or a time cannot be read', () => {
    expect(baselineOf([item({ at: SENT })], false)).toBeNull();
    expect(baselineOf([{ ...item({ at: SENT }), created_at: 'today' }], true)).toBeNull();
  });
});
