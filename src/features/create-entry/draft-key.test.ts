// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fingerprintOf, keyForAttempt, settleAttempt } from '../../api/create-once';
import { ensureDraftKey, loadDraftKey, saveDraftKey } from '../../api/create-once';
import { DRAFT_KEY_STORAGE as DRAFT_IDEMPOTENCY_KEY } from '../../api/create-once/storage-names';
import { draftStatusFor } from './draft-status';
import { testApi } from '../../testing/api';
import { saveDraft } from './draft-storage';

describe("the draft's idempotency key in storage", () => {
  it('is drawn once and then read back, as after a reload or a sign-in', () => {
    const first = ensureDraftKey();
    expect(ensureDraftKey()).toEqual(first);
    const sent = settleAttempt(keyForAttempt(first, fingerprintOf({ title: 'A' })), false);
    saveDraftKey(sent);
    expect(loadDraftKey()).toEqual(sent);
    expect(ensureDraftKey().key).toBe(first.key);
  });

  it('goes with the draft', () => {
    const draft = draftStatusFor(testApi().session);
    saveDraft(draft, { version: 1, values: { title: 'A' } });
    const key = ensureDraftKey();
    draft.clear();
    expect(loadDraftKey()).toBeNull();
    expect(ensureDraftKey().key).not.toBe(key.key);
  });

  it('reads tampered storage as no key', () => {
    sessionStorage.setItem(DRAFT_IDEMPOTENCY_KEY, '{"key": 5}');
    expect(loadDraftKey()).toBeNull();
    sessionStorage.setItem(DRAFT_IDEMPOTENCY_KEY, 'not json');
    expect(loadDraftKey()).toBeNull();
  });
});
