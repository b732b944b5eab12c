import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast } from '../../lib/toast';
import { CopyButton } from './copy-button';

export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <section className="toaster" aria-label="Notifications">
      <div role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.tone}`}>
            <p>
              {toast.message}
              {toast.copyValue ? (
                <>
                  {' '}
                  <code className="toast-code">{toast.copyValue}</code>
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
              onClick={() => dismissToast(toast.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
