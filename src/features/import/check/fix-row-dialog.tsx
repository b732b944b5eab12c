/**
 * `Fix row <line>`: the row's values in the form's fields; `Save row` keeps them over the file's
 * and checks the row again with the same checker the whole file goes through (the form's own
 * schema). A row still with problems keeps the dialog open, each problem under its field;
 * what was typed is kept either way.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { TEMPLATES } from '../../../api/schemas';
import type { MetadataTypeOption } from '../../../lib/config';
import { makeRowChecker, type ImportDefaults } from './check-rows';
import { emptyRaw, type RawItem, type RawRow } from '../columns/import-columns';

interface Props {
  n: number;
  line: number;
  raw: RawRow;
  defaults: ImportDefaults;
  metadataTypes: MetadataTypeOption[];
  onSave: (raw: RawRow) => void;
  onClose: () => void;
}

type Values = Omit<RawRow, 'metadata' | 'problems' | 'data_encrypted'> & {
  data_encrypted: boolean;
  metadata: string;
};

const TRUE = new Set(['true', '1', 'yes']);

function valuesOf(raw: RawRow): Values {
  const flag = raw.data_encrypted;
  return {
    title: raw.title,
    folder_id: raw.folder_id,
    template: raw.template.trim().toUpperCase(),
    description: raw.description,
    callback_url: raw.callback_url,
    data_encrypted: typeof flag === 'boolean' ? flag : TRUE.has(flag.trim().toLowerCase()),
    metadata: raw.metadata.length > 0 ? JSON.stringify(raw.metadata.map(compact), null, 2) : '',
  };
}

/** An item as people write it: only the fields it has. */
function compact(item: RawItem): Partial<RawItem> {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== '')) as Partial<RawItem>;
}

function rawOf(values: Values): RawRow {
  const row: RawRow = {
    ...emptyRaw(),
    ...values,
    data_encrypted: values.data_encrypted,
    metadata: [],
  };
  if (values.metadata.trim() === '') return row;
  try {
    const list: unknown = JSON.parse(values.metadata);
    if (!Array.isArray(list)) throw new TypeError('not a list');
    row.metadata = list.map((item: Record<string, unknown>) => ({
      type: String(item?.type ?? ''),
      key: String(item?.key ?? ''),
      value: String(item?.value ?? ''),
      file: String(item?.file ?? ''),
      title: String(item?.title ?? ''),
    }));
  } catch (error) {
    // Not a JSON list of items: said under the field, and nothing is saved until it is.
    if (!(error instanceof SyntaxError || error instanceof TypeError)) throw error;
    row.problems.push(
      'Metadata: write the items as a JSON array, as [{"type": "TEXT", "key": "…", "value": "…"}].',
    );
  }
  return row;
}

/** The problems that name a field: "Title: …", "Template GOLD is…". */
const about = (problems: readonly string[], label: string) =>
  problems.filter((p) => p.startsWith(`${label}:`) || p.startsWith(`${label} `));

export function FixRowDialog({ n, line, raw, defaults, metadataTypes, onSave, onClose }: Props) {
  const { ref, id, titleId, close } = useModalDialog(onClose);
  const check = useMemo(() => makeRowChecker(metadataTypes), [metadataTypes]);
  const [values, setValues] = useState(() => valuesOf(raw));
  // What is wrong with the row as it is, from the start; said aloud once Save row checked it.
  const [problems, setProblems] = useState<string[]>(
    () => check({ ...raw, problems: [...raw.problems] }, n, defaults, line).problems,
  );
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fixed = rawOf(values);
    const found = [
      ...fixed.problems,
      ...check({ ...fixed, problems: [] }, n, defaults, line).problems,
    ];
    setProblems(found);
    setSaved(true);
    if (fixed.problems.length > 0) return;
    onSave(fixed);
    if (found.length === 0) close();
  };

  const field = (key: string, label: string, input: (props: FieldProps) => ReactNode) => {
    const own = about(problems, label);
    return (
      <div className="field">
        <label htmlFor={`${id}-field-${key}`}>{label}</label>
        {input({
          id: `${id}-field-${key}`,
          'aria-invalid': own.length > 0 || undefined,
          'aria-describedby': own.length > 0 ? `${id}-${key}-error` : undefined,
        })}
        {own.length > 0 ? (
          <p className="field-error" id={`${id}-${key}-error`}>
            {own.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };
  const templateProblems = about(problems, 'Template');

  return (
    <dialog ref={ref} className="dialog fix-row-dialog" aria-labelledby={titleId}>
      <form className="dialog-body" onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>Fix row {line}</h2>
        {problems.length > 0 ? (
          <div className="notice notice-error" role={saved ? 'alert' : undefined}>
            {`This row ${saved ? 'still has' : 'has'} ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: `}
            {problems.join(' ')}
          </div>
        ) : null}
        <div className="fix-row-fields">
          {field('title', 'Title', (p) => (
            <input {...p} value={values.title} onChange={(e) => set('title', e.target.value)} />
          ))}
          {field('folder', 'Folder', (p) => (
            <input
              {...p}
              value={values.folder_id}
              placeholder={defaults.folder || undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => set('folder_id', e.target.value)}
            />
          ))}
          <fieldset
            className="field"
            role="radiogroup"
            aria-labelledby={`${id}-template-legend`}
            aria-invalid={templateProblems.length > 0 || undefined}
          >
            <legend id={`${id}-template-legend`}>Template</legend>
            <div className="radio-options">
              {TEMPLATES.map((template) => (
                <label key={template}>
                  <input
                    type="radio"
                    name={`${id}-template`}
                    value={template}
                    checked={values.template === template}
                    onChange={() => set('template', template)}
                  />{' '}
                  {template}
                </label>
              ))}
            </div>
            {templateProblems.length > 0 ? (
              <p className="field-error">{templateProblems.join(' ')}</p>
            ) : null}
          </fieldset>
          {field('description', 'Description', (p) => (
            <textarea
              {...p}
              rows={2}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
            />
          ))}
          {field('callback', 'Callback URL', (p) => (
            <input
              {...p}
              type="url"
              value={values.callback_url}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => set('callback_url', e.target.value)}
            />
          ))}
          <div className="field switch-field">
            <label htmlFor={`${id}-encrypt`} className="switch">
              <input
                id={`${id}-encrypt`}
                type="checkbox"
                role="switch"
                checked={values.data_encrypted}
                onChange={(e) => set('data_encrypted', e.target.checked)}
              />
              <span className="switch-track" aria-hidden="true" />
              Encrypt data
            </label>
          </div>
          {field('metadata', 'Metadata', (p) => (
            <textarea
              {...p}
              rows={3}
              className="mono"
              spellCheck={false}
              value={values.metadata}
              onChange={(e) => set('metadata', e.target.value)}
            />
          ))}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Save row
          </button>
        </div>
      </form>
    </dialog>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}
