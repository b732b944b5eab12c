/**
 * `Sign in again`: a 401 while signed in opens this over the screen, which stays as it was (a form
 * with its draft, a paused import, search results, an open entry). Once the server accepts a
 * token, what was read is read again and paused work goes on by itself (the import and the create
 * form follow the session); the other tabs that lost the same session take the new token
 * (session-share/tabs.ts). `Sign out` ends the session everywhere it was.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { TokenForm } from './token-form';

export function SignInAgain() {
  const ref = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const { session } = useApi();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Signed in again, here or in another tab that handed the token over: what the screen shows is
  // read again (what a 401 refused, and what may have changed meanwhile).
  useEffect(
    () => session.subscribe((token) => void (token && queryClient.invalidateQueries())),
    [session, queryClient],
  );

  return (
    <dialog
      ref={ref}
      className="dialog sign-in-again"
      aria-labelledby="sign-in-again-title"
      // Nothing on the screen works without a token: Escape does not put it away.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="dialog-body">
        <h2 id="sign-in-again-title">Sign in again</h2>
        <p>
          Your session has ended. Sign in again to carry on: what is on the screen stays, and paused
          work goes on once you are signed in.
        </p>
        <TokenForm />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => session.clear('signed-out')}
          >
            Sign out
          </button>
        </div>
      </div>
    </dialog>
  );
}
