import type { Ref } from 'react';
import { plural } from '../../lib/plural';
import type { SummaryLine } from './error-summary';

export interface Summary {
  lines: SummaryLine[];
  /** A sentence about the whole attempt (the server's message, another tab's claim). */
  note?: string;
  /** The server asked to wait this long before trying again (a 429 with Retry-After). */
  waitSeconds?: number;
}

interface ErrorSummaryProps {
  summary: Summary | null;
  /** Seconds still to wait, counting down from `summary.waitSeconds`. */
  secondsLeft: number;
  onFocusField: (path: string) => void;
  ref: Ref<HTMLDivElement>;
}

const MAX_LINES = 20;

/** Why the entry was not created: a line per problem, each leading to its field. Always present as a live region. */
export function ErrorSummary({ summary, secondsLeft, onFocusField, ref }: ErrorSummaryProps) {
  const lines = summary?.lines ?? [];
  const shown = summary !== null && (lines.length > 0 || summary.note || summary.waitSeconds);
  return (
    <div ref={ref} tabIndex={-1} className="summary-region" aria-live="assertive" role="alert">
      {shown ? (
        <div className="notice notice-error">
          <h2>
            {lines.length > 0
              ? `${plural(lines.length, 'problem')} to fix before creating the entry`
              : 'The entry was not created'}
          </h2>
          {summary.waitSeconds ? (
            <WaitNote total={summary.waitSeconds} left={secondsLeft} />
          ) : summary.note ? (
            <p>{summary.note}</p>
          ) : null}
          {lines.length > 0 ? (
            <ul>
              {lines.slice(0, MAX_LINES).map((line, i) => (
                <li key={`${line.path}-${i}`}>
                  {line.path ? (
                    <button
                      type="button"
                      className="button-link"
                      onClick={() => onFocusField(line.path)}
                    >
                      {line.label}
                    </button>
                  ) : (
                    line.label
                  )}
                  : {line.message}
                </li>
              ))}
              {lines.length > MAX_LINES ? <li>…and {lines.length - MAX_LINES} more.</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A countdown that is seen, not heard: screen readers get the wait once, when it starts, and
 * once more when it is over, rather than a number every second.
 */
function WaitNote({ total, left }: { total: number; left: number }) {
  if (left <= 0) return <p>Too many requests. The wait is over: you can try again now.</p>;
  return (
    <p>
      <span aria-hidden="true">Too many requests — try again in {plural(left, 'second')}.</span>
      <span className="visually-hidden">
        Too many requests — try again in {plural(total, 'second')}. Create entry is available again
        then.
      </span>
    </p>
  );
}
