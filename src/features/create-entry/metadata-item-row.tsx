import { memo } from 'react';
import { useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { MetadataTypeOption } from '../../lib/config';
import {
  LIMITS,
  type EntryFormControl,
  type EntryFormValues,
  type MetadataItemValues,
} from './entry-form-schema';
import { FieldError } from './field-error';

export interface RowActions {
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
}

interface RowProps {
  id: string;
  index: number;
  isLast: boolean;
  control: EntryFormControl;
  register: UseFormRegister<EntryFormValues>;
  types: MetadataTypeOption[];
  errors: FieldErrors<MetadataItemValues> | undefined;
  actions: RowActions;
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
  actions,
}: RowProps) {
  const type = useWatch({ control, name: `metadata.${index}.type` });
  const contentField = types.find((t) => t.type === type)?.field ?? 'value';
  const base = `metadata.${index}` as const;
  const ids = {
    type: `${id}-type`,
    key: `${id}-key`,
    content: `${id}-${contentField}`,
    title: `${id}-title`,
  };
  const describedBy = (field: keyof MetadataItemValues, domId: string) =>
    errors?.[field] ? `${domId}-error` : undefined;

  return (
    <li className="meta-item">
      <fieldset>
        <legend>Item {index + 1}</legend>
        <div className="meta-fields">
          <div className="field meta-type">
            <label htmlFor={ids.type}>Type</label>
            <select
              id={ids.type}
              {...register(`${base}.type`)}
              aria-invalid={errors?.type ? true : undefined}
              aria-describedby={describedBy('type', ids.type)}
            >
              {types.map((t) => (
                <option key={t.type} value={t.type}>
                  {t.label ? `${t.label} (${t.type})` : t.type}
                </option>
              ))}
              {types.some((t) => t.type === type) ? null : (
                <option value={type}>{type || '(none)'}</option>
              )}
            </select>
            <FieldError id={`${ids.type}-error`} error={errors?.type} />
          </div>
          <div className="field meta-key">
            <label htmlFor={ids.key}>Key</label>
            <input
              id={ids.key}
              autoComplete="off"
              spellCheck={false}
              maxLength={LIMITS.key + 50}
              {...register(`${base}.key`)}
              aria-invalid={errors?.key ? true : undefined}
              aria-describedby={describedBy('key', ids.key)}
            />
            <FieldError id={`${ids.key}-error`} error={errors?.key} />
          </div>
          <div className="field meta-content">
            <label htmlFor={ids.content}>{contentField === 'file' ? 'File' : 'Value'}</label>
            <input
              // Switching type swaps the input, and with it the registered field.
              key={contentField}
              id={ids.content}
              autoComplete="off"
              placeholder={
                contentField === 'file' ? 'File reference, e.g. files/contract.pdf' : undefined
              }
              {...register(`${base}.${contentField}`)}
              aria-invalid={errors?.[contentField] ? true : undefined}
              aria-describedby={describedBy(contentField, ids.content)}
            />
            <FieldError id={`${ids.content}-error`} error={errors?.[contentField]} />
          </div>
          <div className="field meta-title">
            <label htmlFor={ids.title}>Item title</label>
            <input
              id={ids.title}
              autoComplete="off"
              {...register(`${base}.title`)}
              aria-describedby={describedBy('title', ids.title)}
            />
            <FieldError id={`${ids.title}-error`} error={errors?.title} />
          </div>
        </div>
        <div className="meta-actions">
          <button
            type="button"
            id={`${id}-up`}
            className="button button-small"
            disabled={index === 0}
            onClick={() => actions.move(index, index - 1)}
          >
            Move up
          </button>
          <button
            type="button"
            id={`${id}-down`}
            className="button button-small"
            disabled={isLast}
            onClick={() => actions.move(index, index + 1)}
          >
            Move down
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => actions.duplicate(index)}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="button button-small button-danger"
            onClick={() => actions.remove(index)}
          >
            Remove
          </button>
        </div>
      </fieldset>
    </li>
  );
});
