import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { screenOf } from '../../lib/paths';
import { useServices } from '../../lib/services';
import type { Toast } from '../../lib/toast';
import { CopyButton } from './copy-button';
import './toaster.css';

/** Once the pointer or focus leaves a paused toast, it stays at least this long (time to copy). */
export const RESUME_MIN_MS = 4000;

export function Toaster() {
  const store = useServices().toasts;
  const toasts = useSyncExternalStore(store.subscribe, store.get);
  // Leaving a screen takes its notices with it.
  const screen = screenOf(useLocation().pathname);
  useEffect(() => {
    for (const toast of store.get()) {
      if (toast.screen !== undefined && toast.screen !== screen) store.dismiss(toast.id);
    }
  }, [store, screen]);
  return (
    <section className="toaster" aria-label="Notifications">
      <div role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </div>
    </section>
  );
}

/**
 * One toast. Its time runs only while nobody is reading or using it: hovering it or moving
 * focus into it (to its copy button) pauses it, so it never vanishes from under the pointer.
 */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const paused = hovered || focused;
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (paused || toast.durationMs <= 0) return;
    const started = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      // Paused (or gone): what is left, and never less than the time to read and copy.
      remaining.current = Math.max(remaining.current - (Date.now() - started), RESUME_MIN_MS);
    };
  }, [paused, toast.id, toast.durationMs]);

  return (
    <div
      className={`toast toast-${toast.tone}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <p>
        {toast.message}
        {toast.copyValue ? (
          <>
            {' '}
            <code className="toast-code">
              <bdi>{toast.copyValue}</bdi>
            </code>
          </>
        ) : null}
      </p>
      {toast.copyValue ? (
        <CopyButton value={toast.copyValue} label={toast.copyLabel ?? 'Copy ID'} />
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
    </div>
  );
}
