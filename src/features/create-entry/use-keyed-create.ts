/**
 * The create form's side of create-once (src/api/create-once): the create mutation (the one the
 * import sends its rows with), one draft attempt per call, what the console does on its own
 * meanwhile (`progress`, from the mutation's own state), whether creates carry the key
 * (`keyStatus`), and the entry lists refreshed after a create.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEntryMutation, createProgress } from '../../api/create-once/create-mutation';
import { keyHeaderStatus, learnKeyHeader } from '../../api/create-once/key-header';
import { sendDraft } from '../../api/create-once/draft';
import type { KeyHeaderStatus } from '../../api/create-once/key-header-check';
import { useEntriesCreated } from '../../api/entries';
import type { CreateEntryBody } from '../../api/schemas';
import { useApi } from '../../api/api-context';

export function useKeyedCreate() {
  const queryClient = useQueryClient();
  const entriesCreated = useEntriesCreated();
  const api = useApi();
  const [keyStatus, setKeyStatus] = useState<KeyHeaderStatus>(() => keyHeaderStatus(api));

  // Normally learnt at sign-in; a session from before that (or a failed check) learns it now.
  useEffect(() => {
    const token = api.session.token();
    if (keyStatus !== 'unknown' || !token) return;
    let live = true;
    void learnKeyHeader(api, token).then((status) => {
      if (live) setKeyStatus(status);
    });
    return () => {
      live = false;
    };
  }, [api, keyStatus]);

  const mutation = useMutation({
    ...createEntryMutation(api),
    onSuccess: (entry, { body }) => entriesCreated(entry, body),
    onSettled: () => setKeyStatus(keyHeaderStatus(api)),
  });

  /** One attempt to create the draft; throws what stopped it (draft.ts). */
  const create = (body: CreateEntryBody, draftId: string, takeOver: boolean) =>
    sendDraft(api, queryClient, body, { draftId, takeOver, create: mutation.mutateAsync });

  return {
    create,
    progress: createProgress(api, mutation),
    keyStatus,
    pending: mutation.isPending,
  };
}
