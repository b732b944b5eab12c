/**
 * The `Import rows` table: row number, title, folder and the row's problems (or, once the job
 * runs, its outcome). Only the rows in view are in the DOM (TanStack Virtual); spacer rows keep
 * the scroll height, and aria-rowcount / aria-rowindex tell assistive technology where each row
 * sits in the whole file. In a narrow space each row stacks its cells under its title (import.css).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { JobRow, RowState } from '../job/job-types';
import { CELL_CHARS, SHOWN_PROBLEMS, clip, problemsPast } from '../file/limits';
import { plural } from '../../../lib/plural';
import { entryHref } from '../../../lib/paths';
import { folderLabel } from '../../../lib/folders';
import { useConfig } from '../../../api/api-context';

/**
 * A checked row (before the job: `already`, its title and template are in its folder), or a
 * job's row with what became of it (older stored jobs have no line: then `n` is shown).
 */
export type TableRow = Pick<JobRow, 'n' | 'line' | 'title' | 'folder' | 'problems'> &
  Partial<Pick<JobRow, 'state' | 'id' | 'message' | 'lookup'>> & {
    body?: { folder_id: string };
    already?: boolean;
  };

const OUTCOME: Partial<Record<RowState, [string, string]>> = {
  sending: ['badge-blue', 'Sending'],
  created: ['badge-green', 'Created'],
  failed: ['badge-red', 'Failed'],
  unknown: ['badge-amber', 'Unknown'],
  skipped: ['badge-grey', 'Skipped'],
  cancelled: ['badge-grey', 'Not sent'],
  already: ['badge-grey', 'Already in folder'],
};

/** The first problems; the rest (kept to a few by limits.ts) behind "N more problems". */
function Problems({ problems }: { problems: readonly string[] }) {
  const more = problemsPast(problems, SHOWN_PROBLEMS);
  const list = (items: readonly string[], offset: number) => (
    <ul className="problems">
      {items.map((problem, i) => (
        <li key={offset + i}>{clip(problem)}</li>
      ))}
    </ul>
  );
  return (
    <>
      {list(problems.slice(0, SHOWN_PROBLEMS), 0)}
      {more > 0 ? (
        <details className="more-problems">
          <summary>{plural(more, 'more problem')}</summary>
          {list(problems.slice(SHOWN_PROBLEMS), SHOWN_PROBLEMS)}
        </details>
      ) : null}
    </>
  );
}

/** The entry a row made: its details, over the list of its folder. */
function EntryLink({ id, folder }: { id: string; folder?: string }) {
  const view = folder ? new URLSearchParams({ folder_id: folder }) : undefined;
  return (
    <Link to={entryHref(id, view)}>
      <bdi>{id}</bdi>
    </Link>
  );
}

function Outcome({ row, waiting }: { row: TableRow; waiting?: string }) {
  if (row.state === 'failed' && row.message) {
    // The server's words, or what is known of why it failed.
    return (
      <span className="outcome-message">
        <strong className="outcome-failed">Failed:</strong>{' '}
        <bdi>{clip(row.message, CELL_CHARS * 2)}</bdi>
      </span>
    );
  }
  const outcome =
    row.lookup === 'due'
      ? (['badge-blue', 'To look for'] as const)
      : row.state
        ? OUTCOME[row.state]
        : undefined;
  if (outcome) {
    return (
      <>
        <span className={`badge ${outcome[0]}`}>{outcome[1]}</span>
        {row.id ? (
          <>
            {' '}
            <EntryLink id={row.id} folder={row.body?.folder_id} />
          </>
        ) : null}
        {row.message ? (
          <span className="outcome-message">
            {' '}
            <bdi>{clip(row.message, CELL_CHARS * 2)}</bdi>
          </span>
        ) : null}
        {row.problems.length > 0 ? <Problems problems={row.problems} /> : null}
      </>
    );
  }
  if (row.problems.length === 0 && !row.body && waiting) {
    return <span className="badge badge-grey">{waiting}</span>;
  }
  if (row.problems.length === 0 && row.already) {
    return <span className="badge badge-grey">Already in folder</span>;
  }
  if (row.problems.length === 0) return <span className="badge badge-green">Ready</span>;
  return <Problems problems={row.problems} />;
}

const ROW_HEIGHT = 41;

interface Props {
  rows: readonly TableRow[];
  /** The rows of a job: the last column says what became of each. */
  outcomes?: boolean;
  /** Offers `Fix row <line>` on each row with problems. */
  onFix?: (row: TableRow) => void;
  /** Before the job: what a row without problems of its own waits for (a field no column fills). */
  waiting?: string;
}

export function ImportRowsTable({ rows, outcomes = false, onFix, waiting }: Props) {
  const config = useConfig();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // jsdom has no layout: tests see the first rows.
    initialRect: { width: 800, height: 480 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div
      className="import-rows-scroll"
      ref={scroller}
      // A keyboard can scroll it (WCAG 2.1.1); its name says what it holds.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Import rows, scrollable"
    >
      <table className="import-rows" aria-label="Import rows" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Line</th>
            <th scope="col">Title</th>
            <th scope="col">Folder</th>
            <th scope="col">{outcomes ? 'Outcome' : 'Problems'}</th>
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true" className="spacer">
              <td colSpan={4} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            // A folder the config names by its label, with its id beside it, as elsewhere.
            const label = row.folder ? folderLabel(config, row.folder) : undefined;
            return (
              <tr
                key={row.n}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className={row.problems.length > 0 ? 'has-problems' : undefined}
              >
                <td className="cell-n">{row.line ?? row.n}</td>
                <td className="cell-title break">
                  {row.title ? clip(row.title) : <span className="muted">(none)</span>}
                </td>
                <td className="cell-folder break">
                  {row.folder ? (
                    <bdi>{clip(label ? `${label} (${row.folder})` : row.folder)}</bdi>
                  ) : (
                    <span className="muted">(none)</span>
                  )}
                </td>
                <td className="cell-outcome break">
                  <Outcome row={row} waiting={waiting} />
                  {onFix && row.problems.length > 0 ? (
                    <button
                      type="button"
                      className="button button-small fix-row"
                      aria-label={`Fix row ${row.line ?? row.n}`}
                      onClick={() => onFix(row)}
                    >
                      Fix
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" className="spacer">
              <td colSpan={4} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
