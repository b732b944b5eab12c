import { lazy, Suspense } from 'react';
import type { Selection } from './use-selection';

// Loaded when the first row is ticked.
const SelectionBar = lazy(() =>
  import('./selection-bar').then((m) => ({ default: m.SelectionBar })),
);

/** Where the selection's bar shows, while any entry is ticked. */
export function SelectionSlot({
  selection,
  folder,
}: {
  selection: Selection & { clear: () => void };
  folder: string;
}) {
  return selection.selected.size > 0 ? (
    <Suspense fallback={null}>
      <SelectionBar selected={selection.selected} folder={folder} onClear={selection.clear} />
    </Suspense>
  ) : null;
}
