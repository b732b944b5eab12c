import { ConfigError } from '../lib/config';
import { describeError } from '../api/api-error';

/** Shown instead of the app when /config.json or the VITE_* defaults are not usable. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const problems = error instanceof ConfigError ? error.problems : null;
  return (
    <main className="page centered-page" id="main">
      <h1>Registry Console cannot start</h1>
      <p>
        The configuration in <code>config.json</code> has a problem:
      </p>
      {problems ? (
        <ul className="config-problems">
          {problems.map((p) => (
            <li key={p.key + p.problem}>
              <code>{p.key}</code> {p.problem}
            </li>
          ))}
        </ul>
      ) : (
        <p>{describeError(error)}</p>
      )}
      <p className="muted">Fix the file next to index.html and reload the page.</p>
    </main>
  );
}
