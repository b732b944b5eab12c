/**
 * The search's two places on the list, each loaded on demand: nothing of the search or its
 * index is in the first load.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { FindControlsProps } from './find-controls';
import type { SearchResultsProps } from './search-results';

const FindControls = lazy(() =>
  import('./find-controls').then((m) => ({ default: m.FindControls })),
);
const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);

/**
 * The controls, with what the list shows below them (`children`): the two appear together, so
 * the controls arriving never push a list already on screen down (a layout shift of 200 px on a
 * phone). Their file is fetched with the list's first request, and is usually there first.
 */
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
