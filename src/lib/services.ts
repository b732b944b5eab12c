/**
 * The app's shared services besides the API client: made once where the app is put together
 * (src/app/app-services.ts, for src/app/start.tsx and src/testing/render-app.tsx) and handed down by
 * `App`, so no module keeps state of its own. A feature's own service (the draft status, the
 * entry index, the import's job session) is handed down by the feature's own context, made in
 * the same place.
 */
import { createContext, useContext, useEffect } from 'react';
import { createActivityLog, type ActivityLog } from './activity-log';
import { keyValueStore } from './key-value-store';
import { createRecentFolders, type RecentFolders } from './recent-folders';
import type { Session } from './session';
import { createToastStore, type ToastStore } from './toast';

export interface Services {
  /** The notices the shell shows. */
  toasts: ToastStore;
  /** Work on screen that leaving would throw away (asked about before a shortcut leaves). */
  unsavedWork: UnsavedWork;
  /** What this browser created, for the session's token (the Activity screen). */
  activityLog: ActivityLog;
  /** The folders a Folder field suggests, kept with the session. */
  recentFolders: RecentFolders;
}

/**
 * Work on screen that leaving the screen would throw away (a loaded import preview), named in
 * words for the question asked before a shortcut leaves. The form's draft is not here: it is
 * kept when the form is left.
 */
export interface UnsavedWork {
  /** Holds `what` ("the loaded file and its checked rows") until the returned function is called. */
  hold: (what: string) => () => void;
  /** What leaving the screen now would throw away, or null when nothing would be lost. */
  current: () => string | null;
}

function createUnsavedWork(): UnsavedWork {
  const held = new Set<{ what: string }>();
  return {
    hold(what) {
      const token = { what };
      held.add(token);
      return () => void held.delete(token);
    },
    current: () => held.values().next().value?.what ?? null,
  };
}

export function createServices(session: Session, toasts = createToastStore()): Services {
  return {
    toasts,
    unsavedWork: createUnsavedWork(),
    activityLog: createActivityLog(session),
    recentFolders: createRecentFolders(keyValueStore(session.store), keyValueStore(session.shared)),
  };
}

export const ServicesContext = createContext<Services | null>(null);

/** The app's services (the toasts, the record of unsaved work, the activity log). */
export const useServices = (): Services => useContext(ServicesContext)!;

/** Holds `what` as unsaved work while it is not null and the component is on screen. */
export function useUnsavedWork(what: string | null): void {
  const record = useServices().unsavedWork;
  useEffect(() => (what === null ? undefined : record.hold(what)), [record, what]);
}
