/**
 * One draft, one entry — across tabs too. A duplicated tab carries the same draft (and draft
 * id); before sending, a tab claims the draft in localStorage, which all tabs of the origin
 * share. Only draft ids and entry ids are stored here, never form contents or the token.
 */
const PREFIX = 'registry-console:submission:';
const STALE_MS = 2 * 60_000;

interface Claim {
  state: 'sending' | 'done';
  at: number;
  entryId?: string;
}

export type ClaimResult =
  { ok: true } | { ok: false; reason: 'sending' } | { ok: false; reason: 'done'; entryId: string };

function read(draftId: string): Claim | null {
  try {
    const raw = localStorage.getItem(PREFIX + draftId);
    return raw ? (JSON.parse(raw) as Claim) : null;
  } catch {
    return null;
  }
}

function write(draftId: string, claim: Claim | null): void {
  try {
    if (claim) localStorage.setItem(PREFIX + draftId, JSON.stringify(claim));
    else localStorage.removeItem(PREFIX + draftId);
  } catch {
    // Without storage, each tab guards only itself.
  }
}

export function claimSubmission(draftId: string, now = Date.now()): ClaimResult {
  const claim = read(draftId);
  if (claim?.state === 'done' && claim.entryId)
    return { ok: false, reason: 'done', entryId: claim.entryId };
  if (claim?.state === 'sending' && now - claim.at < STALE_MS)
    return { ok: false, reason: 'sending' };
  write(draftId, { state: 'sending', at: now });
  return { ok: true };
}

export function completeSubmission(draftId: string, entryId: string): void {
  write(draftId, { state: 'done', at: Date.now(), entryId });
}

export function releaseSubmission(draftId: string): void {
  write(draftId, null);
}
