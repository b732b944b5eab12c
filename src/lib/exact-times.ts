/**
 * Times to the second, for the screens that show them (Entry details): kept
 * apart from dates.ts so the list's first load does not carry their formatters.
 */
import { uiLocale } from './dates';
import { lazily } from './lazily';

const long = lazily(
  () =>
    new Intl.DateTimeFormat(uiLocale(), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    }),
);

/** "Nov 20, 2026, 10:00:00 AM GMT+1": local, with seconds and the zone. */
export function localDateTimeLong(date: Date): string {
  return long().format(date);
}
