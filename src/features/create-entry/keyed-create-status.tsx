import type { CreateProgress } from '../../api/create-once/create-mutation';
import type { KeyHeaderStatus } from '../../api/create-once/key-header';
import { useConfig } from '../../api/api-context';

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** What the console is doing on its own while a create waits: shown beside "Create entry". */
export function CreateProgressNote({ progress }: { progress: CreateProgress | null }) {
  if (!progress) return null;
  const text =
    progress.phase === 'resending-lost-answer'
      ? `The answer was lost — sending again, safely: the server makes the entry only once (${progress.resend} of ${progress.of})…`
      : `The server is still working on the first attempt — asking again in ${seconds(progress.delayMs)} s…`;
  return <span className="muted">{text}</span>;
}

/** Said on the form when creates go without a key, and why. */
export function KeyHeaderNotice({ status }: { status: KeyHeaderStatus }) {
  const header = useConfig().idempotencyHeader;
  if (status !== 'refused') return null;
  return (
    <p className="notice notice-warning">
      Entries are created, but the Registry Service does not let the console mark a request as sent
      before (its CORS policy blocks the <code>{header}</code> header; its administrators can allow
      it). If an answer gets lost, the entry cannot be resent safely: check the folder before
      sending again, so it is not made twice.
    </p>
  );
}
