/** How often what the index holds, and a walk's progress, are drawn at most. */
const QUIET_MS = 1000;

/**
 * `tell`, at most once per `QUIET_MS`: the first at once, then the latest of each second; none
 * after `stop` until the next `tell`. A count that ticks many times a second draws the eye.
 */
export function quietly<T>(tell: (value: T) => void) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: T;
  const now = () => {
    timer = undefined;
    last = Date.now();
    tell(latest);
  };
  return {
    tell(value: T) {
      latest = value;
      if (timer !== undefined) return;
      const wait = last + QUIET_MS - Date.now();
      if (wait <= 0) now();
      else timer = setTimeout(now, wait);
    },
    /** Tells `value` at once: news, not a count that ticks. */
    now(value: T) {
      clearTimeout(timer);
      latest = value;
      now();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
