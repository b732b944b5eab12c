/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   Explicit table roles on purpose: narrow screens restyle rows as cards (display: grid), which
   makes some browsers drop implicit table semantics. */
import { useEffect, useRef } from 'react';
import type { ListItem } from '../../api/schemas';
import { Badge } from '../../components/ui/badge';
import { CopyButton } from '../../components/ui/copy-button';
import type { OrderOption } from '../../lib/config';
import { CreatedTime } from './created-time';

interface SortableColumn {
  field: 'title' | 'created_at';
  label: string;
}

interface EntriesTableProps {
  items: ListItem[] | undefined;
  skeletonRows: number;
  busy: boolean;
  order: string;
  orderOptions: OrderOption[];
  onOrder: (order: string) => void;
  highlightId?: string;
  changedIds: ReadonlySet<string>;
}

function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}

/** The options that sort by a column, ascending first. */
function optionsFor(field: string, options: OrderOption[]) {
  return {
    ascending: options.find((o) => o.value === field),
    descending: options.find((o) => o.value === `-${field}`),
  };
}

function SortHeader({
  column,
  order,
  orderOptions,
  onOrder,
}: { column: SortableColumn } & Pick<EntriesTableProps, 'order' | 'orderOptions' | 'onOrder'>) {
  const { ascending, descending } = optionsFor(column.field, orderOptions);
  if (!ascending && !descending)
    return (
      <th role="columnheader" scope="col">
        {column.label}
      </th>
    );
  const sort =
    order === ascending?.value
      ? 'ascending'
      : order === descending?.value
        ? 'descending'
        : undefined;
  // Toggle when already sorted by this column; otherwise start with the natural direction.
  const natural =
    column.field === 'created_at' ? (descending ?? ascending) : (ascending ?? descending);
  const next =
    sort === 'ascending'
      ? (descending ?? ascending)
      : sort === 'descending'
        ? (ascending ?? descending)
        : natural;
  return (
    <th role="columnheader" scope="col" aria-sort={sort}>
      <button
        type="button"
        className="sort-button"
        onClick={() => next && onOrder(next.value)}
        title={next ? `Sort: ${next.label}` : undefined}
      >
        {column.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          width="10"
          height="10"
          className={`sort-icon sort-${sort ?? 'none'}`}
        >
          <path d="M3 5l3-3 3 3M3 7l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      </button>
    </th>
  );
}

export function EntriesTable({
  items,
  skeletonRows,
  busy,
  order,
  orderOptions,
  onOrder,
  highlightId,
  changedIds,
}: EntriesTableProps) {
  const highlightRef = useRef<HTMLTableRowElement>(null);
  const highlightShown = Boolean(highlightId && items?.some((i) => i.id === highlightId));

  useEffect(() => {
    if (highlightShown) highlightRef.current?.scrollIntoView({ block: 'nearest' });
  }, [highlightShown]);

  return (
    <div className="table-scroll">
      {/* Explicit roles keep table semantics where narrow screens restyle the rows as cards. */}
      <table
        role="table"
        className={`entries-table${busy ? ' is-busy' : ''}`}
        aria-label="Entries"
        aria-busy={busy || !items}
      >
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col" className="col-id">
              ID
            </th>
            <SortHeader
              column={{ field: 'title', label: 'Title' }}
              order={order}
              orderOptions={orderOptions}
              onOrder={onOrder}
            />
            <th role="columnheader" scope="col" className="col-badge">
              Type
            </th>
            <th role="columnheader" scope="col" className="col-badge">
              Status
            </th>
            <SortHeader
              column={{ field: 'created_at', label: 'Created' }}
              order={order}
              orderOptions={orderOptions}
              onOrder={onOrder}
            />
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items
            ? items.map((item) => {
                const highlighted = item.id === highlightId;
                return (
                  <tr
                    role="row"
                    key={item.id}
                    ref={highlighted ? highlightRef : undefined}
                    className={highlighted ? 'row-highlight' : undefined}
                    aria-current={highlighted ? 'true' : undefined}
                  >
                    <td role="cell" className="cell-id">
                      <span className="cell-label">ID </span>
                      <code title={item.id}>{shortId(item.id)}</code>
                      <CopyButton value={item.id} />
                    </td>
                    <td role="cell" className="cell-title">
                      <span className="truncate" title={item.title}>
                        {item.title || '(untitled)'}
                      </span>
                    </td>
                    <td role="cell" className="cell-type">
                      <Badge value={item.type} />
                    </td>
                    <td role="cell" className="cell-status">
                      <Badge value={item.status} changed={changedIds.has(item.id)} />
                    </td>
                    <td role="cell" className="cell-created">
                      <CreatedTime value={item.created_at} />
                    </td>
                  </tr>
                );
              })
            : Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} className="skeleton-row" aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((c) => (
                    <td key={c}>
                      <span className="skeleton" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
