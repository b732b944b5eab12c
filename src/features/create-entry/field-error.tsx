import type { FieldError as RhfFieldError } from 'react-hook-form';

/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, error }: { id: string; error: RhfFieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="field-error">
      {error.message}
    </p>
  );
}
