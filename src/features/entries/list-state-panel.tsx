import { lazy, Suspense, useState } from 'react';
import { useOnDemandEffect } from '../../lib/use-on-demand-effect';
import type { inAskedOrder, ListStateProps } from './list-states';

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
 * (even if the connection drops later). Gives the check of a page's order once it is there
 * (page-order.ts); until then a page counts as in the order asked for.
 */
export function usePreloadListStates(): typeof inAskedOrder | null {
  const [orderCheck, setOrderCheck] = useState<typeof inAskedOrder | null>(null);
  // Not loadable, the plain line below stands in; ListStates tries again when first needed.
  useOnDemandEffect(loadStates, (states) => setOrderCheck(() => states.inAskedOrder), []);
  return orderCheck;
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
