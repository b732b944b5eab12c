/**
 * What the file lacks as a whole: a required field that no column fills. Every row lacks it
 * alike, so it is said once, above the rows, with a select choosing the column that holds it:
 * fixed here, every row is checked again.
 */
import { useId } from 'react';
import {
  MAX_MATCHED_COLUMNS,
  columnName,
  SAMPLE_CHARS,
  TARGET_LABELS,
  type ColumnTarget,
  type RequiredField,
} from './column-match';
import { cutText } from '../../../lib/cut-text';
import './match-columns.css';

interface Props {
  fields: readonly RequiredField[];
  header: readonly string[];
  choices: readonly ColumnTarget[];
  samples?: readonly (readonly string[])[];
  onChange: (choices: ColumnTarget[]) => void;
  disabled?: boolean;
}

/** What else fills the field when no column does. */
const OR_DEFAULT: Record<RequiredField, string> = {
  title: '',
  folder_id: ', or set Default folder above',
  template: ', or set Default template above',
};

function UnfilledField(props: Omit<Props, 'fields'> & { field: RequiredField }) {
  const { field, header, choices, samples, onChange, disabled } = props;
  const id = useId();
  const label = TARGET_LABELS[field];
  const columns = header.slice(0, MAX_MATCHED_COLUMNS);
  return (
    <div className="notice notice-error import-unfilled" role="group" aria-labelledby={id}>
      <p id={id} role="alert">
        <strong>No column fills {label} (required).</strong> No row can be imported without it:
        choose the column that holds it{OR_DEFAULT[field]}.
      </p>
      <label className="import-unfilled-choice">
        <span>Column for {label}</span>
        <select
          value=""
          disabled={disabled}
          onChange={(event) => {
            const index = Number(event.target.value);
            if (event.target.value === '' || !Number.isInteger(index)) return;
            const next = [...choices];
            next[index] = field;
            onChange(next);
          }}
        >
          <option value="">Choose a column…</option>
          {columns.map((_, index) => {
            const first = samples?.[index]?.[0];
            return (
              <option key={index} value={index}>
                {cutText(columnName(header, index), SAMPLE_CHARS)}
                {first ? ` — e.g. ${cutText(first, SAMPLE_CHARS)}` : ''}
              </option>
            );
          })}
        </select>
      </label>
    </div>
  );
}

export function UnfilledFields({ fields, ...rest }: Props) {
  return (
    <>
      {fields.map((field) => (
        <UnfilledField key={field} field={field} {...rest} />
      ))}
    </>
  );
}
