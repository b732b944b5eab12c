import type { ReactNode } from 'react';
import type { ListItem } from '../../../api/schemas';
import { Badge } from '../../../components/ui/badge';
import { parseIsoDateTime } from '../../../lib/iso-date';
import { UnreadableDate } from '../created-time';
import { relativeTime } from '../../../lib/dates';
import { localDateTimeLong } from '../../../lib/exact-times';
import { folderLabel, folderOf } from '../../../lib/folders';
import { useApi, useConfig } from '../../../api/api-context';
import { FieldValue } from './field-value';
import { MetadataItems } from './metadata-table';
import { formatCount } from '../../../lib/plural';

/**
 * The fields the console knows: the contract's, and the create body's (which a server may send
 * back). Shown as entry fields, with the form's labels; the folder is handled on its own.
 */
const KNOWN = new Set([
  'id',
  'title',
  'type',
  'status',
  'created_at',
  'description',
  'callback_url',
  'data_encrypted',
  'metadata',
]);
/** A server could send thousands; more than this is summed up, not drawn. */
const MAX_EXTRA_FIELDS = 200;

function Created({ value }: { value: string }) {
  const { now } = useApi();
  const date = parseIsoDateTime(value);
  if (!date) return <UnreadableDate value={value} />;
  const iso = date.toISOString();
  return (
    <time dateTime={iso} className="created-details">
      <span>{localDateTimeLong(date)}</span>
      <span className="muted">{relativeTime(date, now())}</span>
      <code>{iso}</code>
    </time>
  );
}

export function Pair({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="details-pair">
      <dt className="value-text">{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A create-body field the server sent back, under the form's label; absent, not shown. */
function BodyField({ item, field, label }: { item: ListItem; field: string; label: string }) {
  if (!Object.hasOwn(item, field)) return null;
  const value = item[field];
  return (
    <Pair name={label}>
      {typeof value === 'boolean' ? value ? 'Yes' : 'No' : <FieldValue value={value} />}
    </Pair>
  );
}

export function DocumentedFields({ item }: { item: ListItem }) {
  const config = useConfig();
  const folder = folderOf(item);
  return (
    <>
      <dl className="details-list">
        <Pair name="ID">
          <code className="value-text">{item.id}</code>
        </Pair>
        <Pair name="Title">
          <FieldValue value={item.title} whole="title" />
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
            <FieldValue
              value={
                folderLabel(config, folder) ? `${folderLabel(config, folder)} (${folder})` : folder
              }
            />
          </Pair>
        ) : null}
        <BodyField item={item} field="description" label="Description" />
        <BodyField item={item} field="callback_url" label="Callback URL" />
        <BodyField item={item} field="data_encrypted" label="Encrypt data" />
      </dl>
      {Object.hasOwn(item, 'metadata') ? <MetadataItems value={item.metadata} /> : null}
    </>
  );
}

/** Everything else the server sent, in its order; nothing in the console depends on it. */
export function extraFields(item: ListItem): [string, unknown][] {
  const skipFolder = folderOf(item) !== undefined;
  return Object.entries(item).filter(
    ([key]) => !KNOWN.has(key) && !(skipFolder && key === 'folder_id'),
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
          And {formatCount(fields.length - shown.length)} more fields, not shown.
        </p>
      ) : null}
    </>
  );
}
