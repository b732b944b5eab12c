import { useState } from 'react';
import { useOnDemandEffect } from '../../../lib/use-on-demand-effect';
import type { SelectionBar as Bar } from './selection-bar';
import type { Selection } from './use-selection';

/**
 * Where the selection's bar shows, while any entry is ticked. Its chunk is fetched just after the
 * list first renders, so the bar appears with the tick that calls for it, never a moment later
 * under a pointer already on its way to the next box.
 */
export function SelectionSlot({
  selection,
  folder,
}: {
  selection: Selection & { clear: () => void };
  folder: string;
}) {
  const [SelectionBar, setSelectionBar] = useState<typeof Bar | null>(null);
  useOnDemandEffect(
    () => import('./selection-bar'),
    (module) => setSelectionBar(() => module.SelectionBar),
    [],
  );
  return SelectionBar && selection.selected.size > 0 ? (
    <SelectionBar selected={selection.selected} folder={folder} onClear={selection.clear} />
  ) : null;
}
