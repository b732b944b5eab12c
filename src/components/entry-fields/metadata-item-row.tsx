import { memo } from 'react';
import { useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { MetadataTypeOption } from '../../lib/config';
import { LIMITS, REPEATED_KEY, type EntryFields } from '../../api/entry-fields';
import { ITEM_FIELDS, type EntryFormControl, type MetadataItemValues } from './entry-field-map';
import { FormField } from './form-field';
import { MetadataItemActions, type RowActions } from './metadata-item-actions';

interface RowProps {
  id: string;
  index: number;
  isLast: boolean;
  control: EntryFormControl;
  register: UseFormRegister<EntryFields>;
  types: MetadataTypeOption[];
  /** Errors to show: none for an item not judged yet. */
  errors: FieldErrors<MetadataItemValues> | undefined;
  /** For an item not judged yet: focus left it, so it is judged from now on. */
  onLeave?: (id: string) => void;
  actions: RowActions;
  /** Marked when a key was left: its key repeats one above it (before any attempt to create). */
  repeatedKey?: boolean;
  /** Hears that focus left the key. */
  onKeyLeave?: () => void;
}

/**
 * One metadata item. Inputs are uncontrolled (register), and only the type is watched, here,
 * so typing in one item re-renders nothing else.
 */
export const MetadataItemRow = memo(function MetadataItemRow({
  id,
  index,
  isLast,
  control,
  register,
  types,
  errors,
  onLeave,
  actions,
  repeatedKey,
  onKeyLeave,
}: RowProps) {
  const type = useWatch({ control, name: `metadata.${index}.type` });
  const contentField = types.find((t) => t.type === type)?.field ?? 'value';
  const base = `metadata.${index}` as const;

  return (
    <li className="meta-item">
      <fieldset
        onBlur={(event) => {
          if (onLeave && !event.currentTarget.contains(event.relatedTarget as Node | null))
            onLeave(id);
        }}
      >
        <legend>Item {index + 1}</legend>
        <div className="meta-fields">
          <FormField
            id={`${id}-type`}
            label={ITEM_FIELDS.type.label}
            error={errors?.type}
            className="meta-type"
          >
            {(field) => (
              <select {...field} {...register(`${base}.type`)}>
                {types.map((t) => (
                  <option key={t.type} value={t.type}>
                    {t.label ? `${t.label} (${t.type})` : t.type}
                  </option>
                ))}
                {types.some((t) => t.type === type) ? null : (
                  <option value={type}>{type || '(none)'}</option>
                )}
              </select>
            )}
          </FormField>
          <FormField
            id={`${id}-key`}
            label={ITEM_FIELDS.key.label}
            error={errors?.key ?? (repeatedKey ? { message: REPEATED_KEY } : undefined)}
            className="meta-key"
            required
          >
            {(field) => (
              <input
                {...field}
                autoComplete="off"
                spellCheck={false}
                maxLength={LIMITS.key + 50}
                {...register(`${base}.key`, { onBlur: onKeyLeave })}
              />
            )}
          </FormField>
          <FormField
            // Switching type swaps the input, and with it the registered field.
            key={contentField}
            id={`${id}-${contentField}`}
            label={ITEM_FIELDS[contentField].label}
            error={errors?.[contentField]}
            className="meta-content"
            required
          >
            {(field) => (
              <input
                {...field}
                autoComplete="off"
                placeholder={contentField === 'file' ? 'files/contract.pdf' : undefined}
                {...register(`${base}.${contentField}`)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-title`}
            label={ITEM_FIELDS.title.label}
            error={errors?.title}
            className="meta-title"
          >
            {(field) => <input {...field} autoComplete="off" {...register(`${base}.title`)} />}
          </FormField>
        </div>
        <MetadataItemActions id={id} index={index} isLast={isLast} actions={actions} />
      </fieldset>
    </li>
  );
});
