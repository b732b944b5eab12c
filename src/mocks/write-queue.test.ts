import { describe, expect, it, vi } from 'vitest';
import type { Changes } from './demo-store';
import type { StoredEntry } from './seed';
import { writeQueue } from './write-queue';

const entry = (id: string): StoredEntry => ({
  id,
  title: `Entry ${id}`,
  type: 'PASS',
  status: 'PROCESSING',
  created_at: '2026-11-20T12:00:00.000Z',
  folder_id: 'queue',
});
const answer = (at: number) => ({ fingerprint: '{}', status: 201, body: {}, at });

/** A write that takes until the test lets it end. */
function gatedWrites() {
  const batches: Changes[] = [];
  const gates: (() => void)[] = [];
  const write = (changes: Changes) => {
    batches.push(changes);
    return new Promise<void>((resolve) => gates.push(resolve));
  };
  const openGates = () => gates.splice(0).forEach((open) => open());
  return { batches, write, openGates };
}

describe('the demo write queue', () => {
  it('writes what one request changed in one batch, and only that', async () => {
    const batches: Changes[] = [];
    const queue = writeQueue(async (c) => void batches.push(c), vi.fn());
    queue.entry(entry('a'));
    queue.answer('k-a', answer(1));
    await queue.saved();
    queue.entry(entry('b'));
    await queue.saved();
    expect(batches).toEqual([
      { entries: [entry('a')], answers: [['k-a', answer(1)]], dropped: [] },
      { entries: [entry('b')], answers: [], dropped: [] },
    ]);
  });

  it('gathers what arrives while a batch is written into the next one', async () => {
    const { batches, write, openGates } = gatedWrites();
    const queue = writeQueue(write, vi.fn());
    queue.entry(entry('a'));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    queue.entry(entry('b'));
    queue.entry(entry('c'));
    queue.drop(['k-old']);
    let saved = false;
    void queue.saved().then(() => (saved = true));
    openGates();
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(saved).toBe(false);
    expect(batches[1]).toEqual({
      entries: [entry('b'), entry('c')],
      answers: [],
      dropped: ['k-old'],
    });
    openGates();
    await vi.waitFor(() => expect(saved).toBe(true));
  });

  it('an answer stored again after being dropped is written, not deleted', async () => {
    const batches: Changes[] = [];
    const queue = writeQueue(async (c) => void batches.push(c), vi.fn());
    queue.drop(['k']);
    queue.answer('k', answer(2));
    await queue.saved();
    expect(batches).toEqual([{ entries: [], answers: [['k', answer(2)]], dropped: [] }]);
  });

  it('a reset drops what waits and clears after the batch being written', async () => {
    const { batches, write, openGates } = gatedWrites();
    const order: string[] = [];
    const queue = writeQueue(async (c) => {
      order.push(`write ${c.entries.map((e) => e.id).join()}`);
      await write(c);
    }, vi.fn());
    queue.entry(entry('a'));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    queue.entry(entry('b')); // waits behind 'a', then is reset away
    const reset = queue.reset(async () => void order.push('clear'));
    openGates();
    await reset;
    queue.entry(entry('c'));
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    openGates();
    await queue.saved();
    expect(order).toEqual(['write a', 'clear', 'write c']);
  });

  it('reports a failed batch and goes on with the next', async () => {
    const failed = vi.fn();
    let fail = true;
    const written: string[] = [];
    const queue = writeQueue(async (c) => {
      if (fail) throw new DOMException('full', 'QuotaExceededError');
      written.push(...c.entries.map((e) => e.id));
    }, failed);
    queue.entry(entry('a'));
    await queue.saved();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ name: 'QuotaExceededError' }));
    fail = false;
    queue.entry(entry('b'));
    await queue.saved();
    expect(written).toEqual(['b']);
  });
});
