import type { Localized } from '@/shared/contract/common.ts';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled' | 'contract' | 'unauthorized';

/** The one error type every call returns. `description` is the server's localised text when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly description: Localized | null;
  readonly field: string | null;
  /** The order the refusal points at: one already placed under the attempt's idempotency key. */
  readonly orderId: number | null;
  /** Seconds until the same request may be made again (a code asked for too soon, a rate limit), when the server said. */
  readonly retryAfter: number | null;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number | null;
    code?: string | null;
    description?: Localized | null;
    field?: string | null;
    orderId?: number | null;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.description = init.description ?? null;
    this.field = init.field ?? null;
    this.orderId = init.orderId ?? null;
    this.retryAfter = waitInSeconds(init.retryAfter);
  }
}

/** A wait the server gave, when it is one: a finite number of seconds, not negative; anything else is none. */
function waitInSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** A call stopped by its caller. */
export const cancelledError = (): ApiError => new ApiError({ kind: 'cancelled', message: 'Request cancelled' });

/** A call that could not reach the API (or whose failure says nothing more). */
export const networkError = (cause: unknown): ApiError =>
  new ApiError({ kind: 'network', message: cause instanceof Error ? cause.message : String(cause) });

/** A call whose answer did not come within its time. */
export const timeoutError = (): ApiError => new ApiError({ kind: 'timeout', message: 'Request timed out' });

/**
 * Whether trying the same call again a moment later may succeed: a dropped connection or a 5xx. A time-out has
 * already cost the visitor the whole wait, and a wrong answer or a 4xx comes back the same: those are shown at once.
 */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500));

/** Error-or-result pair, as the spec hands results to callers. */
export type Result<T> = { ok: true; data: T; error: null } | { ok: false; data: null; error: ApiError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data, error: null });
export const fail = <T>(error: ApiError): Result<T> => ({ ok: false, data: null, error });

/** Unwraps a result for query functions, which signal failure by throwing. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw result.error;
}
