/**
 * Whether creates carry the idempotency key (`KeyHeaderStatus`): normally learnt at sign-in; a
 * session from before that (or a failed check) learns it now. `refresh` reads it again (after a
 * create, which may have learnt it).
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/api-client';
import {
  keyHeaderStatus,
  learnKeyHeader,
  type KeyHeaderStatus,
} from '../../api/create-once/key-header';

export function useKeyStatus(api: ApiClient) {
  const [keyStatus, setKeyStatus] = useState<KeyHeaderStatus>(() => keyHeaderStatus(api));
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
  return { keyStatus, refresh: () => setKeyStatus(keyHeaderStatus(api)) };
}
