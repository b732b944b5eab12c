import type { OrderOption } from '../../lib/config';

export interface SortableColumn {
  field: 'title' | 'created_at';
  label: string;
  className?: string;
}

interface SortHeaderProps {
  column: SortableColumn;
  order: string;
  orderOptions: OrderOption[];
  onOrder: (order: string) => void;
}

/** The options that sort by a column, ascending first. */
function optionsFor(field: string, options: OrderOption[]) {
  return {
    ascending: options.find((o) => o.value === field),
    descending: options.find((o) => o.value === `-${field}`),
  };
}

/** A column header that sorts: one arrow for the active direction, none when not sorted by it. */
export function SortHeader({ column, order, orderOptions, onOrder }: SortHeaderProps) {
  const { ascending, descending } = optionsFor(column.field, orderOptions);
  if (!ascending && !descending)
    return (
      <th role="columnheader" scope="col" className={column.className}>
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
    <th role="columnheader" scope="col" aria-sort={sort} className={column.className}>
      <button
        type="button"
        className="sort-button"
        onClick={() => next && onOrder(next.value)}
        title={next ? `Sort: ${next.label}` : undefined}
      >
        {column.label}
        {sort ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 12 12"
            width="12"
            height="12"
            className={`sort-arrow sort-${sort}`}
          >
            <path
              d={
                sort === 'ascending' ? 'M6 10V2M2.5 5.5L6 2l3.5 3.5' : 'M6 2v8M2.5 6.5L6 10l3.5-3.5'
              }
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : null}
      </button>
    </th>
  );
}
