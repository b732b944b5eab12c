// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fingerprintOf, keyForAttempt, settleAttempt } from '../../api/create-once/key';
import { ensureDraftKey, loadDraftKey, saveDraftKey } from '../../api/create-once/attempt-record';
import { IDEMPOTENCY_KEY_STORAGE as DRAFT_IDEMPOTENCY_KEY } from '../../api/create-once/storage-names';
import { createDraftStatus } from './draft-status';
import { testApi } from '../../testing/api';
import { saveDraft } from './draft';
import { memoryStorage } from '../../testing/storage';
import { emptyFormValues } from '../../components/entry-fields/entry-field-map';

describe("the draft's idempotency key in storage", () => {
  it('is drawn once and then read back, as after a reload or a sign-in', () => {
    const first = ensureDraftKey('session');
    expect(ensureDraftKey('session')).toEqual(first);
    const sent = settleAttempt(keyForAttempt(first, fingerprintOf({ title: 'A' })), false);
    saveDraftKey('session', sent);
    expect(loadDraftKey('session')).toEqual(sent);
    expect(ensureDraftKey('session').key).toBe(first.key);
  });

  it('goes with the draft', () => {
    const draft = createDraftStatus(testApi().session.store);
    saveDraft(draft, { ...emptyFormValues(), title: 'A' });
    const key = ensureDraftKey('session');
    draft.clear();
    expect(loadDraftKey('session')).toBeNull();
    expect(ensureDraftKey('session').key).not.toBe(key.key);
  });

  it('reads tampered storage as no key', () => {
    sessionStorage.setItem(DRAFT_IDEMPOTENCY_KEY, '{"key": 5}');
    expect(loadDraftKey('session')).toBeNull();
    sessionStorage.setItem(DRAFT_IDEMPOTENCY_KEY, 'not json');
    expect(loadDraftKey('session')).toBeNull();
  });

  it("is kept in the session's own store, with the draft: a test's session of its own starts with none", () => {
    const own = memoryStorage();
    const store = () => own;
    const draft = createDraftStatus(store);
    saveDraft(draft, { ...emptyFormValues(), title: 'Mine' });
    const key = ensureDraftKey(store);
    expect(draft.isStored()).toBe(true);
    expect(sessionStorage.length).toBe(0);
    expect(loadDraftKey('session')).toBeNull();
    draft.clear();
    expect(own.length).toBe(0);
    expect(ensureDraftKey(store).key).not.toBe(key.key);
  });
});
