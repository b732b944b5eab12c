/** The demo backend's network settings, its request counts, and the shape of a stored answer. */

export const FAULT_KINDS = [
  'server-error',
  'bad-gateway-html',
  'unavailable-retry-after',
  'rate-limited',
  'timeout',
  'drop-before',
  'drop-after',
  'malformed-json',
  'missing-field',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_LABELS: Record<FaultKind, string> = {
  'server-error': '500 with a JSON message',
  'bad-gateway-html': '502 with an HTML page',
  'unavailable-retry-after': '503 with Retry-After',
  'rate-limited': '429 with Retry-After',
  timeout: 'No answer (timeout)',
  'drop-before': 'Connection dropped before the server acts',
  'drop-after': 'Connection dropped after the server stored the entry',
  'malformed-json': 'Malformed JSON',
  'missing-field': 'Answer missing a required field',
};

export interface MockSettings {
  /** Added to every answer, in milliseconds: a fixed value or a [min, max] range. */
  latencyMs: number | [number, number];
  /** Share of requests that fail, 0..1. */
  failureRate: number;
  /** How they fail: one of these, picked at random. */
  failureKinds: FaultKind[];
  /** Makes the failures repeatable when set. */
  seed?: number;
  /**
   * Extra time the first request with an idempotency key takes, in milliseconds, so that a
   * repeat (a resend after a timeout, a second tab) meets the 409 of a request still running.
   */
  slowFirstAttemptMs?: number;
}

export const defaultSettings = (): MockSettings => ({
  latencyMs: 0,
  failureRate: 0,
  failureKinds: [...FAULT_KINDS],
  slowFirstAttemptMs: 0,
});

/** A create's answer kept under its idempotency key, to be replayed to repeats. */
export interface StoredAnswer {
  /** The request body as sent: a repeat with another body is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

/** What the demo backend did, for the network panel and for tests that count. */
export interface MockStats {
  requests: number;
  faults: Partial<Record<FaultKind, number>>;
}
