/**
 * `Show these entries`: the entries a finished import created, as search results on the list
 * (`/entries?ids=…`). They are told to the search index first (api/index-inbox.ts), so every
 * one is found at once, before any list page shows them.
 */
import { useIndexInbox } from '../../../api/index-inbox';
import type { ListItem } from '../../../api/schemas';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { formatCount } from '../../../lib/plural';
import type { JobRow } from './job-types';

/** At most this many ids go in the address (a longer one some hosts refuse on a reload). */
export const MAX_SHOWN = 200;

/** What the import knows of a created row's entry; the status only the server says, later. */
function createdItem(row: JobRow, madeAt: number): ListItem | null {
  if (row.state !== 'created' || !row.id) return null;
  return {
    id: row.id,
    title: row.body?.title ?? row.title,
    type: row.body?.template ?? '',
    status: '',
    created_at: new Date(row.sentAt ?? madeAt).toISOString(),
    folder_id: row.folder,
  } as ListItem;
}

export function ShowTheseEntries({ rows, madeAt }: { rows: readonly JobRow[]; madeAt: number }) {
  const tellCreated = useIndexInbox().tell;
  const created = rows.flatMap((row) => createdItem(row, madeAt) ?? []);
  const items = created.slice(0, MAX_SHOWN);
  if (items.length === 0) return null;
  const search = new URLSearchParams({ ids: items.map((item) => item.id).join(',') });
  const hintId = `show-these-${items[0]!.id}`;
  const cut = created.length > items.length;
  return (
    <>
      <Link
        className="button"
        to={`${paths.entries}?${search}`}
        aria-describedby={cut ? hintId : undefined}
        onClick={() => tellCreated(items)}
      >
        Show these entries
      </Link>
      {cut ? (
        <span id={hintId} className="hint">
          Shows the first {formatCount(items.length)} of the {formatCount(created.length)} entries
          created; the report lists them all.
        </span>
      ) : null}
    </>
  );
}
