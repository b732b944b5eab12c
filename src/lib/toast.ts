/** A tiny toast store: the shell renders the list, anything may push to it. */
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
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener(toasts));
}

/** Shows a toast; the toaster takes it away after `durationMs` of not being looked at. */
export function showToast(toast: Omit<Toast, 'id' | 'durationMs'>, durationMs = 8000): number {
  const id = nextId++;
  toasts = [...toasts, { ...toast, id, durationMs }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
