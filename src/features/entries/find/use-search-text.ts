import { useCallback, useEffect, useRef, useState } from 'react';

interface Typed {
  /** What the field shows. */
  text: string;
  /** Typed text not yet in the URL, or null when the URL holds what was typed. */
  pending: string | null;
  /** The URL's text as last seen. */
  q: string;
}

/**
 * `Search entries` as typed: the field shows each key at once and the URL follows in a task of its
 * own (bound to the URL alone, the router's transition would draw the whole screen in the key's
 * task). A text the URL gets from elsewhere (`Clear search`, Back) replaces what the field shows.
 */
export function useSearchText(q: string, push: (text: string) => void) {
  const [typed, setTyped] = useState<Typed>({ text: q, pending: null, q });
  if (typed.q !== q) {
    // The URL moved: to what was typed (caught up), on the way there (ignored), or elsewhere.
    if (typed.pending === null) setTyped({ text: q, pending: null, q });
    else if (typed.pending === q) setTyped({ ...typed, pending: null, q });
    else setTyped({ ...typed, q });
  }

  const pushRef = useRef(push);
  const latest = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    pushRef.current = push;
  });
  // A screen left within the same moment does not navigate back to itself.
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = useCallback((text: string) => {
    // The URL turns a lone surrogate into U+FFFD: what is handed to it is already so.
    const sent = text.toWellFormed();
    setTyped((now) => ({ ...now, text, pending: sent === now.q ? null : sent }));
    latest.current = sent;
    // One URL change for keys typed faster than the page handles them: the latest text.
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const next = latest.current;
      latest.current = null;
      if (next !== null) pushRef.current(next);
    }, 0);
  }, []);

  /** Forgets typed text not yet in the URL (the caller changes the URL itself). */
  const reset = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = null;
    setTyped((now) => ({ ...now, text, pending: text === now.q ? null : text }));
  }, []);

  /** Typed text not yet handed to the URL, for a change of the URL made meanwhile to carry. */
  const take = useCallback((): { q?: string } => {
    const next = latest.current;
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = null;
    return next === null ? {} : { q: next };
  }, []);

  return { text: typed.text, type, reset, take };
}
