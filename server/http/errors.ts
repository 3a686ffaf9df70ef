import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/shared/contract/common.ts';
import { format, messages, type MessageKey } from './messages.ts';

/** An answer the API refuses with: stable code, HTTP status and a localised description. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  readonly field: string | null;
  readonly retryAfter: number | null;
  readonly orderId: number | null;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    key: MessageKey,
    options: { params?: Record<string, string | number>; field?: string; retryAfter?: number; orderId?: number } = {},
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.key = key;
    this.params = options.params ?? {};
    this.field = options.field ?? null;
    this.retryAfter = options.retryAfter ?? null;
    this.orderId = options.orderId ?? null;
  }

  toBody(): ApiErrorBody {
    const description = format(messages[this.key], this.params);
    const body: ApiErrorBody = {
      code: this.code,
      message: description.eng,
      description,
      field: this.field,
      retryAfter: this.retryAfter,
    };
    // Only the refusal that points at an order already placed carries one.
    if (this.orderId !== null) body.orderId = this.orderId;
    return body;
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'unauthorized');
/** 429 RATE_LIMITED, saying when to try again (Retry-After). */
export const rateLimited = (seconds: number) =>
  new AppError(429, 'RATE_LIMITED', 'rateLimited', { params: { seconds }, retryAfter: seconds });
export const badField = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'invalidField', { field, params: { field } });
