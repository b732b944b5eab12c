import { memo, useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import { nextKeyFor } from '../../api/create-once/attempt-record';
import type { KeyHeaderStatus } from '../../api/create-once/key-header';
import type { EntryFields, makeEntrySchema } from '../../api/entry-fields';
import { keyValueStore } from '../../lib/key-value-store';
import { useConfig, useSession } from '../../api/api-context';

const PREVIEW_DELAY_MS = 250;
// Whether the person last left the preview open: closed until they open it.
const OPEN_KEY = 'registry-console:request-preview-open';

// Storage refused or missing (a privacy mode, a sandbox): the preview just starts closed.
const readOpen = () => keyValueStore('local').readText(OPEN_KEY) === 'true';
const rememberOpen = (open: boolean) =>
  void keyValueStore('local').writeText(OPEN_KEY, String(open));

interface PreviewProps {
  watch: UseFormWatch<EntryFields>;
  getValues: UseFormGetValues<EntryFields>;
  schema: ReturnType<typeof makeEntrySchema>;
  keyStatus: KeyHeaderStatus;
}

function PreviewBody({ watch, getValues, schema, keyStatus }: PreviewProps) {
  const header = useConfig().idempotencyHeader;
  // Follows the form a moment after typing stops: a keystroke costs the preview nothing.
  const [, setVersion] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setVersion((v) => v + 1), PREVIEW_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [watch]);
  const session = useSession();
  const values = getValues();
  const parsed = schema.safeParse(values);
  // The idempotency header line: the key the next attempt sends.
  const keyLine =
    keyStatus === 'off'
      ? 'no idempotency key (idempotencyHeader is empty)'
      : keyStatus === 'refused'
        ? 'no idempotency key (refused by CORS)'
        : `${header}: ${nextKeyFor(session.store, parsed.data ?? values)}`;
  return (
    <>
      <p className="hint">
        <code>POST /api/v1/registry/create</code> with this body
        {parsed.success
          ? ''
          : ' (the form still has problems to fix; this is what it would send once they are fixed)'}
        :
      </p>
      <details>
        <summary>Headers</summary>
        <p className="hint">
          <code>Authorization: Bearer •••</code>, <code className="break">{keyLine}</code>
        </p>
      </details>
      {/* A scrollable region must be reachable by keyboard to be read. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="code-block" tabIndex={0} role="region" aria-label="Request body">
        {JSON.stringify(parsed.success ? parsed.data : values, null, 2)}
      </pre>
    </>
  );
}

/**
 * The exact JSON the form will send, for staff who script the API; its headers one click
 * further. Closed until the person opens it, then as they last left it. Watches the form only
 * while open, and renders only when the form changed (never because the screen around it did).
 */
export const RequestPreview = memo(function RequestPreview(props: PreviewProps) {
  const [open, setOpen] = useState(readOpen);
  return (
    <details
      className="preview"
      open={open}
      onToggle={(event) => {
        // The Headers panel inside toggles too; only the preview's own state is kept.
        if (event.target !== event.currentTarget) return;
        setOpen(event.currentTarget.open);
        rememberOpen(event.currentTarget.open);
      }}
    >
      <summary>Preview request</summary>
      {open ? <PreviewBody {...props} /> : null}
    </details>
  );
});
