import { parseIsoDateTime } from '../../lib/iso-date';
import { localDateTime, relativeTime } from '../../lib/dates';
import { useApi } from '../../api/api-context';
import './created-time.css';

/** Shown as sent, with a plain word that it is not a date the console could read. */
export function UnreadableDate({ value }: { value: string }) {
  return (
    <span className="unreadable-date">
      <span className="raw-date" title={value.slice(0, 500)}>
        {value || '—'}
      </span>{' '}
      <span className="unreadable-note">unreadable date</span>
    </span>
  );
}

/** Local date and time, and how long ago, both in view; the UTC time on hover and in details. */
export function CreatedTime({ value }: { value: string }) {
  const { now } = useApi();
  const date = parseIsoDateTime(value);
  if (!date) return <UnreadableDate value={value} />;
  const iso = date.toISOString();
  return (
    <time dateTime={iso} title={`${iso} (UTC)`} className="created-time">
      <span className="created-local">{localDateTime(date)}</span>{' '}
      <span className="created-relative">{relativeTime(date, now())}</span>
    </time>
  );
}
