/**
 * Waits until the page has nothing better to do: after the next frame is painted, in an idle
 * period (requestIdleCallback), else (Safari) after a timer. The
 * background walk starts and reads each page this way, so it never holds back the first rows or a
 * keystroke.
 */
/** Resolves once idle; rejects with the signal's reason when it aborts first. */
export function whenIdle(signal: AbortSignal, afterPaint = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    const done = () => {
      signal.removeEventListener('abort', abort);
      resolve();
    };
    const idle = () => {
      if (signal.aborted) return;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
      else setTimeout(done, 0);
    };
    // A frame's callback runs before that frame is painted: the task after it comes after.
    if (afterPaint && typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(idle, 0));
    else idle();
  });
}
