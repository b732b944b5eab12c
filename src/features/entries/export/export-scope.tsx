/**
 * What `Export entries` will write, in the words of the choice made: every entry of the view
 * (all its pages), or the search's matches, counted as the list counts them.
 */
import { useConfig } from '../../../api/api-context';
import { folderLabel } from '../../../lib/folders';
import { formatCount } from '../../../lib/plural';
import { toSearchQuery, useIndexStats, useSearch } from '../find/use-search';
import type { ListState } from '../list-state';

/** A folder by its label where config names one, with its id beside it, as the details show it. */
export function FolderName({ folder }: { folder: string }) {
  const label = folderLabel(useConfig(), folder);
  return folder ? (
    <>
      folder{' '}
      <strong className="break">
        <bdi>{label ? `${label} (${folder})` : folder}</bdi>
      </strong>
    </>
  ) : (
    <>all folders</>
  );
}

/** The search results: how many match now, and among how many entries when the index is partial. */
export function ResultsScope({ view, orderLabel }: { view: ListState; orderLabel: string }) {
  // Only the count is read here: the export asks for the matches themselves.
  const answer = useSearch(toSearchQuery(view, 1));
  const { count, total } = useIndexStats();
  const matches = answer?.matches;
  const among =
    total !== null && count < total
      ? `, among the ${formatCount(count)} of ${formatCount(total)} entries searched so far`
      : '';
  return (
    <>
      {matches === undefined
        ? 'The search results: the entries '
        : `The search results: ${matches === 1 ? 'the 1 entry' : `the ${formatCount(matches)} entries`} `}
      in <FolderName folder={view.folder} /> that {matches === 1 ? 'matches' : 'match'} the search
      and filters on screen{among}, in the order “{orderLabel}”.
    </>
  );
}
