/* eslint-disable jsx-a11y/no-redundant-roles --
   Explicit table roles on purpose: narrow screens restyle rows as cards (display: grid), which
   makes some browsers drop implicit table semantics. */
import { useEffect, useRef } from 'react';
import type { ListItem } from '../../api/schemas';
import type { OrderOption } from '../../lib/config';
import { useRowNavigation } from '../../components/ui/use-row-navigation';
import { EntryRow, type RowActions } from './entry-row';
import { SortHeader } from './sort-header';
import { SelectionSlot } from './selection/selection-slot';
import type { ViewSelection } from './selection/use-selection';
import './entries-table.css';
import './entries-cards.css';
import './selection/bar-place.css';

interface EntriesTableProps extends RowActions {
  items: ListItem[] | undefined;
  skeletonRows: number;
  busy: boolean;
  order: string;
  orderOptions: OrderOption[];
  onOrder: (order: string) => void;
  highlightId?: string;
  changedIds: ReadonlySet<string>;
  /** A Folder column: when the view spans folders and the server says which. */
  showFolder: boolean;
  /** The table's accessible name. */
  label?: string;
  /** Ticks on the rows, kept across pages, and the bar that acts on them over the header. */
  selection?: ViewSelection;
}

/** The cells of a row, by their class: the skeleton draws the same columns as the rows. */
const skeletonCells = (showFolder: boolean, selectable: boolean) =>
  [
    selectable && 'cell-select',
    'cell-id',
    'cell-title',
    showFolder && 'cell-folder',
    'cell-type',
    'cell-status',
    'cell-created',
  ].filter((cell) => cell !== false);

export function EntriesTable({
  items,
  skeletonRows,
  busy,
  order,
  orderOptions,
  onOrder,
  highlightId,
  changedIds,
  showFolder,
  label = 'Entries',
  selection,
  ...actions
}: EntriesTableProps) {
  const highlightRef = useRef<HTMLTableRowElement>(null);
  const highlightShown = Boolean(highlightId && items?.some((i) => i.id === highlightId));
  const onPage = items ?? [];
  const ticked = selection ? onPage.filter((item) => selection.selected.has(item.id)).length : 0;
  // One Tab stop for the rows; arrows and j/k between them, Enter opens the entry.
  const navigation = useRowNavigation(items?.map((item) => item.id) ?? [], {
    onOpen: actions.onOpen,
    initialKey: highlightId,
  });

  useEffect(() => {
    if (highlightShown) highlightRef.current?.scrollIntoView({ block: 'nearest' });
  }, [highlightShown]);

  return (
    <div className={`table-scroll${selection?.selected.size ? ' is-selecting' : ''}`}>
      {selection ? <SelectionSlot selection={selection} /> : null}
      {/* Explicit roles keep table semantics where narrow screens restyle the rows as cards. */}
      <table
        role="table"
        className={`entries-table${busy ? ' is-busy' : ''}${showFolder ? ' with-folder' : ''}`}
        aria-label={label}
        aria-busy={busy || !items}
      >
        <thead role="rowgroup">
          <tr role="row">
            {selection ? (
              <th role="columnheader" scope="col" className="col-select">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={ticked > 0 && ticked === onPage.length}
                  ref={(box) => {
                    if (box) box.indeterminate = ticked > 0 && ticked < onPage.length;
                  }}
                  onChange={(event) => selection.toggle(onPage, event.target.checked)}
                />
              </th>
            ) : null}
            <th role="columnheader" scope="col" className="col-id">
              ID
            </th>
            <SortHeader
              column={{ field: 'title', label: 'Title', className: 'col-title' }}
              order={order}
              orderOptions={orderOptions}
              onOrder={onOrder}
            />
            {showFolder ? (
              <th role="columnheader" scope="col" className="col-folder">
                Folder
              </th>
            ) : null}
            <th role="columnheader" scope="col" className="col-badge">
              Type
            </th>
            <th role="columnheader" scope="col" className="col-badge">
              Status
            </th>
            <SortHeader
              column={{ field: 'created_at', label: 'Created', className: 'col-created' }}
              order={order}
              orderOptions={orderOptions}
              onOrder={onOrder}
            />
          </tr>
        </thead>
        <tbody role="rowgroup" {...navigation.bodyProps}>
          {items
            ? items.map((item) => (
                <EntryRow
                  key={item.id}
                  item={item}
                  showFolder={showFolder}
                  highlighted={item.id === highlightId}
                  changed={changedIds.has(item.id)}
                  rowRef={item.id === highlightId ? highlightRef : undefined}
                  navigation={navigation.rowProps(item.id)}
                  selection={selection}
                  {...actions}
                />
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                // The rows' own columns, each bar as wide as what the column holds: nothing jumps
                // when the rows arrive.
                <tr key={i} className="skeleton-row" aria-hidden="true">
                  {skeletonCells(showFolder, Boolean(selection)).map((cell) => (
                    <td key={cell} className={cell}>
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
