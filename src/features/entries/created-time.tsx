const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Built on first use: creating Intl formatters is slow enough to show in the first load.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let exactFormat: Intl.DateTimeFormat | undefined;
const relative = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const exact = () =>
  (exactFormat ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }));

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

/** Relative local time, with the exact local and ISO time on hover; the raw text if unparseable. */
export function CreatedTime({ value }: { value: string }) {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) {
    return (
      <span className="raw-date" title={`This date could not be read: ${value.slice(0, 200)}`}>
        {value || '—'}
      </span>
    );
  }
  return (
    <time
      dateTime={date.toISOString()}
      title={date.toISOString()}
      // The local exact time joins the ISO time on first hover, not for every row up front.
      onPointerEnter={(event) => {
        event.currentTarget.title = `${exact().format(date)} — ${date.toISOString()}`;
      }}
    >
      {relativeTime(date)}
    </time>
  );
}
