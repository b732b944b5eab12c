import { describe, expect, it, vi } from 'vitest';
import { clearToken, getSignInNotice, getToken, setToken, subscribe } from './session';

describe('token storage', () => {
  it('keeps the token in sessionStorage only', () => {
    setToken('tok-1234');
    expect(getToken()).toBe('tok-1234');
    expect(Object.values({ ...sessionStorage })).toContain('tok-1234');
    expect(localStorage).toHaveLength(0);
    expect(document.cookie).not.toContain('tok-1234');
  });

  it('has no token before sign-in', () => {
    expect(getToken()).toBeNull();
  });

  it('reads a token stored earlier in the same tab', () => {
    setToken('tok-1234');
    const stored = { ...sessionStorage };
    sessionStorage.clear();
    expect(getToken()).toBeNull();
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    expect(getToken()).toBe('tok-1234');
  });

  it('signing out removes the token and leaves no notice', () => {
    setToken('tok-1234');
    clearToken('signed-out');
    expect(getToken()).toBeNull();
    expect(getSignInNotice()).toBeNull();
    expect(Object.values({ ...sessionStorage })).not.toContain('tok-1234');
    expect(localStorage).toHaveLength(0);
  });

  it('an expired session removes the token and leaves the sign-in notice', () => {
    setToken('tok-1234');
    clearToken('expired');
    expect(getToken()).toBeNull();
    expect(getSignInNotice()).toBe('expired');
  });

  it('signing in again clears the notice', () => {
    setToken('tok-1234');
    clearToken('expired');
    setToken('tok-5678');
    expect(getSignInNotice()).toBeNull();
    expect(getToken()).toBe('tok-5678');
  });
});

describe('subscribe', () => {
  it('tells subscribers about sign-in and about the end of a session, with the reason', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    try {
      setToken('tok-1234');
      clearToken('expired');
      setToken('tok-5678');
      clearToken('signed-out');
      expect(listener.mock.calls).toEqual([
        ['tok-1234'],
        [null, 'expired'],
        ['tok-5678'],
        [null, 'signed-out'],
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('tells every subscriber', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = subscribe(first);
    const unsubscribeSecond = subscribe(second);
    try {
      setToken('tok-1234');
      expect(first).toHaveBeenCalledWith('tok-1234');
      expect(second).toHaveBeenCalledWith('tok-1234');
    } finally {
      unsubscribeFirst();
      unsubscribeSecond();
    }
  });

  it('does not announce the end of a session that had not started', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    try {
      clearToken('expired');
      expect(listener).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
    }
  });

  it('stops telling a subscriber once it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    unsubscribe();
    setToken('tok-1234');
    clearToken('signed-out');
    expect(listener).not.toHaveBeenCalled();
  });
});
