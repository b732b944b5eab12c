import { ConfirmDialog } from '../components/ui/confirm-dialog';

/** The shell's own questions, loaded when one is asked. */
interface Props {
  onConfirm: () => void;
  onClose: () => void;
}

export function ShellQuestion({ ask, ...props }: Props & { ask: 'sign-out' | 'reset' }) {
  return ask === 'sign-out' ? <SignOutDialog {...props} /> : <ResetDemoDialog {...props} />;
}

function SignOutDialog(props: Props) {
  return (
    <ConfirmDialog title="Sign out and discard your draft?" confirmLabel="Sign out" {...props}>
      <p>The entry you started and have not created yet is discarded when you sign out.</p>
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
