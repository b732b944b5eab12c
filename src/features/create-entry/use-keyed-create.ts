/**
 * The create form's side of create-once (src/api/create-once): one attempt per call, what the
 * console does on its own meanwhile (`progress`), whether creates carry the key (`keyStatus`),
 * and the entry lists refreshed after a create.
 */
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createMutationDefaults } from '../../api/create-once/create-mutation';
import { keyHeaderStatus, learnKeyHeader } from '../../api/create-once/key-header';
import { sendDraft } from '../../api/create-once/draft';
import type { CreateProgress } from '../../api/create-once/send-keyed';
import type { KeyHeaderStatus } from '../../api/create-once/key-header-check';
import { useEntriesCreated } from '../../api/entries';
import type { CreateEntryBody } from '../../api/schemas';
import { useApi } from '../../api/api-context';

interface Send {
  body: CreateEntryBody;
  draftId: string;
  takeOver: boolean;
}

export function useKeyedCreate() {
  const entriesCreated = useEntriesCreated();
  const api = useApi();
  const [progress, setProgress] = useState<CreateProgress | null>(null);
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

  // One attempt is one mutation, with the rules of every create (create-mutation.ts).
  const send = useMutation({
    ...createMutationDefaults,
    mutationFn: ({ body, draftId, takeOver }: Send) =>
      sendDraft(api, body, { draftId, takeOver, onProgress: setProgress }),
    onSuccess: (attempt, { body }) =>
      attempt.kind === 'created' ? entriesCreated(attempt.entry, body) : undefined,
    onSettled: () => {
      setProgress(null);
      setKeyStatus(keyHeaderStatus(api));
    },
  });

  const create = (body: CreateEntryBody, draftId: string, takeOver: boolean) =>
    send.mutateAsync({ body, draftId, takeOver });

  return { create, progress, keyStatus, pending: send.isPending };
}
