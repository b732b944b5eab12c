import type { ApiClient } from '../../api/api-client';
import { isApiError } from '../../api/api-error';
import { createRetryWait, defaultKeyedCreatePolicy } from '../../api/create-once/create-mutation';
import type { KeyHeaderStatus } from '../../api/create-once/key-header';
import { useConfig } from '../../api/api-context';

/** What the console is doing on its own while a create waits, from the mutation's state. */
export type CreateProgress =
  /** The server is still working on the first attempt: waiting before asking again. */
  | { phase: 'first-attempt-running'; retry: number; delayMs: number }
  /** The answer was lost: waiting before resending with the same key (`resend` of `of`). */
  | { phase: 'resending-lost-answer'; resend: number; of: number; delayMs: number };

export function createProgress(
  api: ApiClient,
  state: { isPending: boolean; failureCount: number; failureReason: unknown },
): CreateProgress | null {
  const { isPending, failureCount, failureReason } = state;
  if (!isPending || failureCount === 0 || !isApiError(failureReason)) return null;
  const policy = api.retry.keyedCreate ?? defaultKeyedCreatePolicy;
  const delayMs =
    createRetryWait(
      failureCount - 1,
      failureReason,
      { resendLost: api.config.resendLostCreates, signedIn: true },
      policy,
    ) ?? 0;
  return failureReason.kind === 'in-progress'
    ? { phase: 'first-attempt-running', retry: failureCount, delayMs }
    : {
        phase: 'resending-lost-answer',
        resend: failureCount,
        of: policy.lostAnswerResends,
        delayMs,
      };
}

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
