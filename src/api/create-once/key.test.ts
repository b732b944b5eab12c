import { describe, expect, it } from 'vitest';
import {
  fingerprintOf,
  keyForAttempt,
  newDraftKey,
  draftKeySchema,
  settleAttempt,
  type DraftKey,
} from './key';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

const bodyA = { title: 'A', folder_id: 'f', template: 'STORAGE', metadata: [] };
const bodyB = { ...bodyA, title: 'B' };
const A = fingerprintOf(bodyA);
const B = fingerprintOf(bodyB);

/** What storage held as a key state, or null (as the store reads it). */
const readDraftKey = (value: unknown) => draftKeySchema.safeParse(value).data ?? null;

/** Through storage and back, as a reload or a sign-in round trip does. */
const reload = (state: DraftKey) => readDraftKey(JSON.parse(JSON.stringify(state)));

describe('the key of a draft', () => {
  it('is a random UUID by default, new for every draft', () => {
    const one = newDraftKey().key;
    const two = newDraftKey().key;
    expect(one).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(two).not.toBe(one);
  });

  it('is drawn for the first attempt when the draft had none', () => {
    const state = keyForAttempt(null, A, keys());
    expect(state).toEqual({ key: 'key-1', sent: A, resolved: false });
  });

  it('drawn before the first attempt (while typing) is the one the first attempt uses', () => {
    const make = keys();
    const draft = newDraftKey(make);
    expect(keyForAttempt(draft, A, make).key).toBe(draft.key);
  });

  it('stays for every attempt of the same content, settled or not', () => {
    const make = keys();
    let state = keyForAttempt(null, A, make);
    state = keyForAttempt(state, A, make); // answer lost, tried again
    expect(state.key).toBe('key-1');
    state = keyForAttempt(settleAttempt(state, true, make), A, make); // e.g. a 429, then again
    expect(state.key).toBe('key-1');
  });

  it('stays when the content changes while the last attempt is unsettled', () => {
    const make = keys();
    const lost = settleAttempt(keyForAttempt(null, A, make), false);
    const next = keyForAttempt(lost, B, make);
    expect(next).toEqual({ key: 'key-1', sent: B, resolved: false });
  });

  it('is new when the content changes after the last attempt was settled', () => {
    const make = keys();
    const refused = settleAttempt(keyForAttempt(null, A, make), true, make);
    expect(keyForAttempt(refused, B, make)).toEqual({ key: 'key-2', sent: B, resolved: false });
  });

  it('to come is drawn when an attempt is settled, so a preview can show it before sending', () => {
    const make = keys();
    const refused = settleAttempt(keyForAttempt(null, A, make), true, make);
    expect(refused.next).toBe('key-2');
    // Asking again (a preview on every keystroke) draws nothing new.
    expect(keyForAttempt(refused, B, make).key).toBe('key-2');
    expect(keyForAttempt(refused, fingerprintOf({ other: true }), make).key).toBe('key-2');
    expect(keyForAttempt(refused, A, make).key).toBe('key-1');
    // An unsettled attempt has no next key.
    expect(settleAttempt(refused, false, make)).not.toHaveProperty('next');
  });

  it('survives a reload and a sign-in round trip (kept through storage)', () => {
    const make = keys();
    const lost = settleAttempt(keyForAttempt(null, A, make), false);
    const restored = reload(lost)!;
    expect(restored).toEqual(lost);
    expect(keyForAttempt(restored, A, make).key).toBe('key-1');
    // Settled before the reload: the change after it still draws a new key.
    const settled = reload(settleAttempt(lost, true, make))!;
    expect(settled.next).toBe('key-2');
    expect(keyForAttempt(settled, B, make).key).toBe('key-2');
  });

  it('is retired for good when the server holds it for other content', () => {
    const make = keys();
    keyForAttempt(null, A, make);
    const retired = newDraftKey(make);
    expect(keyForAttempt(retired, B, make).key).toBe('key-2');
  });
});

describe('draftKeySchema', () => {
  it.each([null, undefined, 'key', 42, [], {}, { key: 7 }, { key: '' }, { key: 'a b' }])(
    'reads %j as no key',
    (raw) => {
      expect(readDraftKey(raw)).toBeNull();
    },
  );

  it('reads a bad "sent" as no key, and anything but true as unsettled', () => {
    expect(readDraftKey({ key: 'k', sent: 3, resolved: true })).toBeNull();
    expect(readDraftKey({ key: 'k', sent: null, resolved: 'yes' })).toEqual({
      key: 'k',
      sent: null,
      resolved: false,
    });
  });
});

describe('fingerprintOf', () => {
  it('is the same for the same content in any key order', () => {
    const reordered = { metadata: [], template: 'STORAGE', folder_id: 'f', title: 'A' };
    expect(fingerprintOf(reordered)).toBe(A);
    expect(fingerprintOf({ ...bodyA, description: undefined })).toBe(A);
  });

  it('differs when anything sent differs', () => {
    const variants = [
      bodyB,
      { ...bodyA, folder_id: 'g' },
      { ...bodyA, data_encrypted: false },
      { ...bodyA, metadata: [{ type: 'TEXT', key: 'k', value: 'v' }] },
      { ...bodyA, metadata: [{ type: 'TEXT', key: 'k', value: 'w' }] },
      { ...bodyA, metadata: [{ type: 'TEXT', key: 'v', value: 'k' }] },
    ];
    const prints = new Set([A, ...variants.map(fingerprintOf)]);
    expect(prints.size).toBe(variants.length + 1);
  });
});
