/**
 * The create form's side of create-once (src/api/create-once): one attempt per call, what the
 * console does on its own meanwhile (`progress`), whether creates carry the key (`keyStatus`),
 * and the entry lists refreshed after a create.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  keyHeaderStatus,
  learnKeyHeader,
  sendDraft,
  type CreateProgress,
  type KeyHeaderStatus,
} from '../../api/create-once';
import { refreshEntryLists } from '../../api/entries';
import type { CreateEntryBody } from '../../api/schemas';
import { useApi } from '../../api/api-context';

export function useKeyedCreate() {
  const queryClient = useQueryClient();
  const api = useApi();
  const [pending, setPending] = useState(false);
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

  async function create(body: CreateEntryBody, draftId: string, takeOver: boolean) {
    setPending(true);
    try {
      const attempt = await sendDraft(api, body, { draftId, takeOver, onProgress: setProgress });
      if (attempt.kind === 'created') await refreshEntryLists(queryClient);
      return attempt;
    } finally {
      setPending(false);
      setProgress(null);
      setKeyStatus(keyHeaderStatus(api));
    }
  }

  return { create, progress, keyStatus, pending };
}
