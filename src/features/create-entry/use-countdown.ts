import { useEffect, useState } from 'react';

/** A wait the server asked for (a 429's Retry-After): each new one is counted down afresh. */
export interface Wait {
  waitSeconds?: number;
}

/** Seconds left of a wait (0 without one), counted down once a second from when it was set. */
export function useCountdown(wait: Wait | null): number {
  const [state, setState] = useState<{ wait: Wait | null; left: number }>({ wait: null, left: 0 });
  useEffect(() => {
    if (!wait?.waitSeconds) return;
    const seconds = wait.waitSeconds;
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setState((s) => (s.wait === wait && s.left === left ? s : { wait, left }));
      if (left === 0) clearInterval(timer);
    }, 200);
    return () => clearInterval(timer);
  }, [wait]);
  if (!wait?.waitSeconds) return 0;
  return state.wait === wait ? state.left : wait.waitSeconds;
}
