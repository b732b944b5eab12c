import { useId } from 'react';
import { FieldValue } from './field-value';
import { formatCount } from '../../../lib/plural';
import { isRecord } from '../../../api/schemas';

/** An entry can carry up to a thousand items; a server could send more. */
const MAX_ROWS = 200;

/** A cell: text as it is, anything else (a server's odd value) as inert JSON; absent, empty. */
function Cell({ value }: { value: unknown }) {
  if (value === undefined) return <span className="muted">—</span>;
  return <FieldValue value={value} />;
}

/** The entry's metadata as the form shows items: Type, Key, Value or File, Item title. */
export function MetadataItems({ value }: { value: unknown }) {
  const id = useId();
  const items = Array.isArray(value) ? value : null;
  const shown = items?.slice(0, MAX_ROWS) ?? [];
  return (
    <section className="details-metadata" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Metadata items</h3>
      {items === null ? (
        <FieldValue value={value} />
      ) : items.length === 0 ? (
        <p className="muted">No metadata items.</p>
      ) : (
        <table className="details-table" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Key</th>
              <th scope="col">Value or File</th>
              <th scope="col">Item title</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item: unknown, index) =>
              isRecord(item) ? (
                <tr key={index}>
                  <td>
                    <Cell value={item.type} />
                  </td>
                  <td>
                    <Cell value={item.key} />
                  </td>
                  <td>
                    <Cell value={item.value ?? item.file} />
                  </td>
                  <td>
                    <Cell value={item.title} />
                  </td>
                </tr>
              ) : (
                <tr key={index}>
                  <td colSpan={4}>
                    <FieldValue value={item} />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {items && items.length > shown.length ? (
        <p className="hint">
          And {formatCount(items.length - shown.length)} more items, not shown.
        </p>
      ) : null}
    </section>
  );
}
