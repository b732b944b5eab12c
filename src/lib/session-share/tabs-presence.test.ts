import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../session';
import { CHANNEL_NAME, readMessage } from './messages';
import { sealToken } from './seal';
import { joinTabs, type Tabs } from './tabs';
import { memoryStorage } from '../../testing/storage';
import { memoryLocks } from '../../testing/locks';

let name: string;
let tests = 0;
let locks: ReturnType<typeof memoryLocks>;
const open: { leave(): void }[] = [];

function consoleTab(token: string | null = null, api = '') {
  const storage = memoryStorage();
  const session = createSession({ store: () => storage });
  const tabs: Tabs = joinTabs(session, api, { name, locks })!;
  open.push(tabs);
  if (token) session.set(token);
  return { session, tabs };
}

/**
 * A signed-in tab so busy it hears an ask only after `lateMs`: it holds the lock (joined as the
 * console does), and answers late, without first saying that it is answering.
 */
function busyTab(token: string, lateMs: number) {
  const storage = memoryStorage();
  const session = createSession({ store: () => storage });
  session.set(token);
  // Joined as the console joins (so it holds the lock), but on a line of its own: the ask
  // reaches it only late, below.
  open.push(joinTabs(session, '', { name: `${name}:unheard`, locks })!);
  const channel = new BroadcastChannel(name);
  let late: ReturnType<typeof setTimeout> | undefined;
  open.push({ leave: () => (clearTimeout(late), channel.close()) });
  channel.addEventListener('message', (event) => {
    const ask = readMessage((event as MessageEvent).data);
    if (ask?.type !== 'ask') return;
    late = setTimeout(() => {
      void sealToken(crypto, token, ask.key, ask.id).then((sealed) =>
        channel.postMessage({ type: 'session', id: ask.id, ...sealed }),
      );
    }, lateMs);
  });
}

beforeEach(() => {
  name = `${CHANNEL_NAME}:presence-${++tests}`;
  locks = memoryLocks();
});

afterEach(() => {
  open.splice(0).forEach((o) => o.leave());
});

describe('a new tab knows whether a tab is signed in', () => {
  it('waits for a signed-in tab that is slow to hear it, rather than show the sign-in screen', async () => {
    busyTab('tok-busy', 700);
    const fresh = consoleTab();
    expect(await fresh.tabs.ask(300, 20, 3000)).toBe(true);
    expect(fresh.session.token()).toBe('tok-busy');
  });

  it('with no tab signed in, waits only the short time', async () => {
    consoleTab();
    const fresh = consoleTab();
    const started = Date.now();
    expect(await fresh.tabs.ask(100, 20, 3000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a tab is known as signed in while its session lasts, and not after it ends or closes', async () => {
    const a = consoleTab('tok-a');
    const b = consoleTab('tok-b');
    await vi.waitFor(() => expect(locks.names()).toHaveLength(2));
    a.session.clear('signed-out');
    await vi.waitFor(() => expect(locks.names()).toHaveLength(1));
    b.tabs.leave();
    await vi.waitFor(() => expect(locks.names()).toEqual([]));
    // Signed in again: known again; the lock is named for the API, not the token.
    a.session.set('tok-c');
    await vi.waitFor(() => expect(locks.names()).toEqual(['registry-console:signed-in:']));
  });

  it('a tab configured for another API does not hold a new tab back', async () => {
    consoleTab('tok-live', 'https://registry.example.com');
    const fresh = consoleTab();
    const started = Date.now();
    expect(await fresh.tabs.ask(100, 20, 3000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
