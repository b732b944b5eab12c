import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { plural } from '../lib/plural';

/** The shell's own questions, loaded when one is asked. */
interface Props {
  onConfirm: () => void;
  onClose: () => void;
}

/** What signing out would throw away: a draft, rows of an import not sent yet. */
export interface SignOutLoss {
  draft: boolean;
  unsent: number;
}

export function ShellQuestion({
  ask,
  loss = { draft: false, unsent: 0 },
  ...props
}: Props & { ask: 'sign-out' | 'reset'; loss?: SignOutLoss }) {
  return ask === 'sign-out' ? (
    <SignOutDialog loss={loss} {...props} />
  ) : (
    <ResetDemoDialog {...props} />
  );
}

function SignOutDialog({ loss, ...props }: Props & { loss: SignOutLoss }) {
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

function ResetDemoDialog(props: Props) {
  return (
    <ConfirmDialog title="Reset demo data?" confirmLabel="Reset demo data" {...props}>
      <p>The demo goes back to its original entries. Entries you created in it are removed.</p>
    </ConfirmDialog>
  );
}
