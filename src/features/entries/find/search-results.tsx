import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Pagination } from '../../../api/schemas';
import { useConfig } from '../../../api/api-context';
import { folderOf } from '../../../lib/folders';
import { EntriesTable } from '../entries-table';
import type { RowActions } from '../entry-row';
import type { ListState } from '../list-state';
import { PaginationBar } from '../pagination-bar';
import type { SearchAnswer, SearchQuery } from './index-engine';
import type { ViewSelection } from '../selection/use-selection';
import { useIndex } from './find-controls';
import { toSearchQuery, useIndexStats, useSearch } from './use-search';
import { formatCount } from '../../../lib/plural';

const NONE: ReadonlySet<string> = new Set();

export interface SearchResultsProps extends RowActions {
  state: ListState;
  onOrder: (order: string) => void;
  /** `replace`: a page past the last one (fewer matches now) is corrected, not a step of history. */
  onPage: (page: number, options?: { replace?: boolean }) => void;
  onLimit: (limit: number) => void;
  /** Ticks on the results, with the same bar as the list's. */
  selection: ViewSelection;
}

/** The matches as the list's pager reads a page of the list. */
function pagesOf({ matches, query }: SearchAnswer & { query: SearchQuery }): Pagination {
  const last = Math.max(1, Math.ceil(matches / query.limit));
  const current = Math.floor((query.offset ?? 0) / query.limit) + 1;
  return {
    total: matches,
    per_page: query.limit,
    current_page: current,
    last_page: last,
    has_more_pages: current < last,
  };
}

/** The index's matches, in place of the list's page, paged as the list is (Rows per page). */
export function SearchResults({
  state,
  onOrder,
  onPage,
  onLimit,
  selection,
  ...actions
}: SearchResultsProps) {
  useIndex();
  // The rows are drawn again only when an answer arrives, not for every keystroke before it:
  // the handlers read the latest props, and the links are those of the view the answer is for.
  const latest = useRef({ onOrder, onPage, ...actions });
  useLayoutEffect(() => {
    latest.current = { onOrder, onPage, ...actions };
  });
  const open = useCallback((id: string) => latest.current.onOpen(id), []);
  const showFolder = useCallback((folder: string) => latest.current.onFolder(folder), []);
  const order = useCallback((next: string) => latest.current.onOrder(next), []);
  const config = useConfig();
  const asked = toSearchQuery(state, state.limit, (state.page - 1) * state.limit);
  const answer = useSearch(asked);
  const pagination = answer ? pagesOf(answer) : undefined;

  // A page past the last (matches went, or a link from when there were more): the last page.
  const answered = answer !== null && JSON.stringify(answer.query) === JSON.stringify(asked);
  const lastPage = pagination?.last_page ?? 1;
  const pastEnd = answered && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) latest.current.onPage(lastPage, { replace: true });
  }, [pastEnd, lastPage]);
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
      : `${formatCount(answer.matches)} ${answer.matches === 1 ? 'entry matches' : 'entries match'}${searched}.`;

  const items = answer?.items;
  // The links of the rows drawn: those of the view when their answer arrived.
  const [drawn, setDrawn] = useState({ items, detailsHref: actions.detailsHref });
  if (drawn.items !== items) setDrawn({ items, detailsHref: actions.detailsHref });
  // As on the list: a Folder column while the view spans folders, and the entries say which.
  const folderColumn =
    !state.folder && Boolean(drawn.items?.some((item) => folderOf(item) !== undefined));
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
        showFolder={folderColumn}
        onOpen={open}
        onFolder={showFolder}
        detailsHref={drawn.detailsHref}
        selection={selection}
      />
    ),
    [drawn, state.order, config.orderOptions, order, open, showFolder, folderColumn, selection],
  );

  return (
    // The text whose results are shown: what a keystroke's answer is recognised by (npm run bench).
    <div className="search-results" data-answered-query={answer?.query.q}>
      <p className="search-summary" aria-live="polite">
        {summary}
      </p>
      {answer && answer.matches === 0 ? null : table}
      {answer && answer.matches === 0 ? null : (
        <PaginationBar
          pagination={pagination}
          limit={state.limit}
          pageSizes={config.pageSizes}
          onPage={onPage}
          onLimit={onLimit}
        />
      )}
    </div>
  );
}
