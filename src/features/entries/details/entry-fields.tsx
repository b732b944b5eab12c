import type { ReactNode } from 'react';
import type { ListItem } from '../../../api/schemas';
import { Badge } from '../../../components/ui/badge';
import { parseIsoDateTime } from '../../../lib/iso-date';
import { UnreadableDate } from '../created-time';
import { relativeTime, uiLocale } from '../dates';
import { folderLabel, folderOf } from '../../../lib/folders';

/** The fields the contract names (and the folder, which the console understands): shown first. */
const DOCUMENTED = new Set(['id', 'title', 'type', 'status', 'created_at']);
/** A server could send thousands; more than this is summed up, not drawn. */
const MAX_EXTRA_FIELDS = 200;
const MAX_VALUE_CHARS = 20_000;

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}… (${(text.length - MAX_VALUE_CHARS).toLocaleString('en')} more characters)`
    : text;
}

/** Any JSON value as inert text: strings as they are, objects as formatted JSON. */
export function FieldValue({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    return value === '' ? (
      <span className="muted">(empty)</span>
    ) : (
      <span className="value-text">{clip(value)}</span>
    );
  }
  if (value !== null && typeof value === 'object') {
    return <pre className="value-json">{clip(JSON.stringify(value, null, 2))}</pre>;
  }
  return <code>{String(JSON.stringify(value) ?? value)}</code>;
}

let longFormat: Intl.DateTimeFormat | undefined;
/** "Nov 20, 2026, 10:00:00 AM GMT+1": local, with seconds and the zone. */
const localDateTimeLong = (date: Date) =>
  (longFormat ??= new Intl.DateTimeFormat(uiLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  })).format(date);

function Created({ value }: { value: string }) {
  const date = parseIsoDateTime(value);
  if (!date) return <UnreadableDate value={value} />;
  const iso = date.toISOString();
  return (
    <time dateTime={iso} className="created-details">
      <span>{localDateTimeLong(date)}</span>
      <span className="muted">{relativeTime(date)}</span>
      <code>{iso}</code>
    </time>
  );
}

function Pair({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="details-pair">
      <dt className="value-text">{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DocumentedFields({ item }: { item: ListItem }) {
  const folder = folderOf(item);
  return (
    <dl className="details-list">
      <Pair name="ID">
        <code className="value-text">{item.id}</code>
      </Pair>
      <Pair name="Title">
        <FieldValue value={item.title} />
      </Pair>
      <Pair name="Type">
        <Badge value={item.type} />
      </Pair>
      <Pair name="Status">
        <Badge value={item.status} />
      </Pair>
      <Pair name="Created">
        <Created value={item.created_at} />
      </Pair>
      {folder !== undefined ? (
        <Pair name="Folder">
          <FieldValue value={folderLabel(folder) ? `${folderLabel(folder)} (${folder})` : folder} />
        </Pair>
      ) : null}
    </dl>
  );
}

/** Everything else the server sent, in its order; nothing in the console depends on it. */
export function extraFields(item: ListItem): [string, unknown][] {
  const skipFolder = folderOf(item) !== undefined;
  return Object.entries(item).filter(
    ([key]) => !DOCUMENTED.has(key) && !(skipFolder && key === 'folder_id'),
  );
}

export function ExtraFields({ fields }: { fields: [string, unknown][] }) {
  const shown = fields.slice(0, MAX_EXTRA_FIELDS);
  return (
    <>
      <dl className="details-list">
        {shown.map(([key, value]) => (
          <Pair key={key} name={key}>
            <FieldValue value={value} />
          </Pair>
        ))}
      </dl>
      {fields.length > shown.length ? (
        <p className="hint">
          And {(fields.length - shown.length).toLocaleString('en')} more fields, not shown.
        </p>
      ) : null}
    </>
  );
}
