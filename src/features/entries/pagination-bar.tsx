import { useEffect, useRef } from 'react';
import type { Pagination } from '../../api/schemas';
import { formatCount, plural } from '../../lib/plural';
import './pagination-bar.css';

interface PaginationBarProps {
  pagination: Pagination | undefined;
  limit: number;
  pageSizes: number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Driven only by the API's pagination object. */
export function PaginationBar({
  pagination,
  limit,
  pageSizes,
  onPage,
  onLimit,
}: PaginationBarProps) {
  const current = pagination?.current_page ?? 1;
  const last = pagination?.last_page ?? 1;
  const atStart = !pagination || current <= 1;
  const atEnd = !pagination || !pagination.has_more_pages || current >= last;
  const groupRef = useRef<HTMLDivElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);

  // A button that disables itself at an end (Last page, First page…) would drop keyboard focus
  // to the page: hand it to the nearest button that still works.
  useEffect(() => {
    const button = pressed.current;
    if (!button?.disabled) return;
    pressed.current = null;
    // Focus taken elsewhere meanwhile (a row, after `k` turned the page) stays there.
    const focused = document.activeElement;
    if (focused !== button && focused !== document.body) return;
    const buttons = [...(groupRef.current?.querySelectorAll('button') ?? [])];
    const next = atEnd
      ? buttons.reverse().find((b) => !b.disabled)
      : buttons.find((b) => !b.disabled);
    next?.focus();
  }, [atStart, atEnd]);

  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="pagination-summary">
        {pagination ? (
          <>
            <span>
              Page {formatCount(Math.min(current, last))} of {formatCount(last)}
            </span>
            <span aria-hidden="true"> · </span>
            <span>{plural(pagination.total, 'entry', 'entries')}</span>
          </>
        ) : (
          <span>&nbsp;</span>
        )}
      </p>
      <div className="pagination-controls">
        <label className="field-inline">
          <span>Rows per page</span>
          <select value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div
          className="button-group"
          ref={groupRef}
          onClickCapture={(event) => {
            pressed.current = (event.target as HTMLElement).closest('button');
          }}
        >
          {(
            [
              ['First page', atStart, 1, 'M11 3L6 8l5 5M4 3v10'],
              ['Previous page', atStart, current - 1, 'M10 3L5 8l5 5'],
              ['Next page', atEnd, current + 1, 'M6 3l5 5-5 5'],
              ['Last page', atEnd, last, 'M5 3l5 5-5 5M12 3v10'],
            ] as const
          ).map(([label, disabled, page, d]) => (
            <button
              key={label}
              type="button"
              className="icon-button icon-button-bordered"
              aria-label={label}
              title={label}
              disabled={disabled}
              onClick={() => onPage(page)}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path
                  d={d}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          ))}
        </div>
      </div>
    </nav>
  );
}
