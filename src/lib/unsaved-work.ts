import { useEffect } from 'react';

/**
 * Work on screen that leaving the screen would throw away (a loaded import preview), named in
 * words for the question asked before a shortcut leaves. The form's draft is not here: it is
 * kept when the form is left.
 */
const held = new Map<symbol, string>();

/** Holds `what` ("the loaded file and its checked rows") until the returned function is called. */
export function holdUnsavedWork(what: string): () => void {
  const token = Symbol('unsaved work');
  held.set(token, what);
  return () => {
    held.delete(token);
  };
}

/** What leaving the screen now would throw away, or null when nothing would be lost. */
export function unsavedWork(): string | null {
  const [first] = held.values();
  return first ?? null;
}

/** Holds `what` while it is not null and the component is on screen. */
export function useUnsavedWork(what: string | null): void {
  useEffect(() => (what === null ? undefined : holdUnsavedWork(what)), [what]);
}
