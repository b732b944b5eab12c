import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { plural } from '../lib/plural';

/** What signing out would throw away: a draft, rows of an import not sent yet. */
export interface SignOutLoss {
  draft: boolean;
  unsent: number;
}

/** `Sign out` with work that would be lost, loaded when it is asked. */
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
