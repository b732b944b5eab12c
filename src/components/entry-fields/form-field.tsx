import type { ReactNode } from 'react';
import './form-field.css';

/** What the control inside a field needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  /** The control's id; the hint and error take theirs from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: { message?: string } | undefined;
  className?: string;
  /** A set of options (radios) under one legend: the fieldset carries the state, not an input. */
  group?: boolean;
  /** Marked beside the label ("required", seen; screen readers hear it from aria-required). */
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One field of the form: its label, the control, an optional hint and the error under it. The
 * control is described by the hint and the error, and marked invalid while there is one.
 */
export function FormField(props: FormFieldProps) {
  const { id, label, hint, error, className, group, required, children } = props;
  const message = error?.message || undefined;
  const describedBy =
    [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const state = {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  // Seen, not read out: the control's aria-required says it, and the name stays the label's.
  const mark = required ? (
    <span className="required-mark" aria-hidden="true">
      required
    </span>
  ) : null;
  const extras = (
    <>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </>
  );
  const classes = `field${className ? ` ${className}` : ''}`;

  if (group) {
    return (
      <fieldset
        id={id}
        className={classes}
        role="radiogroup"
        aria-required={required || undefined}
        {...state}
      >
        <legend>
          {label}
          {mark}
        </legend>
        {children({ id, ...state, 'aria-required': undefined })}
        {extras}
      </fieldset>
    );
  }
  const labelled = <label htmlFor={id}>{label}</label>;
  return (
    <div className={classes}>
      {mark ? (
        <div className="field-label">
          {labelled}
          {mark}
        </div>
      ) : (
        labelled
      )}
      {children({ id, ...state, 'aria-required': required || undefined })}
      {extras}
    </div>
  );
}
