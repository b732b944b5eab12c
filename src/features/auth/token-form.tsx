/**
 * The access token form, on the sign-in screen and in `Sign in again`: the token is checked with
 * one list request (retried like any read, never cached) before it is kept, and the form says
 * what went wrong in words, keeping what was typed. In demo mode it offers the demo's token.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { learnKeyHeader } from '../../api/create-once/key-header';
import { useApi } from '../../api/api-context';
import { useDemoToken } from '../../lib/demo-token';
import type { EntryList, ListParams } from '../../api/schemas';
import { normaliseToken } from './normalise-token';
import { tokenCheckOptions, type CheckedToken } from './token-check';
import './sign-in.css';

/** Why a token was not taken, in words. */
function refusal(cause: unknown): string {
  if (isApiError(cause) && cause.status === 401) {
    return 'This token was rejected. Check it and try again.';
  }
  if (
    isApiError(cause) &&
    (cause.kind === 'network' || cause.kind === 'timeout' || cause.status >= 500)
  ) {
    return `The Registry Service could not be reached, so the token was not checked. ${cause.message}`;
  }
  return isApiError(cause) ? cause.message : 'The token could not be checked.';
}

interface TokenFormProps {
  /**
   * The server accepted the token, and it is the session's now; `list` is the page the check
   * read (the first page of the default view).
   */
  onSignedIn?: (list: EntryList, params: ListParams) => void;
  /**
   * The server accepted `candidate`: true holds the sign-in back (`Sign in again` asks first
   * whose the work on screen is when the token is another one).
   */
  holdFor?: (candidate: string) => boolean;
}

export function TokenForm({ onSignedIn, holdFor }: TokenFormProps) {
  const api = useApi();
  const { config, session } = api;
  const demoToken = useDemoToken();
  const [token, setTokenValue] = useState('');
  const [visible, setVisible] = useState(false);
  const [missing, setMissing] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [slow, setSlow] = useState(false);
  // The running check's signal: Cancel and leaving the screen abort it.
  const running = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const check = useMutation({
    ...tokenCheckOptions(api),
    onError: () => inputRef.current?.focus(),
  });
  const pending = check.isPending;
  const error = missing ? 'Enter your access token.' : check.isError ? refusal(check.error) : null;

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), 3000);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);

  // Leaving ends a check still running.
  useEffect(() => () => running.current?.abort(), []);

  function signedIn({ token: candidate, list, params }: CheckedToken) {
    if (holdFor?.(candidate)) return;
    session.set(candidate);
    // Whether a cross-origin server lets the idempotency key header through is learnt now,
    // before any create could be lost to a refused preflight.
    if (!demoToken && config.idempotencyHeader) {
      void learnKeyHeader(api, candidate).catch(() => undefined);
    }
    onSignedIn?.(list, params);
  }

  function cancel() {
    running.current?.abort();
    // The cancelled check's late answer is not this form's any more.
    check.reset();
    setCancelled(true);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const candidate = normaliseToken(token);
    setMissing(!candidate);
    setCancelled(false);
    if (!candidate) {
      check.reset();
      inputRef.current?.focus();
      return;
    }
    running.current = new AbortController();
    check.mutate({ token: candidate, signal: running.current.signal }, { onSuccess: signedIn });
  }

  return (
    <>
      <form className="token-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="access-token">Access token</label>
          <div className="input-with-button">
            <input
              ref={inputRef}
              id="access-token"
              name="token"
              type={visible ? 'text' : 'password'}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={token}
              onChange={(event) => setTokenValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [error ? errorId : null, demoToken ? hintId : null].filter(Boolean).join(' ') ||
                undefined
              }
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the only thing to do here
              autoFocus
            />
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? 'Hide' : 'Show'} <span className="visually-hidden">token</span>
            </button>
          </div>
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={pending}
          aria-busy={pending}
        >
          Sign in
        </button>
        <div className="sign-in-progress">
          <p role="status">
            {pending
              ? slow
                ? 'Still trying to reach the Registry Service…'
                : 'Checking the token…'
              : cancelled
                ? 'Cancelled: the token was not checked.'
                : null}
          </p>
          {pending ? (
            <button type="button" className="button button-secondary" onClick={cancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
      {__DEMO__ && demoToken ? (
        <div className="demo-hint" id={hintId}>
          <p>
            This is the demo: no backend is needed. It accepts the token <code>{demoToken}</code>.
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setTokenValue(demoToken);
              setMissing(false);
              check.reset();
              inputRef.current?.focus();
            }}
          >
            Use demo token
          </button>
        </div>
      ) : null}
    </>
  );
}
