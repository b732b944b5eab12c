import { uiLocale } from './dates';
import { lazily } from './lazily';

// One formatter: `toLocaleString` makes a new one per call, which costs more than the rest of
// a status line.
const counts = lazily(() => new Intl.NumberFormat(uiLocale()));

/** `3,000`: a count in the page's language. */
export function formatCount(n: number): string {
  return counts().format(n);
}

/** `1 second`, `2 seconds`: a count and its word, plural with an `s` when it is not one. */
export function plural(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}
