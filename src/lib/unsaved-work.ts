/**
 * Work on screen that leaving the screen would throw away (a loaded import preview), named in
 * words for the question asked before a shortcut leaves. The form's draft is not here: it is
 * kept when the form is left. One is made where the app is put together (services.ts).
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
