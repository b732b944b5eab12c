import {
  defaultKeyedCreatePolicy,
  type CreateProgress,
  type KeyHeaderStatus,
} from '../../api/create-once';
import { getConfig } from '../../lib/config';

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** What the console is doing on its own while a create waits: shown beside "Create entry". */
export function CreateProgressNote({ progress }: { progress: CreateProgress | null }) {
  if (!progress || progress.phase === 'sending') return null;
  const text =
    progress.phase === 'resending-lost-answer'
      ? `Answer lost — resending safely with the same idempotency key (${progress.resend} of ${defaultKeyedCreatePolicy.lostAnswerResends})…`
      : `The server is still working on the first attempt — asking again in ${seconds(progress.delayMs)} s…`;
  return <span className="muted">{text}</span>;
}

/** Said on the form when creates go without a key, and why. */
export function KeyHeaderNotice({ status }: { status: KeyHeaderStatus }) {
  if (status !== 'refused') return null;
  const header = getConfig().idempotencyHeader;
  return (
    <p className="notice notice-warning">
      The Registry Service&apos;s CORS policy does not allow the <code>{header}</code> header, so
      entries are created without an idempotency key. If an answer gets lost, the entry cannot be
      resent safely: check the folder before trying again.
    </p>
  );
}

/** The idempotency header line of the request preview: the key the next attempt sends. */
export function previewKeyLine(status: KeyHeaderStatus, key: string | null) {
  const header = getConfig().idempotencyHeader;
  if (status === 'off') return 'no idempotency key (idempotencyHeader is empty)';
  if (status === 'refused' || key === null) return 'no idempotency key (refused by CORS)';
  return `${header}: ${key}`;
}
