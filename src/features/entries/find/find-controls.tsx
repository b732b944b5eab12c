import { useEffect, useState } from 'react';
import { useConfig } from '../../../api/api-context';
import { useIndexInbox } from '../../../api/index-inbox';
import type { ListState } from '../list-state';
import { FIND_KEYS, MAX_QUERY_LENGTH, isSearching, toListSearch } from '../list-state';
import { ViewsButton } from '../views/views-button';
import { DateRange } from './date-range';
import { IndexStatus } from './index-status';
import { useIndexAll } from './use-index-all';
import { useEntryIndex } from './index-client';
import { useIndexStats } from './use-search';
import { useSearchText } from './use-search-text';
import { formatCount } from '../../../lib/plural';
import { useServices } from '../../../lib/services';
import './find.css';

export const SEARCH_INPUT_ID = 'search-entries';

type FindChange = Partial<Pick<ListState, (typeof FIND_KEYS)[number]>>;

export interface FindControlsProps {
  state: ListState;
  /** `replace` while typing, so each keystroke is not a step of history. */
  onChange: (next: FindChange, options?: { replace?: boolean }) => void;
  /** The list on screen has its first answer. */
  listShown: boolean;
}

/** Starts this session's index when the list first shows; safe to call from several places. */
export function useIndex() {
  const index = useEntryIndex();
  const inbox = useIndexInbox();
  const { indexMaxEntries } = useConfig();
  useEffect(() => index.start(indexMaxEntries, inbox), [index, indexMaxEntries, inbox]);
}

/** The values seen so far, "Any" first, and the one in the URL even when not seen (yet). */
function ValueSelect(props: {
  label: 'Status' | 'Type';
  value: string;
  seen: string[];
  onChange: (value: string) => void;
}) {
  const values =
    props.value && !props.seen.includes(props.value) ? [props.value, ...props.seen] : props.seen;
  return (
    <label className="field-inline">
      <span>{props.label}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Any</option>
        {values.map((value) => (
          <option key={value} value={value} title={value}>
            {value.length > 60 ? `${value.slice(0, 59)}…` : value}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * `Clear search` (text and filters) or `Clear filters` (the filters alone), in a place of its own
 * as wide as the longer of the two: the fields beside it never move when it appears, and it is
 * hidden, out of reach of Tab and pointer, while there is nothing to clear.
 */
function ClearButton(props: { clears: 'search' | 'filters' | null; onClick: () => void }) {
  const says = props.clears ?? 'filters';
  return (
    <button
      type="button"
      className="button button-link find-clear"
      data-idle={props.clears ? undefined : ''}
      inert={!props.clears}
      onClick={props.onClick}
    >
      {(['search', 'filters'] as const).map((what) => (
        <span key={what} aria-hidden={what === says ? undefined : true}>
          {what === 'search' ? 'Clear search' : 'Clear filters'}
        </span>
      ))}
    </button>
  );
}

/** "entry" or "12 entries": how many ids `ids` names. */
function chosenCount(ids: string): string {
  const n = new Set(ids.split(',')).size;
  return n === 1 ? 'entry' : `${formatCount(n)} entries`;
}

export function FindControls({ state, onChange, listShown }: FindControlsProps) {
  useIndex();
  const config = useConfig();
  const { indexMaxEntries } = config;
  const stats = useIndexStats();
  // The Folder fields offer every folder the index has seen: in live mode the configured folders
  // are not all there are, and no one should need an id to find a folder the console listed.
  const recent = useServices().recentFolders;
  useEffect(() => recent.noteSeen(stats.folders), [recent, stats.folders]);
  const indexAll = useIndexAll(listShown);
  const backwards = Boolean(state.from && state.to && state.from > state.to);
  const search = useSearchText(state.q, (q) => onChange({ q }, { replace: true }));
  // On a phone the four filters fold under one button, so the list is not pushed off the screen:
  // shown while one is set (a link, Back), until someone folds them.
  const active = FIND_KEYS.filter((key) => key !== 'q' && state[key]).length;
  const [filtersChosen, setFiltersChosen] = useState<boolean | null>(null);
  const filtersOpen = filtersChosen ?? active > 0;

  return (
    <div className="find-controls">
      <div className="find-fields" role="search" aria-label="Find entries">
        <label className="field-inline find-search">
          <span>Search entries</span>
          <input
            id={SEARCH_INPUT_ID}
            type="search"
            value={search.text}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Title or ID, any part"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => search.type(event.target.value)}
            onKeyDown={(event) => {
              if (event.altKey || event.ctrlKey || event.metaKey) return;
              // Escape clears the text, in the field and in the address (the filters stay).
              if (event.key === 'Escape' && search.text !== '') {
                event.preventDefault();
                search.reset('');
                onChange({ q: '' });
                return;
              }
              // ↓ goes on to the results: the row that holds the table's Tab stop.
              if (event.key !== 'ArrowDown') return;
              const row = event.currentTarget
                .closest('section')
                ?.querySelector<HTMLElement>('tbody tr[tabindex="0"]');
              if (!row) return;
              event.preventDefault();
              row.focus();
            }}
          />
        </label>
        <button
          type="button"
          className="button find-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="find-filters"
          onClick={() => setFiltersChosen(!filtersOpen)}
        >
          Filters
          {/* Room for the count kept while there is none: the search field beside it never shrinks. */}
          <span className="find-filters-count">{active ? ` (${active})` : ''}</span>
        </button>
        <div id="find-filters" className="find-filters" data-open={filtersOpen || undefined}>
          <ValueSelect
            label="Status"
            value={state.status}
            seen={stats.statuses}
            onChange={(status) => onChange({ ...search.take(), status })}
          />
          <ValueSelect
            label="Type"
            value={state.type}
            seen={stats.types}
            onChange={(type) => onChange({ ...search.take(), type })}
          />
          <DateRange
            from={state.from}
            to={state.to}
            errorId={backwards ? 'find-date-error' : undefined}
            onChange={(dates) => onChange({ ...search.take(), ...dates })}
          />
          <ClearButton
            clears={isSearching(state) ? (state.q || state.ids ? 'search' : 'filters') : null}
            onClick={() => {
              search.reset('');
              onChange(Object.fromEntries(FIND_KEYS.map((key) => [key, ''])));
            }}
          />
          <ViewsButton current={toListSearch(state, config)} />
        </div>
      </div>
      {state.ids ? (
        <p className="notice notice-info">
          Showing only the {chosenCount(state.ids)} chosen by the link you followed (Show these
          entries). Clear search shows every entry again.
        </p>
      ) : null}
      {backwards ? (
        <p id="find-date-error" className="notice notice-error" role="alert">
          Created from is after Created to: no entry can match. Change one of the dates.
        </p>
      ) : null}
      <IndexStatus
        stats={stats}
        maxEntries={indexMaxEntries}
        indexing={indexAll.state}
        onIndexAll={() => void indexAll.start()}
        onCancel={indexAll.cancel}
      />
    </div>
  );
}
