import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, type Session } from '../session';
import { CHANNEL_NAME, readMessage } from './messages';
import { sealToken, tokenFingerprint } from './seal';
import { joinTabs, type Tabs } from './tabs';
import { memoryStorage } from '../../testing/storage';

let name: string;
let tests = 0;
const open: { leave(): void }[] = [];

interface Tab {
  session: Session;
  tabs: Tabs;
}

/** A tab of the console as src/app/start.tsx puts it together: a session ended here is announced. */
function consoleTab(token: string | null = null, api = ''): Tab {
  const storage = memoryStorage();
  const session = createSession({
    store: () => storage,
    onEnd: (reason, ended) => void tabs.announceSignOut(reason, ended),
  });
  const tabs = joinTabs(session, api, { name })!;
  open.push(tabs);
  if (token) session.set(token);
  return { session, tabs };
}

/** A page of the same origin that is not the console: hears everything, may post anything. */
function otherPage() {
  const channel = new BroadcastChannel(name);
  const heard: unknown[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
  open.push({ leave: () => channel.close() });
  return { channel, heard, text: () => JSON.stringify(heard) };
}

const settle = (ms = 80) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  // A name per test: a message of one test never reaches the next.
  name = `${CHANNEL_NAME}:test-${++tests}`;
});

afterEach(() => {
  open.splice(0).forEach((o) => o.leave());
});

describe('handing the session to a new tab', () => {
  it('hands the token to the tab that asks; a page that only listens hears no token', async () => {
    consoleTab('tok-1234');
    const listener = otherPage();
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(5000)).toBe(true);
    expect(fresh.session.token()).toBe('tok-1234');
    await vi.waitFor(() => expect(listener.heard).toHaveLength(3));
    // The open tab says it is answering before it seals: the new tab then waits for the seal.
    expect(listener.heard.map((m) => readMessage(m)?.type)).toEqual([
      'ask',
      'answering',
      'session',
    ]);
    expect(listener.text()).not.toContain('tok-1234');
  });

  it('gives no token to a page that asks without a key of its own, as the console once did', async () => {
    consoleTab('tok-1234');
    const page = otherPage();
    page.channel.postMessage({ type: 'ask', id: 'probe', api: '' });
    // A real ask after it is answered: the probe was read first (messages keep their order).
    expect(await consoleTab().tabs.ask(5000)).toBe(true);
    await settle();
    expect(page.heard.map((m) => (m as { id?: string }).id)).not.toContain('probe');
    expect(page.text()).not.toContain('tok-1234');
  });

  it('does not take an answer sealed to another ask', async () => {
    const page = otherPage();
    page.channel.addEventListener('message', (event) => {
      const ask = readMessage((event as MessageEvent).data);
      if (ask?.type !== 'ask') return;
      // Sealed to the right key, but for another ask: the answer is bound to its ask.
      void sealToken(crypto, 'tok-forged', ask.key, 'another-ask').then((sealed) =>
        page.channel.postMessage({ type: 'session', id: ask.id, ...sealed }),
      );
    });
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(300)).toBe(false);
    expect(fresh.session.token()).toBeNull();
  });

  it('takes no token when the open tabs hold different ones', async () => {
    consoleTab('tok-alice');
    consoleTab('tok-bob');
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(5000, 1000)).toBe(false);
    expect(fresh.session.token()).toBeNull();
  });

  it('takes the token when every open tab holds the same one', async () => {
    consoleTab('tok-1234');
    consoleTab('tok-1234');
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(5000, 200)).toBe(true);
    expect(fresh.session.token()).toBe('tok-1234');
  });

  it('does not answer while signed out, and a tab already signed in does not ask', async () => {
    consoleTab();
    const page = otherPage();
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(50)).toBe(false);
    const signedIn = consoleTab('tok-1234');
    expect(await signedIn.tabs.ask(5000)).toBe(true);
    await settle();
    expect(page.heard.map((m) => readMessage(m)?.type)).toEqual(['ask']);
  });

  it('does not take an answer that comes after the wait', async () => {
    const page = otherPage();
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(20)).toBe(false);
    const ask = readMessage(page.heard[0]);
    if (ask?.type !== 'ask') throw new Error('no ask was posted');
    const sealed = await sealToken(crypto, 'tok-late', ask.key, ask.id);
    page.channel.postMessage({ type: 'session', id: ask.id, ...sealed });
    await settle();
    expect(fresh.session.token()).toBeNull();
  });

  it('waits longer for a tab that says it is answering: a slow seal still signs the new tab in', async () => {
    const page = otherPage();
    const fresh = consoleTab();
    const asked = fresh.tabs.ask(100, 20, 2000);
    // As soon as the ask is out (its key is made first, which a busy machine can take a while).
    await vi.waitFor(() => expect(page.heard.length).toBeGreaterThan(0), { interval: 2 });
    const ask = readMessage(page.heard[0]);
    if (ask?.type !== 'ask') throw new Error('no ask was posted');
    page.channel.postMessage({ type: 'answering', id: ask.id });
    // Sealed and posted well after the first wait.
    await settle(300);
    const sealed = await sealToken(crypto, 'tok-slow', ask.key, ask.id);
    page.channel.postMessage({ type: 'session', id: ask.id, ...sealed });
    expect(await asked).toBe(true);
    expect(fresh.session.token()).toBe('tok-slow');
  });

  it('a tab that says it is answering and never does holds a new tab only for the longer wait', async () => {
    const page = otherPage();
    const fresh = consoleTab();
    const started = Date.now();
    const asked = fresh.tabs.ask(50, 20, 400);
    // As soon as the ask is out (its key is made first, which a busy machine can take a while).
    await vi.waitFor(() => expect(page.heard.length).toBeGreaterThan(0), { interval: 2 });
    const ask = readMessage(page.heard[0]);
    if (ask?.type !== 'ask') throw new Error('no ask was posted');
    page.channel.postMessage({ type: 'answering', id: ask.id });
    expect(await asked).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(fresh.session.token()).toBeNull();
  });

  it('neither answers nor follows a tab configured for another API', async () => {
    const live = consoleTab('tok-live', 'https://registry.example.com');
    const demo = consoleTab(null, '');
    expect(await demo.tabs.ask(100)).toBe(false);
    await demo.tabs.announceSignOut('signed-out', 'tok-live');
    expect(await consoleTab(null, 'https://registry.example.com').tabs.ask(5000)).toBe(true);
    expect(live.session.token()).toBe('tok-live');
  });
});

describe('the end of a session', () => {
  it('ends it in the tabs holding that token only, and says so without the token', async () => {
    const page = otherPage();
    const expiring = consoleTab('tok-alice');
    const same = consoleTab('tok-alice');
    const other = consoleTab('tok-bob');
    expiring.session.clear('expired');
    await vi.waitFor(() => expect(same.session.token()).toBeNull());
    expect(same.session.notice()).toBe('expired');
    await settle();
    expect(other.session.token()).toBe('tok-bob');
    expect(other.session.notice()).toBeNull();
    expect(page.heard).toEqual([
      {
        type: 'sign-out',
        reason: 'expired',
        api: '',
        fingerprint: await tokenFingerprint(crypto, 'tok-alice'),
      },
    ]);
  });

  it('a tab signed out by hand does not ask again, until someone signs in there', async () => {
    consoleTab('tok-alice');
    const page = otherPage();
    const tab = consoleTab('tok-bob');
    tab.session.clear('signed-out');
    expect(await tab.tabs.ask(100)).toBe(false);
    expect(tab.session.token()).toBeNull();
    await settle();
    expect(page.heard.map((m) => readMessage(m)?.type)).toEqual(['sign-out']);
    tab.session.set('tok-bob');
    tab.session.clear('expired');
    // An expired session is not a sign-out by hand: the tab may be handed another.
    expect(await tab.tabs.ask(5000)).toBe(true);
    expect(tab.session.token()).toBe('tok-alice');
  });

  it('signed in again after a 401, a tab hands the new token to the tabs that lost the same session', async () => {
    const page = otherPage();
    const renewing = consoleTab('tok-alice');
    const same = consoleTab('tok-alice');
    const other = consoleTab('tok-bob');
    renewing.session.clear('expired');
    await vi.waitFor(() => expect(same.session.expired()).toBe('tok-alice'));
    renewing.session.set('tok-alice-2', 'carry-on');
    await vi.waitFor(() => expect(same.session.token()).toBe('tok-alice-2'));
    expect(same.session.expired()).toBeNull();
    await settle();
    expect(other.session.token()).toBe('tok-bob');
    // Said without a token: the old one's fingerprint, then the sealed handover to the tab that asked.
    const heard = page.heard.map((m) => readMessage(m)?.type);
    expect(heard.slice(0, 2)).toEqual(['sign-out', 'renewed']);
    expect(page.text()).not.toContain('tok-alice');
    // The tab that took it does not say `renewed` again.
    expect(heard.filter((type) => type === 'renewed')).toHaveLength(1);
  });

  it('signed in again with another token afresh, a tab hands it to no other tab', async () => {
    const page = otherPage();
    const renewing = consoleTab('tok-alice');
    const same = consoleTab('tok-alice');
    renewing.session.clear('expired');
    await vi.waitFor(() => expect(same.session.expired()).toBe('tok-alice'));
    renewing.session.set('tok-bob');
    await settle();
    expect(same.session.token()).toBeNull();
    expect(same.session.expired()).toBe('tok-alice');
    expect(page.heard.map((m) => readMessage(m)?.type)).not.toContain('renewed');
  });

  it('Sign out while signing in again ends the session in the tabs that lost it too', async () => {
    const here = consoleTab('tok-alice');
    const there = consoleTab('tok-alice');
    here.session.clear('expired');
    await vi.waitFor(() => expect(there.session.expired()).toBe('tok-alice'));
    here.session.clear('signed-out');
    await vi.waitFor(() => expect(there.session.signedOutByHand()).toBe(true));
    expect(there.session.expired()).toBeNull();
  });

  it('a tab signed out from another tab with its token stays signed out too', async () => {
    const here = consoleTab('tok-alice');
    const there = consoleTab('tok-alice');
    consoleTab('tok-bob');
    here.session.clear('signed-out');
    await vi.waitFor(() => expect(there.session.token()).toBeNull());
    expect(await there.tabs.ask(100)).toBe(false);
  });
});
