import { useCallback, useEffect, useState } from 'react';
import { useAfterPress } from '../../lib/use-after-press';

/**
 * Which metadata items may show their errors: the ones the last attempt to create checked, and
 * the ones focus has left since. An item added after a failed attempt is not blamed for being
 * empty before anything was typed in it; it is judged once left, or on the next attempt. Left by
 * a press of the mouse, it is judged once that click is done: its messages push the controls
 * below it down, and the click must land where it was aimed.
 * `onUnjudged` hears the positions of the items not judged yet, for the error summary.
 */
export function useItemJudging(
  ids: string[],
  attempts: number,
  onUnjudged: (positions: number[]) => void,
) {
  const [judged, setJudged] = useState(() => ({ attempts, ids: new Set<string>() }));
  if (judged.attempts !== attempts) {
    // A new attempt checks every item there is now (state adjusted while rendering).
    setJudged({ attempts, ids: new Set([...judged.ids, ...ids]) });
  }
  const afterPress = useAfterPress();
  const leave = useCallback(
    (id: string) =>
      afterPress(() =>
        setJudged((current) =>
          current.ids.has(id) ? current : { ...current, ids: new Set([...current.ids, id]) },
        ),
      ),
    [afterPress],
  );
  // Before any attempt no error shows at all, so nothing is held back.
  const unjudged = attempts === 0 ? [] : ids.flatMap((id, i) => (judged.ids.has(id) ? [] : [i]));
  const key = unjudged.join(',');
  useEffect(() => {
    onUnjudged(key ? key.split(',').map(Number) : []);
  }, [key, onUnjudged]);
  return { isJudged: (id: string) => attempts === 0 || judged.ids.has(id), leave };
}
