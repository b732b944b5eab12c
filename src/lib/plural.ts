import { uiLocale } from './dates';
import { lazily } from './lazily';

// One formatter: `toLocaleString` makes a new one per call, which costs more than the rest of
// a status line.
const counts = lazily(() => new Intl.NumberFormat(uiLocale()));

/** `3,000`: a count in the page's language. */
export function formatCount(n: number): string {
  return counts().format(n);
}

/** `1 second`, `9,896 entries`: a count and its word, plural (`s` unless told) when not one. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : many}`;
}
