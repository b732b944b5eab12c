import { useState } from 'react';
import { useOnDemandEffect } from '../../../lib/use-on-demand-effect';
import type { SelectionBar as Bar } from './selection-bar';
import type { ViewSelection } from './use-selection';

/**
 * Where the selection's bar shows, while any entry is ticked: over the table's header, which it
 * stands in for, so the rows stay where they are when it comes and goes. Its chunk is fetched just
 * after the table first renders, so the bar appears with the tick that calls for it.
 */
export function SelectionSlot({ selection }: { selection: ViewSelection }) {
  const [SelectionBar, setSelectionBar] = useState<typeof Bar | null>(null);
  useOnDemandEffect(
    () => import('./selection-bar'),
    (module) => setSelectionBar(() => module.SelectionBar),
    [],
  );
  return SelectionBar && selection.selected.size > 0 ? (
    <SelectionBar
      selected={selection.selected}
      folder={selection.folder}
      onClear={selection.clear}
    />
  ) : null;
}
