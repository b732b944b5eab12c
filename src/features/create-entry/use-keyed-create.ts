/**
 * Sending the form's body exactly once: the draft's idempotency key goes with every attempt of
 * the same content (after a reload, a lost answer, a sign-in round trip), and is replaced only
 * when the content changed after the last attempt was settled. While the console waits on its
 * own (a 409, a lost answer resent), `progress` says so.
 */
import { useEffect, useState } from 'react';
import {
  keyHeaderStatus,
  learnKeyHeader,
  useCreateEntryOnce,
  type CreateProgress,
  type KeyHeaderStatus,
} from '../../api/create-entry';
import { isApiError } from '../../api/api-error';
import type { CreateEntryBody } from '../../api/schemas';
import { fingerprintOf, keyForAttempt, retireKey, settleAttempt } from '../../lib/idempotency-key';
import { getToken } from '../../lib/session';
import { loadDraftKey, saveDraftKey } from './draft-key-storage';

export function useKeyedCreate() {
  const mutation = useCreateEntryOnce();
  const [progress, setProgress] = useState<CreateProgress | null>(null);
  const [keyStatus, setKeyStatus] = useState<KeyHeaderStatus>(keyHeaderStatus);

  // Normally learnt at sign-in; a session from before that (or a failed check) learns it now.
  useEffect(() => {
    const token = getToken();
    if (keyStatus !== 'unknown' || !token) return;
    let live = true;
    void learnKeyHeader(token).then((status) => {
      if (live) setKeyStatus(status);
    });
    return () => {
      live = false;
    };
  }, [keyStatus]);

  async function create(body: CreateEntryBody) {
    const attempt = keyForAttempt(loadDraftKey(), fingerprintOf(body));
    saveDraftKey(attempt);
    try {
      return await mutation.mutateAsync({ body, key: attempt.key, onProgress: setProgress });
    } catch (error) {
      if (isApiError(error) && error.kind === 'key-reused') saveDraftKey(retireKey());
      // A definite answer settles the attempt; an unknown outcome leaves it open.
      else saveDraftKey(settleAttempt(attempt, isApiError(error) && !error.outcomeUnknown));
      throw error;
    } finally {
      setProgress(null);
      setKeyStatus(keyHeaderStatus());
    }
  }

  return { create, progress, keyStatus, pending: mutation.isPending };
}
