/**
 * The toast store: the shell renders the list, anything given the store may push to it. One is
 * made where the app is put together and handed down with the other services (services.ts).
 */
import { createExternalStore } from './external-store';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
  /** A value people may want to copy, such as a new entry's id. */
  copyValue?: string;
  copyLabel?: string;
  /**
   * The screen it is about (a pathname, see `screenOf`): it goes when the person leaves that
   * screen, so a create's notice, which is about the list it lands on, never covers the next form.
   */
  screen?: string;
  /** How long it shows while nobody points at it or has focus in it; 0 keeps it until dismissed. */
  durationMs: number;
}

export interface ToastStore {
  /** Shows a toast; the toaster takes it away after `durationMs` of not being looked at. */
  show: (toast: Omit<Toast, 'id' | 'durationMs'>, durationMs?: number) => number;
  dismiss: (id: number) => void;
  /** Takes every toast away: a session's notices go with it. */
  clear: () => void;
  /** The toasts on screen, for useSyncExternalStore. */
  get: () => Toast[];
  subscribe: (listener: () => void) => () => void;
}

export function createToastStore(): ToastStore {
  const toasts = createExternalStore<Toast[]>([]);
  // Ids only need to differ among this store's toasts.
  let nextId = 1;
  return {
    show(toast, durationMs = 8000) {
      const id = nextId++;
      toasts.set((current) => [...current, { ...toast, id, durationMs }]);
      return id;
    },
    dismiss(id) {
      toasts.set((current) => current.filter((toast) => toast.id !== id));
    },
    clear: () => toasts.set([]),
    get: toasts.get,
    subscribe: toasts.subscribe,
  };
}
