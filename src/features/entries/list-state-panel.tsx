import { lazy, Suspense, useEffect } from 'react';
import type { ListStateProps } from './list-states';

export type { ListStateProps };

const loadStates = () => import('./list-states');
const ListStates = lazy(() =>
  loadStates().then(
    (m) => ({ default: m.ListStates }),
    // Not loadable (offline, a new deploy): the plain line stays.
    () => ({ default: PlainListState }),
  ),
);

/**
 * Fetched just after the list first renders, so it is at hand before any answer can call for it
 * (even if the connection drops later).
 */
export function usePreloadListStates(): void {
  useEffect(() => {
    void loadStates().catch(
      // The plain line below stands in; ListStates tries again when first needed.
      () => undefined,
    );
  }, []);
}

/** Until the full panel is there (or if it cannot load), an error is still said, plainly. */
function PlainListState({ kind }: ListStateProps) {
  return kind === 'error' || kind === 'refresh-error' ? (
    <p role="alert">The entries could not be loaded.</p>
  ) : null;
}

export function ListStatePanel(props: ListStateProps) {
  return (
    <Suspense fallback={<PlainListState {...props} />}>
      <ListStates {...props} />
    </Suspense>
  );
}
