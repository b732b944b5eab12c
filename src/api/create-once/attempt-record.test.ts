// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_STORAGE_PREFIX,
  attemptOf,
  claimSubmission,
  type ClaimRef,
} from './attempt-record';

const ref: ClaimRef = { draftId: 'draft-1', content: 'c1' };
const plant = (value: unknown) =>
  localStorage.setItem(`${ATTEMPT_STORAGE_PREFIX}draft-1:c1`, JSON.stringify(value));
const now = 1_800_000_000_000;

describe('a claim read back from storage is checked, not trusted', () => {
  it('without a time it is no claim: the draft may be sent', () => {
    for (const stored of [{ state: 'done', entryId: 'x' }, { at: 'soon' }, ['sending', now], 7]) {
      plant(stored);
      expect(claimSubmission('local', ref, { now }), JSON.stringify(stored)).toBeNull();
      localStorage.clear();
    }
  });

  it('a state it does not know, or done without an entry id, is a lost answer: look first', () => {
    for (const state of ['created', 'done', 42]) {
      plant({ state, at: now - 1000, sentAt: now - 2000 });
      expect(claimSubmission('local', ref, { now }), String(state)).toEqual({
        kind: 'earlier-lost',
        first: { sentAt: now - 2000 },
      });
    }
  });

  it('a baseline it cannot read is left out, so nothing is judged by it', () => {
    for (const baseline of [
      { newest: 5, ids: [] },
      { newest: null, ids: 'e-1' },
      { newest: null, ids: ['e-1', 2] },
      'e-1',
    ]) {
      plant({ state: 'unknown', at: now - 1000, sentAt: now - 2000, baseline });
      expect(attemptOf('local', ref), JSON.stringify(baseline)).toEqual({ sentAt: now - 2000 });
    }
    plant({
      state: 'unknown',
      at: now - 1000,
      sentAt: now - 2000,
      baseline: { newest: null, ids: ['e-1'] },
    });
    expect(attemptOf('local', ref)).toEqual({
      sentAt: now - 2000,
      baseline: { newest: null, ids: ['e-1'] },
    });
  });
});
