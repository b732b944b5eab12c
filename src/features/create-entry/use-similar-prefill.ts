import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CreateEntryBody } from '../../api/schemas';
import type { CreateLocationState } from '../../lib/paths';
import { saveDraft } from './draft-storage';
import { useDraftStatus } from './draft-status';
import { toStoredDraft } from './draft';
import type { EntryFields } from '../../api/entry-fields';
import type { OpenedForm } from './use-draft-controls';

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
    if (!opened.restored) saveDraft(draft, toStoredDraft(similar));
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
      saveDraft(draft, toStoredDraft(similar));
    },
    keep() {
      setAsking(false);
    },
  };
}
