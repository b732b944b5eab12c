/** A tiny toast store: the shell renders the list, anything may push to it. */
import { createExternalStore } from './external-store';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
  /** A value people may want to copy, such as a new entry's id. */
  copyValue?: string;
  copyLabel?: string;
  /** How long it shows while nobody points at it or has focus in it; 0 keeps it until dismissed. */
  durationMs: number;
}

type Listener = (toasts: Toast[]) => void;
const toasts = createExternalStore<Toast[]>([]);
// Ids only need to differ among the toasts on screen; a counter that survives tests is harmless.
let nextId = 1;

/** Shows a toast; the toaster takes it away after `durationMs` of not being looked at. */
export function showToast(toast: Omit<Toast, 'id' | 'durationMs'>, durationMs = 8000): number {
  const id = nextId++;
  toasts.set((current) => [...current, { ...toast, id, durationMs }]);
  return id;
}

export function dismissToast(id: number): void {
  toasts.set((current) => current.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listener(toasts.get());
  return toasts.subscribe(() => listener(toasts.get()));
}
