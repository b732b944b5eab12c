import { useEffect, useRef, useState } from 'react';
import { ConfigError } from '../lib/config';

interface Props {
  error: unknown;
  /** Loads the configuration again; the screen is replaced when that works. */
  onRetry: () => Promise<void>;
  /** Set after a retry failed: focus stays on Retry. */
  retried?: boolean;
}

/** Shown instead of the app when /config.json or the VITE_* defaults are not usable. */
export function ConfigErrorScreen({ error, onRetry, retried }: Props) {
  const problems =
    error instanceof ConfigError
      ? error.problems
      : [{ key: '(file)', problem: error instanceof Error ? error.message : String(error) }];
  const [busy, setBusy] = useState(false);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (retried) retry.current?.focus();
  }, [retried]);
  return (
    <main className="page centered-page" id="main">
      <h1>Registry Console cannot start</h1>
      <p>
        The configuration in <code>config.json</code> has a problem:
      </p>
      <div role="alert">
        <ul className="config-problems">
          {problems.map((p) => (
            <li key={p.key + p.problem}>
              <code>{p.key}</code> {p.problem}
            </li>
          ))}
        </ul>
      </div>
      <p className="muted">Fix the file next to index.html, then retry.</p>
      <p className="actions">
        <button
          ref={retry}
          type="button"
          className="button button-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            setBusy(true);
            void onRetry();
          }}
        >
          Retry
        </button>
      </p>
    </main>
  );
}
