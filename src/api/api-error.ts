export type ApiErrorKind =
  | 'http' // the server answered with a non-2xx status
  | 'network' // no answer: offline, DNS, connection dropped
  | 'timeout' // no answer in time
  | 'contract' // a 2xx answer that is not what the API describes
  | 'redirect' // a 3xx answer: never followed
  | 'in-progress' // 409: the server was still working on the first attempt with this key
  | 'key-reused'; // 422: this idempotency key was used before with other content

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  retryAfter?: number | null;
  method?: string;
  /** The request carried an idempotency key (a create). */
  keySent?: boolean;
}

/** Every failure of a request, normalised. Messages are written for people and never hold the token. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  /** Seconds to wait, from a Retry-After header. */
  readonly retryAfter: number | null;
  readonly method: string;
  /** The request carried an idempotency key: a resend with it cannot make a second entry. */
  readonly keySent: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.method = init.method ?? 'GET';
    this.keySent = init.keySent ?? false;
  }

  /**
   * True when a write may or may not have reached the server: it was sent, and no readable
   * answer says what happened (timeout, connection cut, 5xx, a success we cannot read).
   */
  get outcomeUnknown(): boolean {
    return (
      this.kind === 'timeout' ||
      this.kind === 'network' ||
      this.kind === 'in-progress' ||
      this.status >= 500 ||
      // A write answered with success but unreadable: it most likely happened. A redirect
      // (303 after a POST) may also follow a write that happened.
      ((this.kind === 'contract' || this.kind === 'redirect') && this.method !== 'GET')
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A sentence for any thrown value, for error states that must always say something. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
