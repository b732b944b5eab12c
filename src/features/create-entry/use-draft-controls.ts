import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEMPLATES, type CreateEntryBody, type Template } from '../../api/schemas';
import { keyValueStore } from '../../lib/key-value-store';
import type { MetadataTypeOption } from '../../lib/config';
import { PREFILL_PARAMS, type CreateLocationState } from '../../lib/paths';
import { useDraftStatus, type DraftStatus } from './draft-status';
import { loadDraft, saveDraft, restoreDraft, storedItemCount } from './draft';
import { LIMITS, type EntryFields } from '../../api/entry-fields';
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

/** A new form with the title and template a link carries. */
function withLinkPrefill(values: EntryFields, search: URLSearchParams): EntryFields {
  const title = search.get(PREFILL_PARAMS.title);
  const template = search.get(PREFILL_PARAMS.template) ?? '';
  return {
    ...values,
    title: (title ?? '').slice(0, LIMITS.title),
    // A plain new form keeps its own template (the last one used). A copy of an entry takes
    // the entry's, and when the entry's type is no template, leaves it for the person to choose.
    template: isTemplate(template) ? template : title === null ? values.template : '',
  };
}

/**
 * The form's starting values: the stored draft if there is one (`restored`; `otherFolder`: the
 * folder the person came from, when the draft is for another one; `droppedItems`: items it had
 * beyond the limit, which were not restored), else a new form in the folder given, with what
 * the link carries: the whole entry from Create similar (`routerState`, read like a stored
 * draft, field by field, so nothing odd in it can break the form), or a title and template. A
 * restored draft stays until the person chooses to replace it with the copy (`similar`).
 */
export function openForm(
  status: DraftStatus,
  types: MetadataTypeOption[],
  folder: string,
  shared: StorageSource,
  search = new URLSearchParams(),
  routerState: unknown = null,
) {
  const similar = restoreDraft((routerState as CreateLocationState | null)?.similar, types);
  const stored = loadDraft(status);
  const draft = restoreDraft(stored, types);
  if (!draft)
    return {
      values: similar ?? withLinkPrefill(newForm(folder, shared), search),
      restored: false,
      otherFolder: null as string | null,
      droppedItems: 0,
      similar,
    };
  const differs = folder !== '' && draft.folder_id.trim() !== folder;
  const droppedItems = Math.max(0, storedItemCount(stored) - LIMITS.items);
  const otherFolder = differs ? folder : null;
  return { values: draft, restored: true, otherFolder, droppedItems, similar };
}

export type OpenedForm = ReturnType<typeof openForm>;
type Form = UseFormReturn<EntryFields, unknown, CreateEntryBody>;

/**
 * The restored draft's notices and their actions (use the other folder, discard, undo), and
 * Create similar's copy of an entry: the form's draft from the start when there was none,
 * otherwise offered in place of the draft (`asking`). Either way it is read once: the router
 * state that carried it is dropped, so a reload or Back does not ask again.
 */
export function useDraftControls(form: Form, opened: OpenedForm, folder: string) {
  const [restored, setRestored] = useState(opened.restored);
  const [otherFolder, setOtherFolder] = useState(opened.otherFolder);
  const [discarded, setDiscarded] = useState<EntryFields | null>(null);
  const { similar } = opened;
  const [asking, setAsking] = useState(similar !== null && opened.restored);
  const draft = useDraftStatus();
  const { shared } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!similar) return;
    // Taken in: it is the draft now, kept like one typed.
    if (!opened.restored) saveDraft(draft, similar);
    const rest: CreateLocationState = { ...(location.state as CreateLocationState | null) };
    delete rest.similar;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: rest });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Clears the form and the stored draft; the notice offers Undo until the next edit. */
  const discard = () => {
    setDiscarded(form.getValues());
    draft.clear();
    form.reset(newForm(folder, shared));
    setRestored(false);
    setOtherFolder(null);
  };
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
    discard,
    undo() {
      if (!discarded) return;
      form.reset(discarded);
      saveDraft(draft, discarded);
      setDiscarded(null);
      setRestored(true);
    },
    /** Create similar over a restored draft: the person is asked which one the form holds. */
    asking: asking && similar !== null,
    draftTitle: opened.values.title,
    similarTitle: similar?.title ?? '',
    replace() {
      setAsking(false);
      if (!similar) return;
      // Discarding first keeps Undo: the old draft can still come back.
      discard();
      form.reset(similar);
      saveDraft(draft, similar);
    },
    keep: () => setAsking(false),
  };
}
