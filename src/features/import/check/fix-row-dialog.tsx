/**
 * `Fix row <line>`: the row's values in the create form's own fields, judged by the form's own
 * schema, each error under its field by its path (an empty folder or template is the import's
 * default). `Save row` keeps what was typed over the file's and checks the row again with the
 * checker the whole file goes through; a row still with problems keeps the dialog open.
 */
import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { MainFields } from '../../../components/entry-fields/main-fields';
import { MetadataSection } from '../../../components/entry-fields/metadata-section';
import { makeEntrySchema, type EntryFields } from '../../../api/entry-fields';
import type { CreateEntryBody } from '../../../api/schemas';
import type { MetadataTypeOption } from '../../../lib/config';
import { makeRowChecker, readFlag, withDefaults, type ImportDefaults } from './check-rows';
import type { RawRow } from '../columns/import-columns';

interface Props {
  n: number;
  line: number;
  raw: RawRow;
  defaults: ImportDefaults;
  metadataTypes: MetadataTypeOption[];
  onSave: (raw: RawRow) => void;
  onClose: () => void;
}

function valuesOf({ problems: _, data_encrypted: flag, ...raw }: RawRow): EntryFields {
  return {
    ...raw,
    template: raw.template.trim().toUpperCase(),
    data_encrypted: typeof flag === 'boolean' ? flag : (readFlag(flag) ?? false),
  };
}

/** Items added since Save row are judged as in the create form; the dialog lists no summary. */
const ignoreUnjudged = () => {};

export function FixRowDialog({ n, line, raw, defaults, metadataTypes, onSave, onClose }: Props) {
  const { ref, titleId, close } = useModalDialog(onClose);
  const check = useMemo(() => makeRowChecker(metadataTypes), [metadataTypes]);
  const resolve = useMemo(() => zodResolver(makeEntrySchema(metadataTypes)), [metadataTypes]);
  const resolver: Resolver<EntryFields, unknown, CreateEntryBody> = (values, ...rest) =>
    resolve(withDefaults(values, defaults), ...rest);
  const { register, control, handleSubmit, getValues, trigger, formState } = useForm<
    EntryFields,
    unknown,
    CreateEntryBody
  >({
    resolver,
    defaultValues: valuesOf(raw),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // What is wrong with the row as it is, from the start; said aloud once Save row checked it.
  const [problems, setProblems] = useState(() => check(raw, n, defaults, line).problems);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void trigger();
  }, [trigger]);

  const save = () => {
    const fixed: RawRow = { ...getValues(), problems: [] };
    const found = check(fixed, n, defaults, line).problems;
    setProblems(found);
    setSaved(true);
    onSave(fixed);
    if (found.length === 0) close();
  };

  return (
    <dialog ref={ref} className="dialog fix-row-dialog" aria-labelledby={titleId}>
      <form className="dialog-body" onSubmit={handleSubmit(save, save)} noValidate>
        <h2 id={titleId}>Fix row {line}</h2>
        {problems.length > 0 ? (
          <div className="notice notice-error" role={saved ? 'alert' : undefined}>
            {`This row ${saved ? 'still has' : 'has'} ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: `}
            {problems.join(' ')}
          </div>
        ) : null}
        <div className="fix-row-fields">
          <MainFields
            register={register}
            errors={formState.errors}
            folderPlaceholder={defaults.folder}
          />
          <MetadataSection
            control={control}
            register={register}
            getValues={getValues}
            errors={formState.errors.metadata}
            types={metadataTypes}
            attempts={formState.submitCount}
            onUnjudged={ignoreUnjudged}
          />
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
