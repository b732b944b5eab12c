// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createSession } from './session';

// One tab's session, as src/app/start.tsx creates it.
const session = createSession();

describe('token storage', () => {
  it('keeps the token in sessionStorage only', () => {
    session.set('tok-1234');
    expect(session.token()).toBe('tok-1234');
    expect(Object.values({ ...sessionStorage })).toContain('tok-1234');
    expect(localStorage).toHaveLength(0);
    expect(document.cookie).not.toContain('tok-1234');
  });

  it('has no token before sign-in', () => {
    expect(session.token()).toBeNull();
  });

  it('reads a token stored earlier in the same tab', () => {
    session.set('tok-1234');
    const stored = { ...sessionStorage };
    sessionStorage.clear();
    expect(session.token()).toBeNull();
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    expect(session.token()).toBe('tok-1234');
  });

  it('signing out removes the token and leaves no notice', () => {
    session.set('tok-1234');
    session.clear('signed-out');
    expect(session.token()).toBeNull();
    expect(session.notice()).toBeNull();
    expect(Object.values({ ...sessionStorage })).not.toContain('tok-1234');
    expect(localStorage).toHaveLength(0);
  });

  it('an expired session removes the token and leaves the sign-in notice', () => {
    session.set('tok-1234');
    session.clear('expired');
    expect(session.token()).toBeNull();
    expect(session.notice()).toBe('expired');
  });

  it('keeps the token a 401 ended in memory only, until signed in again or out', () => {
    const listener = vi.fn();
    const onEnd = vi.fn();
    const tab = createSession({ onEnd });
    tab.subscribe(listener);
    tab.set('tok-1234');
    tab.clear('expired');
    expect(tab.expired()).toBe('tok-1234');
    expect(Object.values({ ...sessionStorage })).not.toContain('tok-1234');
    // More 401s while the person signs in again end nothing more.
    tab.clear('expired');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(onEnd).toHaveBeenCalledTimes(1);
    tab.set('tok-5678');
    expect(tab.expired()).toBeNull();

    // Signing out from `Sign in again` ends the session the 401 ended, in every tab holding it.
    tab.clear('expired');
    tab.clear('signed-out');
    expect(tab.expired()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null, 'signed-out');
    expect(onEnd).toHaveBeenLastCalledWith('signed-out', 'tok-5678');
    expect(tab.signedOutByHand()).toBe(true);
  });

  it('remembers a sign-out by hand until someone signs in here, and an expiry is not one', () => {
    expect(session.signedOutByHand()).toBe(false);
    session.set('tok-1234');
    session.clear('signed-out');
    expect(session.signedOutByHand()).toBe(true);
    session.set('tok-5678');
    expect(session.signedOutByHand()).toBe(false);
    session.clear('expired');
    expect(session.signedOutByHand()).toBe(false);
  });

  it('tells onEnd which token ended here, and not an end that came from another tab', () => {
    const onEnd = vi.fn();
    const tab = createSession({ onEnd });
    tab.set('tok-1234');
    tab.clear('expired');
    tab.set('tok-5678');
    tab.clear('signed-out', 'other-tab');
    expect(onEnd.mock.calls).toEqual([['expired', 'tok-1234']]);
  });

  it('signing in again clears the notice', () => {
    session.set('tok-1234');
    session.clear('expired');
    session.set('tok-5678');
    expect(session.notice()).toBeNull();
    expect(session.token()).toBe('tok-5678');
  });
});

describe('whose the session is', () => {
  it('says a sign-in with another token than the last one is a switch, also after a reload', () => {
    const listener = vi.fn();
    const tab = createSession();
    tab.subscribe(listener);
    tab.set('tok-alice');
    const alice = tab.owner();
    expect(alice).not.toBeNull();
    expect(alice).not.toContain('tok-alice');
    tab.clear('expired');
    // The owner outlasts the 401 and a reload of the tab, the token does not.
    expect(tab.owner()).toBe(alice);
    const reloaded = createSession();
    reloaded.subscribe(listener);
    expect(reloaded.owner()).toBe(alice);
    reloaded.set('tok-alice');
    expect(listener).toHaveBeenLastCalledWith('tok-alice');
    reloaded.clear('expired');
    reloaded.set('tok-bob');
    expect(listener).toHaveBeenLastCalledWith('tok-bob', 'switched');
    expect(reloaded.owner()).not.toBe(alice);
  });

  it('forgets the owner at sign-out: the next sign-in starts afresh, not as a switch', () => {
    const listener = vi.fn();
    const tab = createSession();
    tab.subscribe(listener);
    tab.set('tok-alice');
    tab.clear('signed-out');
    expect(tab.owner()).toBeNull();
    tab.set('tok-bob');
    expect(listener).toHaveBeenLastCalledWith('tok-bob');
  });
});

describe('subscribe', () => {
  it('tells subscribers about sign-in and about the end of a session, with the reason', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    try {
      session.set('tok-1234');
      session.clear('expired');
      session.set('tok-5678');
      session.clear('signed-out');
      expect(listener.mock.calls).toEqual([
        ['tok-1234'],
        [null, 'expired'],
        ['tok-5678', 'switched'],
        [null, 'signed-out'],
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('tells every subscriber', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = session.subscribe(first);
    const unsubscribeSecond = session.subscribe(second);
    try {
      session.set('tok-1234');
      expect(first).toHaveBeenCalledWith('tok-1234');
      expect(second).toHaveBeenCalledWith('tok-1234');
    } finally {
      unsubscribeFirst();
      unsubscribeSecond();
    }
  });

  it('does not announce the end of a session that had not started', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    try {
      session.clear('expired');
      expect(listener).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
    }
  });

  it('stops telling a subscriber once it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    unsubscribe();
    session.set('tok-1234');
    session.clear('signed-out');
    expect(listener).not.toHaveBeenCalled();
  });
});
