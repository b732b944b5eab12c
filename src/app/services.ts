/**
 * The app's services besides the API client: made once where the app is put together
 * (src/main.tsx, and src/testing/render-app.tsx for tests) and handed down by `App`, so no
 * module keeps state of its own.
 */
import { createToastStore, type ToastStore } from '../lib/toast';
import { createUnsavedWork, type UnsavedWork } from '../lib/unsaved-work';

export interface Services {
  /** The notices the shell shows. */
  toasts: ToastStore;
  /** Work on screen that leaving would throw away (asked about before a shortcut leaves). */
  unsavedWork: UnsavedWork;
}

export function createServices(): Services {
  return { toasts: createToastStore(), unsavedWork: createUnsavedWork() };
}
