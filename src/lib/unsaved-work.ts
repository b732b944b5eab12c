import { createContext, useContext, useEffect } from 'react';

/**
 * Work on screen that leaving the screen would throw away (a loaded import preview), named in
 * words for the question asked before a shortcut leaves. The form's draft is not here: it is
 * kept when the form is left. One is made where the app is put together (src/app/services.ts).
 */
export interface UnsavedWork {
  /** Holds `what` ("the loaded file and its checked rows") until the returned function is called. */
  hold: (what: string) => () => void;
  /** What leaving the screen now would throw away, or null when nothing would be lost. */
  current: () => string | null;
}

export function createUnsavedWork(): UnsavedWork {
  const held = new Map<symbol, string>();
  return {
    hold(what) {
      const token = Symbol('unsaved work');
      held.set(token, what);
      return () => {
        held.delete(token);
      };
    },
    current() {
      const [first] = held.values();
      return first ?? null;
    },
  };
}

export const UnsavedWorkContext = createContext<UnsavedWork | null>(null);

/** The app's record of unsaved work. */
export function useUnsavedWorkRecord(): UnsavedWork {
  const record = useContext(UnsavedWorkContext);
  if (!record) throw new Error('useUnsavedWorkRecord needs an UnsavedWorkContext provider.');
  return record;
}

/** Holds `what` while it is not null and the component is on screen. */
export function useUnsavedWork(what: string | null): void {
  const record = useUnsavedWorkRecord();
  useEffect(() => (what === null ? undefined : record.hold(what)), [record, what]);
}
