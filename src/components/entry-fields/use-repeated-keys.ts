import { useCallback, useRef, useState } from 'react';
import type { UseFormGetValues } from 'react-hook-form';
import { REPEATED_KEY, repeatedKeys, type EntryFields } from '../../api/entry-fields';
import { useAfterPress } from '../../lib/use-after-press';

/**
 * Before the first attempt to create, a key that repeats one above it is marked as soon as a key
 * is left (or an item moved or removed), with the words the attempt would use, and said once by
 * `said` (a status region). From the first attempt on, the form's own check marks them.
 * `ids` gives the items' ids in their order now.
 */
export function useRepeatedKeys(getValues: UseFormGetValues<EntryFields>, ids: () => string[]) {
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(() => new Set());
  const [said, setSaid] = useState('');
  const flaggedRef = useRef(flagged);
  const afterPress = useAfterPress();
  const check = useCallback(
    () =>
      // The message pushes what is below the key down: not while a click there is pressed.
      afterPress(() => {
        const order = ids();
        const positions = repeatedKeys(getValues('metadata'));
        const now = new Set(positions.map((index) => order[index]!));
        const fresh = positions.filter((index) => !flaggedRef.current.has(order[index]!));
        const same = now.size === flaggedRef.current.size && fresh.length === 0;
        if (!same) {
          flaggedRef.current = now;
          setFlagged(now);
        }
        setSaid(fresh.map((index) => `Item ${index + 1} Key: ${REPEATED_KEY}`).join(' '));
      }),
    [afterPress, getValues, ids],
  );
  return { flagged, said, check };
}
