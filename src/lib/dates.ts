/**
 * How the console shows times: in the page's language (English), in the browser's time zone.
 * The browser's own language would mix "vor 20 Minuten" into an English page.
 */
import { lazily } from './lazily';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export const uiLocale = () =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'en';

// Built on first use: creating Intl formatters is slow enough to show in the first load.
const relative = lazily(() => new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' }));
const local = lazily(
  () => new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }),
);
export function relativeTime(date: Date, now = Date.now()): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      if (unit === 'second' && Math.abs(seconds) < 45) return relative().format(0, 'second');
      return relative().format(Math.round(seconds / size), unit);
    }
  }
  return relative().format(0, 'second');
}

/** "Nov 20, 2026, 10:00 AM": local date and time, short enough for a table cell. */
export function localDateTime(date: Date): string {
  return local().format(date);
}
