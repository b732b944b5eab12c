import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../api/schemas';
import { inAskedOrder } from './page-order';

const items = (...titles: string[]): ListItem[] =>
  titles.map((title, i) => ({
    id: String(i),
    title,
    type: 'PASS',
    status: 'ACTIVE',
    created_at: new Date(Date.UTC(2026, 0, 1) - i * 1000).toISOString(),
  }));

describe('whether a page is in the order asked for', () => {
  it('takes a title order under any usual collation for in order', () => {
    // Accents and case aside (MySQL's *_ci collations, the demo).
    expect(inAskedOrder(items('apple', 'Émile', 'zebra'), 'title')).toBe(true);
    // Numbers as numbers, or as text.
    expect(inAskedOrder(items('Entry 2', 'Entry 10'), 'title')).toBe(true);
    expect(inAskedOrder(items('Entry 10', 'Entry 2'), 'title')).toBe(true);
    // Plain code points (a C collation): capitals first.
    expect(inAskedOrder(items('Zed', 'apple'), 'title')).toBe(true);
    expect(inAskedOrder(items('zebra', 'Mango', 'apple'), '-title')).toBe(true);
  });

  it('finds a page in another order', () => {
    expect(inAskedOrder(items('Zeta', 'Alpha', 'Mango'), 'title')).toBe(false);
    expect(inAskedOrder(items('Alpha', 'Mango', 'Zeta'), '-title')).toBe(false);
    // Newest first, asked oldest first.
    expect(inAskedOrder(items('a', 'b', 'c'), 'created_at')).toBe(false);
    expect(inAskedOrder(items('a', 'b', 'c'), '-created_at')).toBe(true);
  });

  it('judges nothing it cannot: another field, one row, none', () => {
    expect(inAskedOrder(items('Zeta', 'Alpha'), 'status')).toBe(true);
    expect(inAskedOrder(items('Zeta'), 'title')).toBe(true);
    expect(inAskedOrder([], 'created_at')).toBe(true);
  });
});
