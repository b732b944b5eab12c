/**
 * The search's two places on the list, each loaded on demand: nothing of the search or its
 * index is in the first load, and the controls arrive just after the list.
 */
import { lazy, Suspense } from 'react';
import type { FindControlsProps } from './find-controls';
import type { SearchResultsProps } from './search-results';

const FindControls = lazy(() =>
  import('./find-controls').then((m) => ({ default: m.FindControls })),
);
const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);

export function FindControlsSlot(props: FindControlsProps) {
  return (
    <Suspense fallback={null}>
      <FindControls {...props} />
    </Suspense>
  );
}

export function SearchResultsSlot(props: SearchResultsProps) {
  return (
    <Suspense fallback={null}>
      <SearchResults {...props} />
    </Suspense>
  );
}
