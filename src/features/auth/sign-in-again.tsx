/**
 * `Sign in again`: a 401 while signed in opens this over the screen, which stays as it was (a form
 * with its draft, a paused import, search results, an open entry). Once the server accepts the
 * same token, what was read is read again and paused work goes on by itself (the import and the
 * create form follow the session); the other tabs that lost the same session take it
 * (session-share/tabs.ts). Another token asks first whose the work on screen is: `Carry on with
 * this token` (the same person, a new token) goes on as with the same one; `Start afresh` leaves
 * the last token's work to it and draws the screen anew. What was read with the last token (the
 * search index, Activity) is never the new one's. `Sign out` ends the session everywhere it was.
 */
import { useEffect, useState } from 'react';
import { ownerStamp } from '../../lib/session';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { TokenForm } from './token-form';

/** `onSignOut`: the app's sign-out, which asks first when work would be lost. */
export function SignInAgain({ onSignOut }: { onSignOut: () => void }) {
  // It never closes by itself: it goes once the session is on again, or ended.
  const { ref } = useModalDialog(() => undefined);
  const queryClient = useQueryClient();
  const { session } = useApi();
  /** A token the server accepted that is not the one the screen was signed in with. */
  const [other, setOther] = useState<string | null>(null);

  // Signed in again, here or in another tab that handed the token over: what the screen shows is
  // read again (what a 401 refused, and what may have changed meanwhile).
  useEffect(
    () =>
      session.subscribe(
        (token, change) => void (token && change !== 'switched' && queryClient.invalidateQueries()),
      ),
    [session, queryClient],
  );

  return (
    <dialog
      ref={ref}
      className="dialog sign-in-again"
      aria-labelledby="sign-in-again-title"
      // Nothing on the screen works without a token: Escape (or a click beside it) does not put
      // it away.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="dialog-body">
        <h2 id="sign-in-again-title">Sign in again</h2>
        <p>
          Your session has ended. Sign in again to carry on: what is on the screen stays, and paused
          work goes on once you are signed in.
        </p>
        {other === null ? (
          <TokenForm
            holdFor={(candidate) => {
              const owner = session.owner();
              const held = owner !== null && owner !== ownerStamp(candidate);
              if (held) setOther(candidate);
              return held;
            }}
          />
        ) : (
          <div role="group" aria-labelledby="other-token-title" className="other-token">
            <h3 id="other-token-title">This is another token</h3>
            <p>
              The screen was signed in with a different token. Is the work on it yours (a draft, an
              import still sending, a create being sent)? Carry on sends it with this token; Start
              afresh leaves it to the other token and opens an empty screen. Nothing read with the
              other token is shown either way.
            </p>
            <div className="dialog-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => session.set(other, 'carry-on')}
              >
                Carry on with this token
              </button>
              <button type="button" className="button" onClick={() => session.set(other)}>
                Start afresh
              </button>
              <button type="button" className="button button-ghost" onClick={() => setOther(null)}>
                Use another token
              </button>
            </div>
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
    </dialog>
  );
}
