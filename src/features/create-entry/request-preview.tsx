import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { EntryFormControl, EntryFormValues, makeEntryFormSchema } from './entry-form-schema';

interface PreviewProps {
  control: EntryFormControl;
  schema: ReturnType<typeof makeEntryFormSchema>;
}

function PreviewBody({ control, schema }: PreviewProps) {
  const values = useWatch({ control }) as EntryFormValues;
  const parsed = schema.safeParse(values);
  return (
    <>
      <p className="hint">
        <code>POST /api/v1/registry/create</code> with <code>Authorization: Bearer •••</code> and
        this body
        {parsed.success
          ? ''
          : ' (the form still has problems to fix; this is what it would send once they are fixed)'}
        :
      </p>
      {/* A scrollable region must be reachable by keyboard to be read. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="code-block" tabIndex={0} role="region" aria-label="Request body">
        {JSON.stringify(parsed.success ? parsed.data : values, null, 2)}
      </pre>
    </>
  );
}

/** The exact JSON the form will send, for staff who script the API. Watches the form only while open. */
export function RequestPreview(props: PreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="preview" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Preview request</summary>
      {open ? <PreviewBody {...props} /> : null}
    </details>
  );
}
