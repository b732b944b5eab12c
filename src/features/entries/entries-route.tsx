import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { useEntries, usePrefetchNextPage } from '../../api/entries';
import { CopyButton } from '../../components/ui/copy-button';
import { FoldMenu } from '../../components/ui/fold-menu';
import { useConfig } from '../../api/api-context';
import { folderLabel, folderOf } from '../../lib/folders';
import { createEntryHref, paths, type EntriesLocationState } from '../../lib/paths';
import { EntriesTable } from './entries-table';
import { ExportButton } from './export/export-button';
import { FindControlsSlot, SearchResultsSlot } from './find/find-slots';
import { FolderFilter } from './folder-filter';
import { ListStatePanel, usePreloadListStates } from './list-state-panel';
import {
  isSearching,
  parseListSearch,
  toListParams,
  toListSearch,
  type ListState,
} from './list-state';
import { PaginationBar } from './pagination-bar';
import { useEntryDetails } from './use-entry-details';
import { useSelection } from './selection/use-selection';
import { useFolderSuggestions } from './use-folder-suggestions';
import { useStatusChanges } from './use-status-changes';
import './entries.css';
import { useDocumentTitle } from '../../lib/use-document-title';

// Loaded when someone first opens an entry.
const EntryDetailsDialog = lazy(() =>
  import('./details/entry-details-dialog').then((m) => ({ default: m.EntryDetailsDialog })),
);

const POLL_MS = 2500;

export function EntriesRoute() {
  const config = useConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, corrected } = parseListSearch(searchParams, config);
  const searching = isSearching(state);
  // Search results are paged over the index: the list behind them stays on its first page.
  const params = toListParams(searching ? { ...state, page: 1 } : state);
  const highlightId = (location.state as EntriesLocationState | null)?.highlightId;
  const sectionRef = useRef<HTMLElement>(null);
  const details = useEntryDetails();
  const selection = useSelection(state);
  const orderCheck = usePreloadListStates();
  useDocumentTitle(
    state.folder ? `Entries · ${folderLabel(config, state.folder) ?? state.folder}` : 'Entries',
  );

  const query = useEntries(params, {
    pollWhile: (list) => list.items.some((item) => config.inProgressStatuses.includes(item.status)),
    pollMs: POLL_MS,
  });
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = query;
  const changedIds = useStatusChanges(data?.items, query.dataUpdatedAt);

  function go(next: Partial<ListState>, options: { replace?: boolean } = {}) {
    // Anything but a page change starts again at page 1.
    const merged = { ...state, page: 1, ...next };
    setSearchParams(toListSearch(merged, config), {
      replace: options.replace,
      state: location.state,
    });
  }

  // Bad values in the URL: show the defaults and say so in the address bar too.
  useEffect(() => {
    if (!corrected) return;
    setSearchParams(toListSearch(state, config), { replace: true, state: location.state });
  });

  /** A new page starts at the table's top, not where the previous page was scrolled to. */
  function changePage(page: number, options?: { replace?: boolean }) {
    go({ page }, options);
    const table = sectionRef.current?.querySelector('.table-scroll');
    if (table && table.getBoundingClientRect().top < 0) table.scrollIntoView({ block: 'start' });
  }

  // A page past the end (entries vanished): move to the last page.
  const lastPage = data?.pagination.last_page;
  useEffect(() => {
    if (!searching && !isPlaceholderData && lastPage !== undefined && state.page > lastPage) {
      go({ page: lastPage }, { replace: true });
    }
  });

  // The next page is fetched ahead, so paging forward is instant.
  usePrefetchNextPage(params, Boolean(data?.pagination.has_more_pages) && !isPlaceholderData);

  const suggestions = useFolderSuggestions(
    state.folder,
    Boolean(data && !isPlaceholderData && data.items.length > 0),
  );

  const openCreate = () => navigate(createEntryHref({ folder: state.folder }));
  // While the first page loads, a view across folders expects its Folder column (the skeleton).
  const showFolder =
    !state.folder && (!data || data.items.some((item) => folderOf(item) !== undefined));
  // The view as a link: folder, page, size and order, without an open entry.
  const viewQuery = toListSearch(state, config).toString();
  const viewUrl = `${window.location.origin}${paths.entries}${viewQuery ? `?${viewQuery}` : ''}`;

  const empty =
    data &&
    !isPlaceholderData &&
    data.items.length === 0 &&
    state.page <= data.pagination.last_page;
  const showError = error && !data;
  // A server that ignores order_by: said, and no column marked sorted (page-order.ts).
  const unordered = Boolean(
    orderCheck && data && !isPlaceholderData && !orderCheck(data.items, state.order),
  );

  return (
    <section ref={sectionRef} className="page entries-page" aria-labelledby="entries-title">
      <div className="page-header">
        <h1 id="entries-title" tabIndex={-1}>
          Entries
        </h1>
        <div className="page-actions">
          {/* On a phone these fold under `More actions`, so the list starts high on the screen. */}
          <FoldMenu label="More actions">
            <CopyButton value={viewUrl} label="Copy link to this view" text="Copy link" />
            <ExportButton view={state} />
            <Link to={paths.importEntries} className="button">
              Import entries
            </Link>
          </FoldMenu>
          <button type="button" className="button button-primary" onClick={openCreate}>
            Create entry
          </button>
        </div>
      </div>

      <div className="toolbar" role="group" aria-label="List options">
        <FolderFilter
          value={state.folder}
          suggestions={suggestions}
          onCommit={(folder) => go({ folder })}
        />
        <label className="field-inline">
          <span>Sort by</span>
          <select value={state.order} onChange={(event) => go({ order: event.target.value })}>
            {config.orderOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <p className="fetch-indicator" role="status">
          {isFetching && data ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Updating…
            </>
          ) : null}
        </p>
      </div>

      <FindControlsSlot state={state} onChange={go} listShown={data !== undefined}>
        {error && data ? (
          <ListStatePanel kind="refresh-error" error={error} onRetry={() => void refetch()} />
        ) : null}

        {data?.extraItems ? (
          <ListStatePanel kind="extra-rows" shown={data.items.length} extra={data.extraItems} />
        ) : null}

        {unordered ? <ListStatePanel kind="other-order" order={state.order} /> : null}

        {searching ? (
          <SearchResultsSlot
            state={state}
            onOrder={(order) => go({ order })}
            onPage={changePage}
            onLimit={(limit) => go({ limit })}
            onFolder={(folder) => go({ folder })}
            onOpen={details.open}
            detailsHref={details.detailsHref}
            selection={selection}
          />
        ) : showError ? (
          <ListStatePanel
            kind="error"
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : empty ? (
          <ListStatePanel
            kind="empty"
            folder={state.folder}
            onFolder={(folder) => go({ folder })}
            onCreate={openCreate}
          />
        ) : (
          <>
            {/* The place of the search's "N entries match" line: the table stays where it is. */}
            <p className="list-summary-space" aria-hidden="true" />
            <EntriesTable
              items={isPending ? undefined : data?.items}
              skeletonRows={Math.min(state.limit, 10)}
              busy={isPlaceholderData}
              order={unordered ? '' : state.order}
              orderOptions={config.orderOptions}
              onOrder={(order) => go({ order })}
              highlightId={highlightId}
              changedIds={changedIds}
              showFolder={showFolder}
              onFolder={(folder) => go({ folder })}
              onOpen={details.open}
              detailsHref={details.detailsHref}
              selection={selection}
            />
            <PaginationBar
              pagination={data?.pagination}
              limit={state.limit}
              pageSizes={config.pageSizes}
              onPage={changePage}
              onLimit={(limit) => go({ limit })}
            />
          </>
        )}
      </FindControlsSlot>
      {details.entryId && data && !isPlaceholderData ? (
        <Suspense fallback={null}>
          <EntryDetailsDialog
            key={details.entryId}
            entryId={details.entryId}
            item={data.items.find((item) => item.id === details.entryId) ?? null}
            folder={state.folder}
            order={state.order}
            onClose={details.close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
