import type { ReactNode } from 'react';

/** What the control inside a field needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
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
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One field of the form: its label, the control, an optional hint and the error under it. The
 * control is described by the hint and the error, and marked invalid while there is one.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  group,
  required,
  children,
}: FormFieldProps) {
  const message = error?.message || undefined;
  const describedBy =
    [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const state = {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
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

  if (group) {
    return (
      <fieldset
        id={id}
        className={`field${className ? ` ${className}` : ''}`}
        role="radiogroup"
        aria-required={required || undefined}
        {...state}
      >
        <legend>{label}</legend>
        {children({ id, ...state })}
        {extras}
      </fieldset>
    );
  }
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...state })}
      {extras}
    </div>
  );
}
