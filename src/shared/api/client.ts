import * as v from 'valibot';
import { checkValue, describeIssues } from '@/shared/contract/check.ts';
import { env } from '@/shared/config/env.ts';
import { AUTHORIZATION_HEADER, bearer } from '@/shared/contract/basics.ts';
import { ApiErrorBodySchema, LANGUAGE_HEADER, MERCHANT_HEADER } from '@/shared/contract/common.ts';
import { fillPath, type Endpoint } from '@/shared/contract/endpoints.ts';
import { ApiError, cancelledError, fail, networkError, ok, timeoutError, type Result } from './api-error.ts';
import { bodySize, isAnswerBody, OFF_THREAD_BYTES, readOnPage } from './answer-bytes.ts';
import { requestKey, takeEarlyAnswer, type EarlyOutcome } from './early-answers.ts';

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

type Transport = typeof import('./transport.ts');
let transport: Promise<Transport> | null = null;
/** The wire's code once it has come: later calls send at once. */
let loadedTransport: Transport | null = null;

/**
 * The wire's code (axios, transport.ts), loaded when a request first has to be sent, or once the page has settled
 * (`preloadTransport`): a first visit's first screen is served by the early script's requests, so its first paint
 * does not wait for it. A failed load (offline, a deploy that replaced the file) is tried again by the next call.
 */
function loadTransport(): Promise<Transport> {
  transport ??= import('./transport.ts').then(
    (code) => (loadedTransport = code),
    (cause: unknown) => {
      transport = null;
      throw cause;
    },
  );
  return transport;
}

export function preloadTransport(): void {
  loadTransport().catch(() => undefined);
}

export interface CallOptions<S extends v.GenericSchema> {
  schema: S;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /**
   * The answer may run to megabytes (a large menu): it is taken as a Blob, whose bytes do not pass through the page,
   * and read off the main thread (`readOffThread`), where axios would receive, decode and parse it in long tasks.
   */
  largeAnswer?: boolean;
}

/** Calls one endpoint and validates the answer against the contract. Never throws: failures come back as values. */
export async function call<S extends v.GenericSchema>(
  endpoint: Endpoint,
  options: CallOptions<S>,
): Promise<Result<v.InferOutput<S>>> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: session.language(), ...options.headers };
  if (endpoint.merchant !== false) {
    const merchantId = session.merchantId();
    if (merchantId) headers[MERCHANT_HEADER] = merchantId;
  }
  const token = endpoint.auth === 'none' ? null : session.token();
  if (token) headers[AUTHORIZATION_HEADER] = bearer(token);
  if (endpoint.auth === 'required' && !token) {
    return fail(new ApiError({ kind: 'unauthorized', status: 401, code: 'UNAUTHORIZED', message: 'Sign-in required' }));
  }

  const url = fillPath(endpoint.path, options.params);
  const query = options.query ? dropEmpty(options.query) : undefined;
  // A session the API no longer accepts ends here, whoever sent the request.
  const ended = (result: Result<v.InferOutput<S>>): Result<v.InferOutput<S>> => {
    if (result.error?.status === 401 && token) session.onUnauthorized();
    return result;
  };
  // The page's early script may have sent this very request already (early-answers.ts): its outcome is this call's.
  const early = endpoint.method === 'GET' ? takeEarlyAnswer(requestKey(url, query), headers) : null;
  if (early) return ended(await adopt(endpoint, options, early));
  const timeout = options.timeout ?? env.VITE_API_TIMEOUT_MS;
  let wire = loadedTransport;
  if (!wire) {
    try {
      // The wire's code counts against the call's time, and a call cancelled meanwhile stops waiting for it.
      wire = await whileWanted(inTime(loadTransport(), timeout), options.signal);
    } catch (cause) {
      return fail(toApiError(cause));
    }
    if (!wire) return fail(cancelledError());
  }
  const outcome = await wire.send({
    method: endpoint.method,
    url,
    params: query,
    data: options.body,
    headers,
    signal: options.signal,
    timeout,
    asBlob: options.largeAnswer,
  });
  return ended(
    outcome.kind === 'answer' ? await accept(endpoint, options, outcome.status, outcome.data) : fail(outcome.error),
  );
}

/**
 * An answer's result: a success's value checked against the contract (bytes are read first: `readAnswer`), or the
 * error an error status says.
 */
async function accept<S extends v.GenericSchema>(
  endpoint: Endpoint,
  options: CallOptions<S>,
  status: number,
  data: unknown,
): Promise<Result<v.InferOutput<S>>> {
  if (status < 200 || status >= 300) return fail(httpError(status, await errorBody(data)));
  const mismatch = (why: string): Result<v.InferOutput<S>> =>
    fail(
      new ApiError({
        kind: 'contract',
        status,
        code: 'CONTRACT_MISMATCH',
        message: `Unexpected answer from ${endpoint.method} ${endpoint.path}: ${why}`,
      }),
    );
  let value: unknown;
  try {
    value = await readAnswer(data);
  } catch (cause) {
    return mismatch(`not JSON (${String(cause)})`);
  }
  const parsed = checkValue(options.schema, value);
  return parsed.success ? ok(parsed.output as v.InferOutput<S>) : mismatch(describeIssues(parsed.issues));
}

/**
 * The outcome of the early script's request as this call's own: its answer checked like any other, its error status
 * or lost connection the same error the call would have met. A call cancelled meanwhile stops waiting for it.
 */
async function adopt<S extends v.GenericSchema>(
  endpoint: Endpoint,
  options: CallOptions<S>,
  early: Promise<EarlyOutcome>,
): Promise<Result<v.InferOutput<S>>> {
  const outcome = await whileWanted(early, options.signal);
  if (!outcome) return fail(cancelledError());
  if (outcome.kind !== 'answer') return fail(new ApiError({ kind: outcome.kind, message: outcome.message }));
  return accept(endpoint, options, outcome.status, outcome.body);
}

/** A promise's value, or a time-out once `ms` have passed without it. */
function inTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A promise's value (or its failure), or null as soon as `signal` aborts; a failure after that is dropped. */
function whileWanted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | null> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const stop = () => resolve(null);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (cause: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(cause);
      },
    );
  });
}

/**
 * The value of an answer taken as it came (bytes or a Blob): a long one is read off the main thread (read-json.ts,
 * whose code comes only when an answer is that long), a short one on the page, and a long one too when that code
 * cannot be had (a deploy that replaced it, offline): the answer is in hand, so it is read on the page, not lost.
 */
async function readAnswer(data: unknown): Promise<unknown> {
  if (!isAnswerBody(data)) return data;
  if (bodySize(data) > OFF_THREAD_BYTES) {
    const reader = await import('./read-json.ts').catch(() => null);
    if (reader) return reader.readOffThread(data);
  }
  return readOnPage(data);
}

/** An error answer's body: read when it came as it was (a call that takes its answer so takes its errors so too). */
async function errorBody(data: unknown): Promise<unknown> {
  if (!isAnswerBody(data)) return data;
  try {
    return await readOnPage(data);
  } catch {
    return null;
  }
}

function dropEmpty(
  query: NonNullable<CallOptions<v.GenericSchema>['query']>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  return out;
}

/** Any failure as the one error type: an `ApiError` as it is, anything else a lost connection. */
export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  return networkError(cause);
}

/** An answer with an error status, described by its body when that is the API's error shape. */
function httpError(status: number, data: unknown): ApiError {
  const body = checkValue(ApiErrorBodySchema, data);
  return new ApiError({
    kind: status === 401 ? 'unauthorized' : 'http',
    status,
    code: body.success ? body.output.code : null,
    message: body.success ? body.output.message : `HTTP ${status}`,
    description: body.success ? body.output.description : null,
    field: body.success ? (body.output.field ?? null) : null,
    orderId: body.success ? (body.output.orderId ?? null) : null,
    retryAfter: body.success ? (body.output.retryAfter ?? null) : null,
  });
}
