/**
 * Strict ISO 8601 date-time parsing. `new Date(text)` reads almost anything ("12" is December
 * 2001, "1 2 3" a date in 2003), so a server's odd value would show as a real, wrong date.
 * Accepted: `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM|±HHMM|±HH]`, `T` or a space between
 * date and time, `T` and `Z` in either case. Without an offset the time is UTC, as the
 * Registry Service contract says its times are.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS[month - 1]!;
}

/** The instant the text names, or null when it is not a valid ISO 8601 date-time. */
export function parseIsoDateTime(text: string): Date | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  // 24:00 and leap seconds are rare enough on a server to count as unreadable.
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (m[9]) {
    const offsetHours = Number(m[10]);
    const offsetMins = m[11] === undefined ? 0 : Number(m[11]);
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute - offsetMinutes, second, ms);
  return Number.isNaN(date.getTime()) ? null : date;
}
