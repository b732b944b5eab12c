/**
 * "Possible duplicate": while Title and Folder match an entry already in that folder, a note
 * under Title says so and links to it. It never blocks creating. The folder's newest entries are
 * read once each time the form opens (one page of up to 100, the read Check folder makes);
 * titles are compared trimmed, in any letter case, with runs of spaces as one. `Create similar`
 * opens with the entry's own title and folder, so it shows at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { inFolder } from '../../api/create-once/folder-match';
import { folderQueries } from '../../api/create-once/folder-read';
import type { ListItem } from '../../api/schemas';
import { cutText } from '../../lib/cut-text';
import { folderLabel } from '../../lib/folders';
import { entryHref } from '../../lib/paths';
import { useAfterPress } from '../../lib/use-after-press';
import type { EntryFormControl } from '../../components/entry-fields/entry-field-map';

/** How long typing rests before the title is compared. */
const SETTLE_MS = 300;

/** A title as two people would say it is the same: trimmed, any case, spaces collapsed. */
export const sameTitle = (title: string) =>
  title.trim().replace(/\s+/gu, ' ').normalize('NFC').toLowerCase();

/** The entry of `items` in `folder` whose title is the same as `title`, if any. */
export function duplicateOf(
  items: readonly ListItem[],
  folder: string,
  title: string,
): ListItem | null {
  const wanted = sameTitle(title);
  if (wanted === '') return null;
  return items.find((item) => inFolder(item, folder) && sameTitle(item.title) === wanted) ?? null;
}

/** Title and folder once typing has rested (at once the first time: a prefilled form). */
function useSettled(control: EntryFormControl) {
  const [title, folder] = useWatch({ control, name: ['title', 'folder_id'] });
  const [settled, setSettled] = useState({ title, folder });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ title, folder }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [title, folder]);
  return settled;
}

export function PossibleDuplicate({ control }: { control: EntryFormControl }) {
  const api = useApi();
  const { title, folder } = useSettled(control);
  const folderId = folder.trim();
  const newest = useQuery({
    ...folderQueries.newest(api, folderId),
    enabled: folderId !== '' && sameTitle(title) !== '',
  });
  const match = newest.data ? duplicateOf(newest.data.list.items, folderId, title) : null;

  // The note moves what is under it: it comes and goes only between clicks.
  const afterPress = useAfterPress();
  const [shown, setShown] = useState<{ entry: ListItem; folder: string } | null>(null);
  useEffect(() => {
    afterPress(() => setShown(match ? { entry: match, folder: folderId } : null));
  }, [afterPress, match, folderId]);

  return (
    <p className={shown ? 'field-note' : 'visually-hidden'} role="status">
      {shown ? (
        <>
          An entry with this title is already in{' '}
          <bdi>{folderLabel(api.config, shown.folder) ?? shown.folder}</bdi>:{' '}
          <Link to={entryHref(shown.entry.id, new URLSearchParams({ folder_id: shown.folder }))}>
            <bdi>{cutText(shown.entry.title)}</bdi>
          </Link>
        </>
      ) : null}
    </p>
  );
}
