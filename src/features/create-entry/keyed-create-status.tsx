import {
  defaultKeyedCreatePolicy,
  type CreateProgress,
} from '../../api/create-once/create-mutation';
import { keyHeaderStatus, type KeyHeaderStatus } from '../../api/create-once/key-header';
import type { ApiClient } from '../../api/api-client';
import { useConfig } from '../../api/api-context';

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** What the console is doing on its own while a create waits: shown beside "Create entry". */
export function CreateProgressNote({ progress }: { progress: CreateProgress | null }) {
  if (!progress) return null;
  const text =
    progress.phase === 'resending-lost-answer'
      ? `Answer lost — resending safely with the same idempotency key (${progress.resend} of ${defaultKeyedCreatePolicy.lostAnswerResends})…`
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

/**
 * How safe it is to send a create again after its answer was lost, as the import judges it:
 * `safe` only where the key reaches a server said to honour it (`resendLostCreates`).
 */
export type ResendMode = 'safe' | 'same-key' | 'no-key';

export function resendMode(api: ApiClient): ResendMode {
  const status = keyHeaderStatus(api);
  if (status === 'off' || status === 'refused') return 'no-key';
  return api.config.resendLostCreates && status === 'allowed' ? 'safe' : 'same-key';
}

export const RESEND_LABEL: Record<ResendMode, string> = {
  safe: 'Send again (same key)',
  'same-key': 'Send again anyway (same key)',
  'no-key': 'Send again anyway (no key)',
};

/** What sending again does, said once, beside the choice. */
export const RESEND_ADVICE: Record<ResendMode, string> = {
  safe: 'Sending again is safe: it carries the same idempotency key, and this server makes one entry per key.',
  'same-key':
    'Check the folder first: sending again carries the same idempotency key, but this server is not known to honour it, so it could make a second entry.',
  'no-key':
    'Check the folder first: sending again goes without an idempotency key, so it could make a second entry.',
};
