/**
 * The `Match columns` table: every column of the file, its first few values (plain text, cut
 * short), and a select labelled
 * by its header choosing the field it fills (or a metadata item, or Ignore). A change is
 * handed up at once; every row is then checked again in the worker. A wide file lists its first
 * columns and a button for the rest: hundreds of selects take the page a second to lay out.
 */
import { useId, useState } from 'react';
import {
  MAX_MATCHED_COLUMNS,
  SAMPLE_CHARS,
  TARGET_LABELS,
  columnName,
  TARGETS,
  itemKey,
  type ColumnTarget,
} from './column-match';
import { clip } from '../file/limits';
import { formatCount } from '../../../lib/plural';
import { cutText } from '../../../lib/cut-text';
import './match-columns.css';

interface Props {
  header: readonly string[];
  choices: readonly ColumnTarget[];
  /** The first few values of each column. */
  samples?: readonly (readonly string[])[];
  onChange: (choices: ColumnTarget[]) => void;
  disabled?: boolean;
}

/** Columns listed before `Show all columns`. */
export const FIRST_COLUMNS = 40;

export function MatchColumns({ header, choices, samples, onChange, disabled }: Props) {
  const id = useId();
  const [all, setAll] = useState(false);
  const matched = Math.min(header.length, MAX_MATCHED_COLUMNS);
  const shown = header.slice(0, all ? matched : Math.min(matched, FIRST_COLUMNS));
  return (
    <section className="import-match card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Match columns</h2>
      <p className="hint">
        Each column of the file fills the field chosen here. Columns the console does not know
        become metadata items, keyed by their header.
      </p>
      <div className="import-match-scroll">
        <table className="import-match-table" aria-label="Match columns">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Values</th>
              <th scope="col">Fills</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((text, index) => {
              const name = columnName(header, index);
              const choice = choices[index] ?? 'ignore';
              const values = samples?.[index] ?? [];
              return (
                <tr key={index}>
                  <th scope="row">
                    <label htmlFor={`${id}-${index}`}>{clip(name, 80)}</label>
                  </th>
                  <td className="import-samples">
                    {values.length === 0 ? (
                      <span className="muted">(empty)</span>
                    ) : (
                      <ul>
                        {values.map((value, i) => (
                          <li key={i}>
                            <bdi>{cutText(value, SAMPLE_CHARS)}</bdi>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>
                    <select
                      id={`${id}-${index}`}
                      value={choice}
                      disabled={disabled}
                      onChange={(event) => {
                        const next = [...choices];
                        next[index] = event.target.value as ColumnTarget;
                        onChange(next);
                      }}
                    >
                      {TARGETS.map((target) => (
                        <option key={target} value={target}>
                          {TARGET_LABELS[target]}
                        </option>
                      ))}
                    </select>
                    {choice === 'item' ? (
                      <span className="hint">Key: {clip(itemKey(text), 60)}</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shown.length < matched ? (
        <p className="import-match-more">
          {formatCount(matched - shown.length)} more columns, each matched by its header.{' '}
          <button type="button" className="button button-small" onClick={() => setAll(true)}>
            Show all {formatCount(matched)} columns
          </button>
        </p>
      ) : null}
    </section>
  );
}
