import type { ListItem } from '../../../api/schemas';
import { CopyButton } from '../../../components/ui/copy-button';
import { entryHref } from '../../../lib/paths';
import { formatCount } from '../../../lib/plural';
import { saveFile } from '../../../lib/save-file';
import { exportFileName } from '../export/file-name';
import { FORMATS } from '../export/formats';
import './selection-bar.css';

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

  return (
    <div className="selection-bar" role="region" aria-label="Selected entries">
      <p role="status">
        {formatCount(items.length)} {items.length === 1 ? 'entry' : 'entries'} selected
      </p>
      <CopyButton value={ids.join('\n')} label="Copy IDs" text="Copy IDs" />
      <CopyButton value={links.join('\n')} label="Copy links" text="Copy links" />
      <button type="button" className="button" onClick={exportSelected}>
        Export selected
      </button>
      <button type="button" className="button button-ghost" onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
