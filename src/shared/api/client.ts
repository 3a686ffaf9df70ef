import axios, { type AxiosError } from 'axios';
import * as z from 'zod/mini';
import { env } from '@/shared/config/env.ts';
import { ApiErrorBodySchema, LANGUAGE_HEADER, MERCHANT_HEADER } from '@/shared/contract/common.ts';
import { fillPath, type Endpoint } from '@/shared/contract/endpoints.ts';
import { ApiError, fail, ok, type Result } from './api-error.ts';
import { OFF_THREAD_BYTES, readOnPage } from './answer-bytes.ts';

/**
 * What the API client needs from the session, injected by the app at boot so that `shared/` never imports it.
 */
export interface ApiSession {
  merchantId(): string | null;
  token(): string | null;
  language(): string;
  /** Called once per 401 on a call that sent a token. */
  onUnauthorized(): void;
}

let session: ApiSession = {
  merchantId: () => null,
  token: () => null,
  language: () => 'uz',
  onUnauthorized: () => undefined,
};

export function configureApiSession(next: ApiSession): void {
  session = next;
}

/**
 * The one axios instance. No XSRF cookie is ever sent (the API's credential is the bearer header), so axios is told
 * not to look for one: its look reads `document.cookie` on every request, a synchronous call into the browser.
 */
export const http = axios.create({
  baseURL: env.VITE_API_URL,
  timeout: env.VITE_API_TIMEOUT_MS,
  withXSRFToken: false,
});

export interface CallOptions<S extends z.ZodMiniType> {
  schema: S;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /**
   * The answer may run to megabytes (a large menu): it is taken as bytes and read off the main thread
   * (`readOffThread`), where axios would decode and parse it in one long task.
   */
  largeAnswer?: boolean;
}

/** Calls one endpoint and validates the answer against the contract. Never throws: failures come back as values. */
export async function call<S extends z.ZodMiniType>(
  endpoint: Endpoint,
  options: CallOptions<S>,
): Promise<Result<z.infer<S>>> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: session.language(), ...options.headers };
  if (endpoint.merchant !== false) {
    const merchantId = session.merchantId();
    if (merchantId) headers[MERCHANT_HEADER] = merchantId;
  }
  const token = endpoint.auth === 'none' ? null : session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (endpoint.auth === 'required' && !token) {
    return fail(new ApiError({ kind: 'unauthorized', status: 401, code: 'UNAUTHORIZED', message: 'Sign-in required' }));
  }

  try {
    const response = await http.request({
      method: endpoint.method,
      url: fillPath(endpoint.path, options.params),
      params: options.query ? dropEmpty(options.query) : undefined,
      data: options.body,
      headers,
      signal: options.signal,
      timeout: options.timeout,
      responseType: options.largeAnswer ? 'arraybuffer' : undefined,
    });
    let data: unknown = response.data;
    if (options.largeAnswer) {
      try {
        data = await readAnswer(response.data);
      } catch (cause) {
        return fail(
          new ApiError({
            kind: 'contract',
            status: response.status,
            code: 'CONTRACT_MISMATCH',
            message: `Unexpected answer from ${endpoint.method} ${endpoint.path}: not JSON (${String(cause)})`,
          }),
        );
      }
    }
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      return fail(
        new ApiError({
          kind: 'contract',
          status: response.status,
          code: 'CONTRACT_MISMATCH',
          message: `Unexpected answer from ${endpoint.method} ${endpoint.path}: ${z.prettifyError(parsed.error)}`,
        }),
      );
    }
    return ok(parsed.data as z.infer<S>);
  } catch (cause) {
    const error = toApiError(cause);
    if (error.status === 401 && token) session.onUnauthorized();
    return fail(error);
  }
}

/**
 * The value of an answer taken as bytes: a long one is read off the main thread (read-json.ts, whose code comes only
 * when an answer is that long), a short one at once, and a long one too when that code cannot be had (a deploy that
 * replaced it, offline): the answer is in hand, so it is read on the page rather than lost.
 */
async function readAnswer(data: unknown): Promise<unknown> {
  if (!(data instanceof ArrayBuffer)) return data;
  if (data.byteLength > OFF_THREAD_BYTES) {
    const reader = await import('./read-json.ts').catch(() => null);
    if (reader) return reader.readOffThread(data);
  }
  return readOnPage(data);
}

/** An error answer's body: read when it came as bytes (a call that takes its answer as bytes takes its errors so too). */
function errorBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer)) return data;
  try {
    return readOnPage(data);
  } catch {
    return null;
  }
}

function dropEmpty(query: NonNullable<CallOptions<z.ZodMiniType>['query']>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  return out;
}

export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  if (axios.isCancel(cause)) return new ApiError({ kind: 'cancelled', message: 'Request cancelled' });
  if (!axios.isAxiosError(cause)) {
    return new ApiError({ kind: 'network', message: cause instanceof Error ? cause.message : String(cause) });
  }
  const axiosError = cause as AxiosError;
  if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') {
    return new ApiError({ kind: 'timeout', message: 'Request timed out' });
  }
  if (!axiosError.response) return new ApiError({ kind: 'network', message: axiosError.message });
  const status = axiosError.response.status;
  const body = ApiErrorBodySchema.safeParse(errorBody(axiosError.response.data));
  return new ApiError({
    kind: status === 401 ? 'unauthorized' : 'http',
    status,
    code: body.success ? body.data.code : null,
    message: body.success ? body.data.message : `HTTP ${status}`,
    description: body.success ? body.data.description : null,
    field: body.success ? (body.data.field ?? null) : null,
  });
}
