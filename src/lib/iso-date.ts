/**
 * Strict ISO 8601 date-time parsing. `new Date(text)` reads almost anything ("12" is December
 * 2001, "1 2 3" a date in 2003), so a server's odd value would show as a real, wrong date.
 * Accepted: `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM|±HHMM|±HH]`, `T` or a space between
 * date and time, `T` and `Z` in either case. Without an offset the time is UTC, as the
 * Registry Service contract says its times are.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?(?:[Zz]|([+-])(\d\d)(?::?(\d\d))?)?$/;

/** The instant the text names, or null when it is not a valid ISO 8601 date-time. */
export function parseIsoDateTime(text: string): Date | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0, , , offsetHours = 0, offsetMinutes = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 stay themselves.
  date.setUTCFullYear(year!, month! - 1, day);
  date.setUTCHours(hour!, minute!, second, Number((m[7] ?? '0').slice(0, 3).padEnd(3, '0')));
  // A field out of range (Feb 30, 24:00, :60) rolls over into another instant: refuse it.
  if (
    date.getUTCMonth() !== month! - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hour ||
    date.getUTCMinutes() !== minute ||
    date.getUTCSeconds() !== second ||
    offsetHours > 23 ||
    offsetMinutes > 59
  )
    return null;
  const offset = (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(date.getTime() - offset * 60_000);
}
