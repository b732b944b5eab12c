/**
 * The app's services besides the API client: made once where the app is put together
 * (src/main.tsx, and src/testing/render-app.tsx for tests) and handed down by `App`, so no
 * module keeps state of its own. A feature's own service (the draft status, the entry index, the
 * import's job session) is one of them too, made the first time the app asks for it: its code
 * stays in the feature's chunk, and it lives as long as the app's services, not a module.
 */
import { createContext, useContext, useEffect } from 'react';
import { createToastStore, type ToastStore } from './toast';
import { createUnsavedWork, type UnsavedWork } from './unsaved-work';

/** A service a feature makes from what it needs (`Needs`: the session, the API client). */
export interface ServiceKind<T, Needs> {
  readonly make: (needs: Needs) => T;
}

export interface Services {
  /** The notices the shell shows. */
  toasts: ToastStore;
  /** Work on screen that leaving would throw away (asked about before a shortcut leaves). */
  unsavedWork: UnsavedWork;
  /** The app's one service of `kind`, made from `needs` the first time it is asked for. */
  get<T, Needs>(kind: ServiceKind<T, Needs>, needs: Needs): T;
}

export function createServices(): Services {
  const made = new Map<ServiceKind<unknown, never>, unknown>();
  return {
    toasts: createToastStore(),
    unsavedWork: createUnsavedWork(),
    get<T, Needs>(kind: ServiceKind<T, Needs>, needs: Needs): T {
      if (!made.has(kind)) made.set(kind, kind.make(needs));
      return made.get(kind) as T;
    },
  };
}

export const ServicesContext = createContext<Services | null>(null);

/** The app's services (the toasts, the record of unsaved work). */
export const useServices = (): Services => useContext(ServicesContext)!;

/** Holds `what` as unsaved work while it is not null and the component is on screen. */
export function useUnsavedWork(what: string | null): void {
  const record = useServices().unsavedWork;
  useEffect(() => (what === null ? undefined : record.hold(what)), [record, what]);
}
