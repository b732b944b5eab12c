import { describe, expect, it } from 'vitest';
import type { ListItem } from './schemas';
import { matchFolder, serverClockOffset, type MatchInput } from './folder-match';

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

function input(over: Partial<MatchInput>): MatchInput {
  return {
    body: { title: 'Quarterly report', template: 'PASS' },
    sentAt: SENT,
    checkedAt: SENT + 20_000,
    offsetMs: 0,
    items: [],
    hasMore: false,
    newestFirst: true,
    ...over,
  };
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
    const result = matchFolder(input({ offsetMs: offset + 500, items: [mine] }));
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
    expect(matchFolder(input({ offsetMs: offset, items: [old] }))).toEqual({ kind: 'absent' });
  });

  it("does not match a colleague's entry of the same title with another template", () => {
    const colleague = item({ at: SENT + 1000, type: 'STORAGE' });
    expect(matchFolder(input({ items: [colleague] }))).toEqual({ kind: 'absent' });
    // A type that names no template cannot rule it out.
    const unknownType = item({ at: SENT + 1000, type: 'document' });
    expect(matchFolder(input({ items: [unknownType] }))).toMatchObject({ kind: 'candidates' });
  });

  it('shows every entry that could be it, and says when the clock was not known', () => {
    const a = item({ at: SENT + 1000, id: 'a' });
    const b = item({ at: SENT + 4000, id: 'b', type: 'pass' });
    const other = item({ at: SENT + 2000, id: 'c', title: 'Quarterly report 2' });
    const result = matchFolder(input({ offsetMs: null, items: [b, other, a] }));
    expect(result).toEqual({
      kind: 'candidates',
      clockKnown: false,
      candidates: [
        { item: b, secondsAfterSend: null },
        { item: a, secondsAfterSend: null },
      ],
    });
  });

  it('keeps an entry whose time cannot be read as a candidate', () => {
    const odd = { ...item({ at: SENT }), created_at: 'soon' };
    expect(matchFolder(input({ items: [odd] }))).toMatchObject({
      kind: 'candidates',
      candidates: [{ item: odd, secondsAfterSend: null }],
    });
  });

  it('gives no answer when the page read cannot reach back to the send', () => {
    const newer = Array.from({ length: 3 }, (_, i) =>
      item({ at: SENT + 5000 + i, title: `other ${i}` }),
    );
    expect(matchFolder(input({ items: newer, hasMore: true }))).toEqual({ kind: 'incomplete' });
    const reachesBack = [...newer, item({ at: SENT - 10 * MIN, title: 'old' })];
    expect(matchFolder(input({ items: reachesBack, hasMore: true }))).toEqual({ kind: 'absent' });
    expect(matchFolder(input({ items: reachesBack, hasMore: true, newestFirst: false }))).toEqual({
      kind: 'incomplete',
    });
  });
});
