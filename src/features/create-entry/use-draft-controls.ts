import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TEMPLATES, type CreateEntryBody, type Template } from '../../api/schemas';
import { keyValueStore } from '../../lib/key-value-store';
import type { MetadataTypeOption } from '../../lib/config';
import { useDraftStatus, type DraftStatus } from './draft-status';
import { loadDraft, saveDraft, MAX_DRAFT_ITEMS, restoreDraft, storedItemCount } from './draft';
import { type EntryFields } from '../../api/entry-fields';
import { emptyFormValues } from '../../components/entry-fields/entry-field-map';
import { useSession } from '../../api/api-context';
import type { StorageSource } from '../../lib/storage';

const LAST_TEMPLATE_KEY = 'registry-console:last-template';

const isTemplate = (value: unknown): value is Template =>
  (TEMPLATES as readonly unknown[]).includes(value);

/**
 * Remembers the template of this browser's last create, for a new form to start with. Kept in
 * the session's shared storage (`shared`): a preference, nothing secret. Where storage refuses
 * it or holds something else, a new form starts with STORAGE.
 */
export function rememberTemplate(shared: StorageSource, template: string): void {
  if (isTemplate(template)) keyValueStore(shared).writeText(LAST_TEMPLATE_KEY, template);
}

/** A new form: empty, in the folder given, with the template of this browser's last create. */
function newForm(folder: string, shared: StorageSource): EntryFields {
  const last = keyValueStore(shared).readText(LAST_TEMPLATE_KEY);
  return { ...emptyFormValues(folder), template: isTemplate(last) ? last : 'STORAGE' };
}

/**
 * The form's starting values: the stored draft if there is one (`restored`; `otherFolder`: the
 * folder the person came from, when the draft is for another one; `droppedItems`: items it had
 * beyond the limit, which were not restored), else empty in the folder given.
 */
export function openForm(
  status: DraftStatus,
  types: MetadataTypeOption[],
  folder: string,
  shared: StorageSource,
) {
  const stored = loadDraft(status);
  const draft = restoreDraft(stored, types);
  if (!draft)
    return {
      values: newForm(folder, shared),
      restored: false,
      otherFolder: null as string | null,
      droppedItems: 0,
    };
  const differs = folder !== '' && draft.folder_id.trim() !== folder;
  const droppedItems = Math.max(0, storedItemCount(stored) - MAX_DRAFT_ITEMS);
  return { values: draft, restored: true, otherFolder: differs ? folder : null, droppedItems };
}

export type OpenedForm = ReturnType<typeof openForm>;
type Form = UseFormReturn<EntryFields, unknown, CreateEntryBody>;

/** The restored draft's notices and their actions: use the other folder, discard, undo. */
export function useDraftControls(form: Form, opened: OpenedForm, folder: string) {
  const [restored, setRestored] = useState(opened.restored);
  const [otherFolder, setOtherFolder] = useState(opened.otherFolder);
  const [discarded, setDiscarded] = useState<EntryFields | null>(null);
  const draft = useDraftStatus();
  const { shared } = useSession();

  return {
    restored,
    otherFolder,
    draftFolder: opened.values.folder_id.trim(),
    droppedItems: opened.droppedItems,
    /** Just discarded, with nothing typed since: Undo is still offered. */
    discarded: discarded !== null && !form.formState.isDirty,
    /** Moves the restored draft to the folder the person came from. */
    switchFolder() {
      if (otherFolder === null) return;
      form.setValue('folder_id', otherFolder, { shouldDirty: true });
      setOtherFolder(null);
    },
    /** Clears the form and the stored draft; the notice offers Undo until the next edit. */
    discard() {
      setDiscarded(form.getValues());
      draft.clear();
      form.reset(newForm(folder, shared));
      setRestored(false);
      setOtherFolder(null);
    },
    undo() {
      if (!discarded) return;
      form.reset(discarded);
      saveDraft(draft, discarded);
      setDiscarded(null);
      setRestored(true);
    },
  };
}
