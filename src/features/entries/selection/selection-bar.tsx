import type { MouseEvent } from 'react';
import type { ListItem } from '../../../api/schemas';
import { CopyButton } from '../../../components/ui/copy-button';
import { entryHref } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { saveFile } from '../../../lib/save-file';
import { exportFileName } from '../export/file-name';
import { FORMATS } from '../export/formats';
import './selection-bar.css';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 } as const;

/**
 * What can be done with the ticked entries: `Copy IDs`, `Copy links` (one per line),
 * `Export selected` (a CSV of exactly those entries) and `Clear selection`. Loaded when the
 * first row is ticked.
 */
export function SelectionBar({
  selected,
  folder,
  onClear,
}: {
  selected: ReadonlyMap<string, ListItem>;
  folder: string;
  onClear: () => void;
}) {
  const items = [...selected.values()];
  const ids = items.map((item) => item.id);
  const links = ids.map((id) => `${window.location.origin}${entryHref(id)}`);

  function exportSelected() {
    const { create, mime } = FORMATS.csv;
    const writer = create();
    saveFile(
      writer.begin(items) + items.map(writer.row).join('') + writer.end(),
      exportFileName(folder, 'csv', new Date(), 'selected'),
      mime,
    );
  }

  function clear(event: MouseEvent<HTMLButtonElement>) {
    const table = event.currentTarget.closest('.table-scroll');
    onClear();
    // The bar goes with its button: focus stays with the table, on the header's tick box (or,
    // where no header is shown, the row that holds the table's Tab stop).
    const all = table?.querySelector<HTMLElement>('thead input');
    (all?.offsetParent
      ? all
      : table?.querySelector<HTMLElement>('tbody tr[tabindex="0"]')
    )?.focus();
  }

  return (
    <div className="selection-bar" role="region" aria-label="Selected entries">
      <p role="status">{plural(items.length, 'entry', 'entries')} selected</p>
      <CopyButton value={ids.join('\n')} label="Copy IDs" text="Copy IDs" />
      <CopyButton value={links.join('\n')} label="Copy links" text="Copy links" icon="link" />
      {/* On a phone the bar is as narrow as the screen: its buttons show their icons alone. */}
      <BarButton
        label="Export selected"
        path="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11"
        onClick={exportSelected}
      />
      <BarButton label="Clear selection" path="M4 4l8 8M12 4l-8 8" ghost onClick={clear} />
    </div>
  );
}

/** One of the bar's own buttons: its icon, and its words where the bar has room for them. */
function BarButton({
  label,
  path,
  ghost = false,
  onClick,
}: {
  label: string;
  path: string;
  ghost?: boolean;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      className={ghost ? 'button button-ghost' : 'button'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path d={path} {...STROKE} />
      </svg>
      <span className="bar-text">{label}</span>
    </button>
  );
}
