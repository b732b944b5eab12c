import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useConfig } from '../../../api/api-context';
import { EntriesTable } from '../entries-table';
import type { RowActions } from '../entry-row';
import type { ListState } from '../list-state';
import type { ViewSelection } from '../selection/use-selection';
import { useIndex } from './find-controls';
import { toSearchQuery, useIndexStats, useSearch } from './use-search';
import { formatCount } from '../../../lib/plural';

const PAGE = 25;
const NONE: ReadonlySet<string> = new Set();

export interface SearchResultsProps extends RowActions {
  state: ListState;
  onOrder: (order: string) => void;
  /** Ticks on the results, with the same bar as the list's. */
  selection: ViewSelection;
}

/** The index's matches, in place of the list's page: twenty-five more at a time. */
export function SearchResults({ state, onOrder, selection, ...actions }: SearchResultsProps) {
  useIndex();
  // The rows are drawn again only when an answer arrives, not for every keystroke before it:
  // the handlers read the latest props, and the links are those of the view the answer is for.
  const latest = useRef({ onOrder, ...actions });
  useLayoutEffect(() => {
    latest.current = { onOrder, ...actions };
  });
  const open = useCallback((id: string) => latest.current.onOpen(id), []);
  const showFolder = useCallback((folder: string) => latest.current.onFolder(folder), []);
  const order = useCallback((next: string) => latest.current.onOrder(next), []);
  const config = useConfig();
  const changeKey = `${state.q}|${state.status}|${state.type}|${state.from}|${state.to}|${state.folder}`;
  const [more, setMore] = useState({ key: changeKey, limit: PAGE });
  // New search text or filters start again with the first twenty-five.
  const limit = more.key === changeKey ? more.limit : PAGE;
  const answer = useSearch(toSearchQuery(state, limit));

  const shown = answer?.items.length ?? 0;
  // While the index holds fewer entries than the server counts, every count says how many it
  // searched.
  const { count, total } = useIndexStats();
  const searched =
    total !== null && count < total
      ? `, in ${formatCount(count)} of ${formatCount(total)} entries`
      : '';
  const summary = !answer
    ? 'Searching…'
    : answer.matches === 0
      ? `No indexed entry matches${searched}.`
      : `${formatCount(answer.matches)} ${answer.matches === 1 ? 'entry matches' : 'entries match'}${searched}${shown < answer.matches ? `; the first ${formatCount(shown)} are shown` : ''}.`;

  const items = answer?.items;
  // The links of the rows drawn: those of the view when their answer arrived.
  const [drawn, setDrawn] = useState({ items, detailsHref: actions.detailsHref });
  if (drawn.items !== items) setDrawn({ items, detailsHref: actions.detailsHref });
  const table = useMemo(
    () => (
      <EntriesTable
        label="Search results"
        items={drawn.items}
        skeletonRows={3}
        busy={false}
        order={state.order}
        orderOptions={config.orderOptions}
        onOrder={order}
        changedIds={NONE}
        showFolder
        onOpen={open}
        onFolder={showFolder}
        detailsHref={drawn.detailsHref}
        selection={selection}
      />
    ),
    [drawn, state.order, config.orderOptions, order, open, showFolder, selection],
  );

  return (
    // The text whose results are shown: what a keystroke's answer is recognised by (npm run bench).
    <div className="search-results" data-answered-query={answer?.query.q}>
      <p className="search-summary" aria-live="polite">
        {summary}
      </p>
      {answer && answer.matches === 0 ? null : table}
      {answer && shown < answer.matches ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setMore({ key: changeKey, limit: limit + PAGE })}
        >
          Show more results
        </button>
      ) : null}
    </div>
  );
}
