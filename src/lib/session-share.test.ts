import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './session';
import {
  announceSignOut,
  askOpenTabs,
  CHANNEL_NAME,
  joinTabs,
  leaveTabs,
  readMessage,
  type SessionMessage,
} from './session-share';

// This tab's session, as src/main.tsx creates it: a sign-out here is told to the other tabs.
let api = '';
const session = createSession({ onEnd: (reason) => announceSignOut(reason, api) });

/**
 * "Another tab": a second BroadcastChannel on the same name, which receives what this tab posts
 * and posts what an open tab of the console would.
 */
let name: string;
let other: BroadcastChannel;
let heard: SessionMessage[];
let tests = 0;

beforeEach(() => {
  // A name per test: a message of one test never reaches the next.
  name = `${CHANNEL_NAME}:test-${++tests}`;
  other = new BroadcastChannel(name);
  heard = [];
  other.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
});

afterEach(() => {
  api = '';
  leaveTabs();
  other.close();
});

const nextMessage = () =>
  new Promise<SessionMessage>((resolve) =>
    other.addEventListener('message', (event) => resolve((event as MessageEvent).data), {
      once: true,
    }),
  );

describe('readMessage', () => {
  it.each([
    [{ type: 'ask', id: 'a1', api: '' }],
    [{ type: 'session', id: 'a1', token: 'tok-1234' }],
    [{ type: 'sign-out', reason: 'expired', api: '' }],
    [{ type: 'sign-out', reason: 'signed-out', api: 'https://registry.example.com' }],
  ])('reads %j', (message) => {
    expect(readMessage(message)).toEqual(message);
  });

  it.each([
    [null],
    ['ask'],
    [{ type: 'ask' }],
    [{ type: 'ask', id: 'a1' }],
    [{ type: 'sign-out', reason: 'expired' }],
    [{ type: 'ask', id: 'x'.repeat(65), api: '' }],
    [{ type: 'session', id: 'a1' }],
    [{ type: 'session', id: 'a1', token: '  ' }],
    [{ type: 'session', id: 'a1', token: 42 }],
    [{ type: 'sign-out', reason: 'because', api: '' }],
    [{ type: 'hello' }],
  ])('ignores %j', (message) => {
    expect(readMessage(message)).toBeNull();
  });
});

describe('a signed-in tab', () => {
  it('answers an ask with its token, under the ask id', async () => {
    session.set('tok-1234');
    joinTabs(session, api, name);
    const answer = nextMessage();
    other.postMessage({ type: 'ask', id: 'new-tab-1', api: '' });
    expect(await answer).toEqual({ type: 'session', id: 'new-tab-1', token: 'tok-1234' });
  });

  it('ends its session when another tab signs out, with that reason and no echo', async () => {
    session.set('tok-1234');
    joinTabs(session, api, name);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    try {
      other.postMessage({ type: 'sign-out', reason: 'expired', api: '' });
      await vi.waitFor(() => expect(session.token()).toBeNull());
      expect(listener).toHaveBeenCalledWith(null, 'expired');
      expect(session.notice()).toBe('expired');
      // Signed in again, it answers an ask: anything it had sent back would have come first.
      session.set('tok-5678');
      const answer = nextMessage();
      other.postMessage({ type: 'ask', id: 'probe', api: '' });
      await answer;
      expect(heard).toEqual([{ type: 'session', id: 'probe', token: 'tok-5678' }]);
    } finally {
      unsubscribe();
    }
  });

  it('tells the other tabs when it signs out here', async () => {
    session.set('tok-1234');
    joinTabs(session, api, name);
    const told = nextMessage();
    session.clear('signed-out');
    expect(await told).toEqual({ type: 'sign-out', reason: 'signed-out', api: '' });
  });

  it('passes on an expiry too: the token is the same in every tab', async () => {
    joinTabs(session, api, name);
    const told = nextMessage();
    announceSignOut('expired', api);
    expect(await told).toEqual({ type: 'sign-out', reason: 'expired', api: '' });
  });
});

describe('a tab configured for another API (the demo and live mode on one origin)', () => {
  it('neither answers an ask nor follows a sign-out for the other API', async () => {
    api = 'https://registry.example.com';
    session.set('tok-live');
    joinTabs(session, api, name);
    other.postMessage({ type: 'ask', id: 'demo-tab', api: '' });
    other.postMessage({ type: 'sign-out', reason: 'signed-out', api: '' });
    // Messages keep their order: once this ask is answered, the two before it were handled.
    const answer = nextMessage();
    other.postMessage({ type: 'ask', id: 'live-tab', api: 'https://registry.example.com' });
    expect(await answer).toEqual({ type: 'session', id: 'live-tab', token: 'tok-live' });
    expect(heard).toEqual([{ type: 'session', id: 'live-tab', token: 'tok-live' }]);
    expect(session.token()).toBe('tok-live');
  });
});

describe('a signed-out tab', () => {
  it('does not answer an ask', async () => {
    joinTabs(session, api, name);
    // A signed-in tab on the same channel answers; the signed-out one must not answer first.
    const answering = new BroadcastChannel(name);
    answering.addEventListener('message', (event) => {
      const message = readMessage((event as MessageEvent).data);
      if (message?.type === 'ask')
        answering.postMessage({ type: 'session', id: message.id, token: 'x' });
    });
    try {
      other.postMessage({ type: 'ask', id: 'q', api: '' });
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect(heard).toEqual([{ type: 'session', id: 'q', token: 'x' }]);
    } finally {
      answering.close();
    }
  });

  it('asks the open tabs and keeps the answer in its own sessionStorage', async () => {
    joinTabs(session, api, name);
    other.addEventListener('message', (event) => {
      const message = readMessage((event as MessageEvent).data);
      if (message?.type === 'ask') {
        other.postMessage({ type: 'session', id: 'someone-else', token: 'tok-wrong' });
        other.postMessage({ type: 'session', id: message.id, token: 'tok-1234' });
      }
    });
    expect(await askOpenTabs(session, api, 5000)).toBe(true);
    expect(session.token()).toBe('tok-1234');
    expect(Object.values({ ...sessionStorage })).toContain('tok-1234');
    expect(localStorage).toHaveLength(0);
  });

  it('gives up after the wait when no tab is signed in, and stays signed out', async () => {
    joinTabs(session, api, name);
    const started = Date.now();
    expect(await askOpenTabs(session, api, 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(session.token()).toBeNull();
    expect(heard).toEqual([{ type: 'ask', id: expect.any(String), api: '' }]);
  });

  it('a late answer after the wait is not taken', async () => {
    joinTabs(session, api, name);
    expect(await askOpenTabs(session, api, 20)).toBe(false);
    const [ask] = heard;
    other.postMessage({ type: 'session', id: (ask as { id: string }).id, token: 'tok-late' });
    // A fresh ask proves the late answer has been delivered (messages keep their order).
    other.addEventListener('message', (event) => {
      const message = readMessage((event as MessageEvent).data);
      if (message?.type === 'ask')
        other.postMessage({ type: 'session', id: message.id, token: 'tok-now' });
    });
    expect(await askOpenTabs(session, api, 5000)).toBe(true);
    expect(session.token()).toBe('tok-now');
  });

  it('a tab already signed in does not ask', async () => {
    session.set('tok-1234');
    const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    expect(await askOpenTabs(session, api, 5000)).toBe(true);
    expect(posted).not.toHaveBeenCalled();
    posted.mockRestore();
  });
});
