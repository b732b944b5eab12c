import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { plural } from '../lib/plural';

// The shell's own questions, in one chunk loaded when one is asked.

/** What signing out would throw away: a draft, rows of an import not sent yet. */
export interface SignOutLoss {
  draft: boolean;
  unsent: number;
}

/** `Sign out` with work that would be lost. */
export function SignOutDialog({
  loss,
  ...props
}: {
  loss: SignOutLoss;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const title = !loss.unsent
    ? 'Sign out and discard your draft?'
    : loss.draft
      ? 'Sign out and discard your work?'
      : 'Sign out and stop the import?';
  return (
    <ConfirmDialog title={title} confirmLabel="Sign out" {...props}>
      {loss.draft ? (
        <p>The entry you started and have not created yet is discarded when you sign out.</p>
      ) : null}
      {loss.unsent ? (
        <p>
          {plural(loss.unsent, 'row')} will not be sent: the import is forgotten when you sign out.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** A shortcut that would leave work behind: the question the import asks before a link leaves. */
export function LeaveDialog({
  what,
  ...props
}: {
  what: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog title="Leave this screen?" confirmLabel="Leave" {...props}>
      <p>Leaving drops {what}: they are not kept anywhere. Cancel to keep working with them.</p>
    </ConfirmDialog>
  );
}
