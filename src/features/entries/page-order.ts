/**
 * Whether a page came back in the order the list asked for. A server may ignore `order_by`; the
 * list then says so instead of marking a column sorted. Titles count as in order under any of
 * the usual collations (accents and case aside, numbers as numbers or as text, or plain code
 * points), so a server's own collation is never taken for disorder; orders on other fields are
 * not judged.
 */
import type { ListItem } from '../../api/schemas';
import { lazily } from '../../lib/lazily';

type Compare = (a: string, b: string) => number;

/** Made once, when a title order is first judged: the list judges every answer. */
const titleCompares = lazily((): Compare[] => [
  new Intl.Collator('en', { sensitivity: 'base' }).compare,
  new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare,
  (a, b) => (a < b ? -1 : a > b ? 1 : 0),
]);

export function inAskedOrder(items: readonly ListItem[], order: string): boolean {
  const field = order.replace(/^-/, '');
  const sign = field === order ? 1 : -1;
  const compares: Compare[] =
    field === 'title'
      ? titleCompares()
      : field === 'created_at'
        ? [(a, b) => Date.parse(a) - Date.parse(b)]
        : // Another field: not judged.
          [() => 0];
  return compares.some((compare) =>
    items.every(
      (item, i) =>
        i === 0 || sign * compare(String(items[i - 1]![field]), String(item[field])) <= 0,
    ),
  );
}
