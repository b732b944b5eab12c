/**
 * Collects the demo backend's changes and writes them in order, one batch at a time: what one
 * request changes (its entry and its idempotency answer) lands in one transaction, and under
 * load the changes that arrive while a batch is written go together in the next one.
 */
import type { StoredEntry } from './seed';
import type { StoredAnswer } from './settings';
import type { Changes } from './demo-store';

export interface WriteQueue {
  entry(entry: StoredEntry): void;
  answer(key: string, answer: StoredAnswer): void;
  drop(keys: readonly string[]): void;
  /** Drops what is waiting and runs `clear` after the batch being written, if any. */
  reset(clear: () => Promise<void>): Promise<void>;
  /** Settles once everything queued so far is written, or has failed. */
  saved(): Promise<void>;
}

interface Batch {
  entries: Map<string, StoredEntry>;
  answers: Map<string, StoredAnswer>;
  dropped: Set<string>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `write` stores one batch; `failed` hears about a batch that could not be stored. */
export function writeQueue(
  write: (changes: Changes) => Promise<void>,
  failed: (error: unknown) => void,
): WriteQueue {
  let pending: Batch | null = null;
  // The last write or clear scheduled: each one starts when the one before it has ended.
  let tail: Promise<void> = Promise.resolve();

  function after(step: () => Promise<void>): Promise<void> {
    tail = tail.then(step).catch(failed);
    return tail;
  }

  function batch(): Batch {
    if (pending) return pending;
    const next: Batch = { entries: new Map(), answers: new Map(), dropped: new Set() };
    pending = next;
    // The next task, not a microtask: the rest of this request's changes join the batch.
    void after(async () => {
      await nextTask();
      if (pending !== next) return; // reset meanwhile
      pending = null;
      await write({
        entries: [...next.entries.values()],
        answers: [...next.answers],
        dropped: [...next.dropped],
      });
    });
    return next;
  }

  return {
    entry(entry) {
      batch().entries.set(entry.id, entry);
    },
    answer(key, answer) {
      const b = batch();
      b.dropped.delete(key);
      b.answers.set(key, answer);
    },
    drop(keys) {
      if (keys.length === 0) return;
      const b = batch();
      for (const key of keys) {
        b.answers.delete(key);
        b.dropped.add(key);
      }
    },
    reset(clear) {
      pending = null;
      return after(clear);
    },
    saved: () => tail,
  };
}
