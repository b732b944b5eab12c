/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role --
   Explicit table roles on purpose: narrow screens restyle rows as cards, which makes some
   browsers drop implicit table semantics. A row takes focus so Enter opens its details (its
   title is the same action as a real link, for pointers and screen readers), which makes the
   linter count the row as interactive. */
import type { MouseEvent } from 'react';
import type { ListItem } from '../../api/schemas';
import { Badge } from '../../components/ui/badge';
import { CopyButton } from '../../components/ui/copy-button';
import { controlTabIndex, type NavigableRowProps } from '../../components/ui/use-row-navigation';
import { folderLabel, folderOf } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { cutText, HOVER_CHARS } from '../../lib/cut-text';
import { CreatedTime } from './created-time';
import type { Selection } from './selection/use-selection';

export interface RowActions {
  /** Where a link to the entry's details goes (this view, plus the entry). */
  detailsHref: (id: string) => string;
  onOpen: (id: string) => void;
  onFolder: (folder: string) => void;
}

interface EntryRowProps extends RowActions {
  item: ListItem;
  showFolder: boolean;
  highlighted: boolean;
  changed: boolean;
  rowRef?: React.Ref<HTMLTableRowElement>;
  /** From the table's row navigation: whether this row is the table's Tab stop. */
  navigation: NavigableRowProps;
  selection?: Selection;
}

export function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function EntryRow({
  item,
  showFolder,
  highlighted,
  changed,
  rowRef,
  navigation,
  selection,
  detailsHref,
  onOpen,
  onFolder,
}: EntryRowProps) {
  const config = useConfig();
  const folder = folderOf(item);
  // The row's own controls are Tab stops only while the row holds the table's stop.
  const inner = controlTabIndex(navigation);
  return (
    <tr
      role="row"
      ref={rowRef}
      {...navigation}
      data-entry-id={item.id}
      className={highlighted ? 'row-highlight' : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      {selection ? (
        <td role="cell" className="cell-select">
          <input
            type="checkbox"
            aria-label={`Select ${cutText(item.title, 200) || '(untitled)'}`}
            checked={selection.selected.has(item.id)}
            tabIndex={inner}
            onChange={(event) => selection.toggle([item], event.target.checked)}
          />
        </td>
      ) : null}
      <td role="cell" className="cell-id">
        <span className="cell-label">ID </span>
        <code title={cutText(item.id, HOVER_CHARS)}>{shortId(item.id)}</code>
        <CopyButton value={item.id} label={`Copy ID ${shortId(item.id)}`} tabIndex={inner} />
      </td>
      <td role="cell" className="cell-title">
        <a
          className="title-link truncate"
          href={detailsHref(item.id)}
          title={cutText(item.title, HOVER_CHARS)}
          tabIndex={inner}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onOpen(item.id);
          }}
        >
          {cutText(item.title) || '(untitled)'}
        </a>
      </td>
      {showFolder ? (
        <td role="cell" className="cell-folder">
          {folder ? (
            <>
              <span className="cell-label">Folder </span>
              <button
                type="button"
                className="folder-button"
                title={`Show only folder ${cutText(folder, HOVER_CHARS)}`}
                tabIndex={inner}
                onClick={() => onFolder(folder)}
              >
                {cutText(folderLabel(config, folder) ?? folder)}
              </button>
            </>
          ) : null}
        </td>
      ) : null}
      <td role="cell" className="cell-type">
        <Badge value={item.type} />
      </td>
      <td role="cell" className="cell-status">
        <Badge value={item.status} changed={changed} />
      </td>
      <td role="cell" className="cell-created">
        <CreatedTime value={item.created_at} />
      </td>
    </tr>
  );
}
