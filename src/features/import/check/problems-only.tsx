/**
 * `Show problems only`: the rows to check before an import (those with problems), and after it
 * (those that failed, are unknown or were skipped). The table keeps every row otherwise.
 */
import { useMemo, useState } from 'react';

export function useProblemsOnly<Row>(rows: readonly Row[], isProblem: (row: Row) => boolean) {
  const [problemsOnly, setProblemsOnly] = useState(false);
  const shown = useMemo(
    () => (problemsOnly ? rows.filter(isProblem) : rows),
    [rows, problemsOnly, isProblem],
  );
  return { problemsOnly, setProblemsOnly, shown };
}

export function ProblemsOnlyToggle(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />{' '}
      Show problems only
    </label>
  );
}
