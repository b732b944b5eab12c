/**
 * The access token form, on the sign-in screen and in `Sign in again`: the token is checked with
 * one list request (retried like any read, never cached) before it is kept, and the form says
 * what went wrong in words, keeping what was typed. In demo mode it offers the demo's token.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { entryKeys, entryQueries } from '../../api/entries';
import { isApiError } from '../../api/api-error';
import { learnKeyHeader } from '../../api/create-once/key-header';
import { useApi } from '../../api/api-context';
import type { EntryList, ListParams } from '../../api/schemas';
import { isDemoMode } from '../../lib/config';
import { DEMO_TOKEN } from '../../lib/demo';
import { normaliseToken } from './normalise-token';
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
  const queryClient = useQueryClient();
  const api = useApi();
  const { config, session } = api;
  const demo = isDemoMode(config);
  const [token, setTokenValue] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // What the check is doing, for the status line: slow once it has taken a while.
  const [progress, setProgress] = useState<'' | 'checking' | 'slow' | 'cancelled'>('');
  // Which check is current: a cancelled one's late answer is ignored.
  const check = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setProgress('slow'), 3000);
    return () => clearTimeout(timer);
  }, [pending]);

  // Leaving ends a check still running.
  useEffect(
    () => () => void queryClient.cancelQueries({ queryKey: entryKeys.signInCheck() }),
    [queryClient],
  );

  function cancel() {
    check.current++;
    void queryClient.cancelQueries({ queryKey: entryKeys.signInCheck() });
    setPending(false);
    setProgress('cancelled');
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const candidate = normaliseToken(token);
    if (!candidate) {
      setError('Enter your access token.');
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setProgress('checking');
    setError(null);
    const attempt = ++check.current;
    try {
      const { pageSizes, orderOptions } = config;
      const params = { page: 1, limit: Math.min(...pageSizes), order_by: orderOptions[0]!.value };
      const list = await queryClient.fetchQuery(entryQueries.signInCheck(api, params, candidate));
      if (attempt !== check.current) return;
      if (holdFor?.(candidate)) {
        setPending(false);
        setProgress('');
        return;
      }
      session.set(candidate);
      // Whether a cross-origin server lets the idempotency key header through is learnt now,
      // before any create could be lost to a refused preflight.
      if (!demo && config.idempotencyHeader) {
        void learnKeyHeader(api, candidate).catch(() => undefined);
      }
      onSignedIn?.(list, params);
    } catch (cause) {
      if (attempt !== check.current) return;
      setPending(false);
      setProgress('');
      setError(refusal(cause));
      inputRef.current?.focus();
    }
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
                [error ? errorId : null, demo ? hintId : null].filter(Boolean).join(' ') ||
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
            {progress === 'checking'
              ? 'Checking the token…'
              : progress === 'slow'
                ? 'Still trying to reach the Registry Service…'
                : progress === 'cancelled'
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
      {demo ? (
        <div className="demo-hint" id={hintId}>
          <p>
            This is the demo: no backend is needed. It accepts the token <code>{DEMO_TOKEN}</code>.
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setTokenValue(DEMO_TOKEN);
              setError(null);
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
