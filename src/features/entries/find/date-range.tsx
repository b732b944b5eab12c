import { useId, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** Where the browser has no popovers (jsdom too), the fields simply stay in view. */
const POPOVERS = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

export interface DateRangeProps {
  /** Created from / to: local calendar days, YYYY-MM-DD; '' when not set. */
  from: string;
  to: string;
  /** The message saying the range cannot match, while it is shown. */
  errorId?: string;
  onChange: (dates: { from?: string; to?: string }) => void;
}

/** A YYYY-MM-DD day (plus `days`) as that day's local midnight, or null. */
export function localDay(day: string, days = 0): Date | null {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  const at = new Date(year, month - 1, date + days);
  // Years before 100 would otherwise be read as 19xx.
  at.setFullYear(year, month - 1, date + days);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The range in force, in the page's language: "any", "Jan 1 – Mar 31, 2026", "from Jan 1, 2026". */
export function rangeText(from: string, to: string): string {
  const start = localDay(from);
  const end = localDay(to);
  if (!start && !end) return 'any';
  // Made only when a day is set: a formatter takes milliseconds to make, and this text is worked
  // out on every render of the list's filters, where it nearly always says "any".
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
  });
  if (start && end) {
    // Backwards, both days are shown as they are: the message under the filters says why.
    return start <= end
      ? format.formatRange(start, end)
      : `${format.format(start)} – ${format.format(end)}`;
  }
  if (start) return `from ${format.format(start)}`;
  return end ? `up to ${format.format(end)}` : 'any';
}

/**
 * The Created filter as one control, one Tab stop: a button that says the range in force and
 * opens a popover with the two date fields. The popover closes on Escape and on a click
 * elsewhere (focus goes back to the button from inside it), and when focus leaves it.
 */
export function DateRange({ from, to, errorId, onChange }: DateRangeProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const fromField = useRef<HTMLInputElement>(null);
  // Tab past the last field, or Shift+Tab before the button: what is left behind closes.
  const left = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const el = panel.current;
    if (!POPOVERS || !next || event.currentTarget.contains(next)) return;
    if (el?.matches(':popover-open')) el.hidePopover();
  };

  return (
    // Only listens: focus moving out of the button and its fields.
    <div className="date-range" onBlur={left}>
      <button
        type="button"
        className="button date-range-toggle"
        popoverTarget={id}
        aria-describedby={errorId}
        data-invalid={errorId ? '' : undefined}
      >
        Date created: {rangeText(from, to)}
        <span aria-hidden="true" className="date-range-caret">
          ▾
        </span>
      </button>
      <div
        id={id}
        ref={panel}
        popover={POPOVERS ? 'auto' : undefined}
        role="group"
        aria-label="Date created"
        className="date-range-panel popover-surface"
      >
        {(['from', 'to'] as const).map((bound) => (
          <DayField
            key={bound}
            label={bound === 'from' ? 'Created from' : 'Created to'}
            inputRef={bound === 'from' ? fromField : undefined}
            value={bound === 'from' ? from : to}
            errorId={errorId}
            onCommit={(day) => onChange({ [bound]: day })}
          />
        ))}
        <div className="date-range-actions">
          <button
            type="button"
            className="button button-small"
            disabled={!from && !to}
            onClick={() => {
              // Focus stays in the popover: this button is disabled once the dates are gone.
              fromField.current?.focus();
              onChange({ from: '', to: '' });
            }}
          >
            Clear dates
          </button>
          <button
            type="button"
            className="button button-small"
            popoverTarget={id}
            popoverTargetAction="hide"
          >
            Done
          </button>
        </div>
      </div>
    </div>
  );
}

interface DayFieldProps {
  label: 'Created from' | 'Created to';
  value: string;
  errorId?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  onCommit: (day: string) => void;
}

/**
 * One date field whose day is applied on Enter or on leaving it, never on each keystroke: while a
 * year is typed digit by digit the field already holds year 2, then 20, and applying those would
 * rewrite the field under the person's fingers. A half-typed date stays in the field, out of the
 * address.
 */
function DayField({ label, value, errorId, inputRef, onCommit }: DayFieldProps) {
  const [draft, setDraft] = useState(value);
  // Back, a link or Clear dates changed the day in force: show it.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const commit = (input: HTMLInputElement) => {
    if (input.validity.badInput || input.value === value) return;
    onCommit(input.value);
  };
  return (
    <label className="date-range-field">
      <span>{label}</span>
      <input
        ref={inputRef}
        type="date"
        value={draft}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget);
        }}
      />
    </label>
  );
}
