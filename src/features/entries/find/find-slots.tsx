/** The search's two places on the list, loaded on demand: none of it is in the first load. */
import { lazy, Suspense, type ReactNode } from 'react';
import type { FindControlsProps } from './find-controls';
import type { SearchResultsProps } from './search-results';

const FindControls = lazy(() =>
  import('./find-controls').then((m) => ({ default: m.FindControls })),
);
const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);

/** The controls and the list below them appear together: no list is pushed down (layout shift). */
export function FindControlsSlot({
  children,
  ...props
}: FindControlsProps & { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <FindControls {...props} />
      {children}
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
