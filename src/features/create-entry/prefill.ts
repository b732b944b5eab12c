import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, type EntryFields } from '../../api/entry-fields';
import { TEMPLATES, type CreateEntryBody } from '../../api/schemas';
import type { MetadataTypeOption } from '../../lib/config';
import { PREFILL_PARAMS, type CreateLocationState } from '../../lib/paths';
import { restoreDraft, saveDraft } from './draft';
import { useDraftStatus } from './draft-status';
import type { OpenedForm } from './use-draft-controls';

/**
 * Everything an entry carries, from Create similar (router state), as the form's values: read
 * like a stored draft, field by field, so nothing odd in it can break the form.
 */
export function readSimilar(state: unknown, types: MetadataTypeOption[]): EntryFields | null {
  const similar = (state as CreateLocationState | null)?.similar;
  if (!similar) return null;
  return restoreDraft(similar, types);
}

/**
 * A fresh form also takes what the link carries: the whole entry from Create similar, or the
 * title and template of a link. A restored draft stays until the person chooses to replace it
 * (the route asks); nothing typed is replaced unasked.
 */
export function withPrefill(
  opened: OpenedForm,
  search: URLSearchParams,
  similar: EntryFields | null = null,
): OpenedForm {
  if (opened.restored) return opened;
  if (similar) return { ...opened, values: similar };
  const title = search.get(PREFILL_PARAMS.title);
  const template = search.get(PREFILL_PARAMS.template) ?? '';
  const known = (TEMPLATES as readonly string[]).includes(template);
  return {
    ...opened,
    values: {
      ...opened.values,
      title: (title ?? '').slice(0, LIMITS.title),
      // A plain new form keeps its own template (the last one used). A copy of an entry takes
      // the entry's, and when the entry's type is no template, leaves it for the person to choose.
      template: known ? template : title === null ? opened.values.template : '',
    },
  };
}

type Form = UseFormReturn<EntryFields, unknown, CreateEntryBody>;

/**
 * Create similar's copy of an entry: the form's draft from the start when there was none,
 * otherwise offered in place of the draft (the route asks). Either way it is read once: the
 * router state that carried it is dropped, so a reload or Back does not ask again.
 */
export function useSimilarPrefill(
  form: Form,
  opened: OpenedForm,
  similar: EntryFields | null,
  discardDraft: () => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const draft = useDraftStatus();
  const [asking, setAsking] = useState(similar !== null && opened.restored);

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

  return {
    asking: asking && similar !== null,
    draftTitle: opened.values.title,
    similarTitle: similar?.title ?? '',
    replace() {
      setAsking(false);
      if (!similar) return;
      // Discarding first keeps Undo: the old draft can still come back.
      discardDraft();
      form.reset(similar);
      saveDraft(draft, similar);
    },
    keep() {
      setAsking(false);
    },
  };
}
