/**
 * The app's services besides the API client: made once where the app is put together
 * (src/main.tsx, and src/testing/render-app.tsx for tests) and handed down by `App`, so no
 * module keeps state of its own.
 */
import { createContext, useContext, useEffect } from 'react';
import { createToastStore, type ToastStore } from './toast';
import { createUnsavedWork, type UnsavedWork } from './unsaved-work';

export interface Services {
  /** The notices the shell shows. */
  toasts: ToastStore;
  /** Work on screen that leaving would throw away (asked about before a shortcut leaves). */
  unsavedWork: UnsavedWork;
}

export function createServices(): Services {
  return { toasts: createToastStore(), unsavedWork: createUnsavedWork() };
}

export const ServicesContext = createContext<Services | null>(null);

/** The app's services (the toasts, the record of unsaved work). */
export const useServices = (): Services => useContext(ServicesContext)!;

/** Holds `what` as unsaved work while it is not null and the component is on screen. */
export function useUnsavedWork(what: string | null): void {
  const record = useServices().unsavedWork;
  useEffect(() => (what === null ? undefined : record.hold(what)), [record, what]);
}
