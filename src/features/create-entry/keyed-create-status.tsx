import type { CreateProgress } from '../../api/create-once/create-mutation';
import type { KeyHeaderStatus } from '../../api/create-once/key-header';
import { useConfig } from '../../api/api-context';

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** What the console is doing on its own while a create waits: shown beside "Create entry". */
export function CreateProgressNote({ progress }: { progress: CreateProgress | null }) {
  if (!progress) return null;
  const text =
    progress.phase === 'resending-lost-answer'
      ? `Answer lost — resending safely with the same idempotency key (${progress.resend} of ${progress.of})…`
      : `The server is still working on the first attempt — asking again in ${seconds(progress.delayMs)} s…`;
  return <span className="muted">{text}</span>;
}

/** Said on the form when creates go without a key, and why. */
export function KeyHeaderNotice({ status }: { status: KeyHeaderStatus }) {
  const header = useConfig().idempotencyHeader;
  if (status !== 'refused') return null;
  return (
    <p className="notice notice-warning">
      The Registry Service&apos;s CORS policy does not allow the <code>{header}</code> header, so
      entries are created without an idempotency key. If an answer gets lost, the entry cannot be
      resent safely: check the folder before sending again.
    </p>
  );
}
