import { useEffect, type RefObject } from 'react';
import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import { useDraftStatus } from './draft-status';
import { saveDraft } from './draft';
import { useSession } from '../../api/api-context';
import { isBlankForm } from '../../components/entry-fields/entry-field-map';
import type { EntryFields } from '../../api/entry-fields';

export const DRAFT_SAVE_MS = 300;

/**
 * Saves the draft as people type (debounced), and once more on the way out if a save is
 * pending. A blank form is no draft: it clears the stored one instead.
 */
export function useDraftAutosave(
  watch: UseFormWatch<EntryFields>,
  getValues: UseFormGetValues<EntryFields>,
  /** Set when the screen leaves on purpose (after a create): nothing is saved any more. */
  leaving: RefObject<boolean>,
): void {
  const session = useSession();
  const draft = useDraftStatus();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      if (leaving.current) return;
      // Signing out on purpose discards the draft; a session that expired keeps it.
      if (session.token() === null && session.notice() !== 'expired') return;
      const values = getValues();
      if (isBlankForm(values)) draft.clear();
      else saveDraft(draft, values);
    };
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_MS);
    });
    // Signed in with another token afresh: what was typed is the last token's, and is not saved
    // as the new one's draft on the way out.
    const stopSession = session.subscribe((_, change) => {
      if (change !== 'switched') return;
      clearTimeout(timer);
      timer = undefined;
    });
    return () => {
      stopSession();
      subscription.unsubscribe();
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [session, draft, watch, getValues, leaving]);
}

/**
 * Closing or reloading the tab loses what the tab's storage holds less surely than moving within
 * the app (which keeps the draft): while `when` holds, the browser asks first. Nothing asks
 * when the screen leaves on purpose (after a create).
 */
export function useUnloadWarning(when: boolean, leaving: RefObject<boolean>): void {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, leaving]);
}
