import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAfterPress } from '../../lib/use-after-press';
import {
  useFieldArray,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { itemCount, LIMITS, type EntryFields } from '../../api/entry-fields';
import type { MetadataTypeOption } from '../../lib/config';
import { copyKey } from './copy-key';
import { emptyItem, type EntryFormControl } from './entry-field-map';
import type { RowActions } from './metadata-item-actions';
import { MetadataItemRow } from './metadata-item-row';
import { PasteItems } from './paste-dialog';
import { useRepeatedKeys } from './use-repeated-keys';
import './metadata-section.css';

interface MetadataSectionProps {
  control: EntryFormControl;
  register: UseFormRegister<EntryFields>;
  getValues: UseFormGetValues<EntryFields>;
  errors: FieldErrors<EntryFields>['metadata'];
  types: MetadataTypeOption[];
  /** Counts the attempts to create: each one judges every item there is. */
  attempts: number;
  /** Hears the positions of items that show no error yet (new since the last attempt). */
  onUnjudged: (positions: number[]) => void;
}

const ADD_ID = 'add-metadata-item';

/** Focus after a change of the list, once the rows have rendered. */
function focusSoon(find: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => find()?.focus());
}

/** The ordered list of metadata items, with its add, paste, move, duplicate and remove. */
export function MetadataSection({
  control,
  register,
  getValues,
  errors,
  types,
  attempts,
  onUnjudged,
}: MetadataSectionProps) {
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: 'metadata' });
  const judging = useItemJudging(
    fields.map((field) => field.id),
    attempts,
    onUnjudged,
  );
  const defaultType = types[0]!.type;
  const textType = types.find((t) => t.field === 'value')?.type ?? defaultType;
  // Row actions stay the same functions while rows change, so memoised rows do not re-render.
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  }, [fields]);
  const repeated = useRepeatedKeys(
    getValues,
    useCallback(() => fieldsRef.current.map((field) => field.id), []),
  );
  const recheck = repeated.check;

  const actions = useMemo<RowActions>(
    () => ({
      remove: (index) => {
        remove(index);
        requestAnimationFrame(recheck);
        // Keep focus in the list: on the item that took this place, or on the add button.
        focusSoon(() => {
          const keys = document.querySelectorAll<HTMLInputElement>('.meta-item .meta-key input');
          return keys[Math.min(index, keys.length - 1)] ?? document.getElementById(ADD_ID);
        });
      },
      move: (from, to) => {
        const id = fieldsRef.current[from]?.id;
        const last = fieldsRef.current.length - 1;
        move(from, to);
        requestAnimationFrame(recheck);
        // The same button again, unless the item reached an end, where that one is disabled.
        const button = to < from ? (to === 0 ? 'down' : 'up') : to === last ? 'up' : 'down';
        focusSoon(() => document.getElementById(`${id}-${button}`));
      },
      duplicate: (index) => {
        if (fieldsRef.current.length >= LIMITS.items) return;
        const item = getValues(`metadata.${index}`);
        const keys = getValues('metadata').map((m) => m.key);
        insert(
          index + 1,
          { ...item, key: copyKey(item.key, keys) },
          { focusName: `metadata.${index + 1}.key` },
        );
      },
    }),
    [remove, move, insert, getValues, recheck],
  );

  return (
    <section className="metadata" aria-labelledby="metadata-title">
      <div className="section-header">
        <h2 id="metadata-title">
          Metadata items <span className="count">{fields.length}</span>
        </h2>
        <PasteItems
          current={fields.length}
          onAdd={(items) =>
            append(
              items.map((item) => ({ ...emptyItem(textType), key: item.key, value: item.value })),
              { shouldFocus: false },
            )
          }
        />
      </div>
      {errors?.root?.message ? <p className="field-error">{errors.root.message}</p> : null}
      <p className="muted" role="status">
        {fields.length >= LIMITS.items
          ? `The form holds at most ${itemCount(LIMITS.items)}: remove one to add another.`
          : null}
      </p>
      <p className="visually-hidden" role="status">
        {attempts === 0 ? repeated.said : ''}
      </p>
      {fields.length === 0 ? (
        <p className="muted">No metadata items. Add one, or paste several at once.</p>
      ) : null}
      <ol className="meta-list">
        {fields.map((field, index) => (
          <MetadataItemRow
            key={field.id}
            id={field.id}
            index={index}
            isLast={index === fields.length - 1}
            control={control}
            register={register}
            types={types}
            errors={judging.isJudged(field.id) ? errors?.[index] : undefined}
            onLeave={judging.isJudged(field.id) ? undefined : judging.leave}
            repeatedKey={attempts === 0 && repeated.flagged.has(field.id)}
            onKeyLeave={attempts === 0 ? recheck : undefined}
            actions={actions}
          />
        ))}
      </ol>
      <button
        type="button"
        id={ADD_ID}
        className="button"
        disabled={fields.length >= LIMITS.items}
        onClick={() =>
          append(emptyItem(defaultType), { focusName: `metadata.${fields.length}.key` })
        }
      >
        Add metadata item
      </button>
    </section>
  );
}

/**
 * Which metadata items may show their errors: the ones the last attempt to create checked, and
 * the ones focus has left since. An item added after a failed attempt is not blamed for being
 * empty before anything was typed in it; it is judged once left, or on the next attempt. Left by
 * a press of the mouse, it is judged once that click is done: its messages push the controls
 * below it down, and the click must land where it was aimed.
 * `onUnjudged` hears the positions of the items not judged yet, for the error summary.
 */
function useItemJudging(
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
