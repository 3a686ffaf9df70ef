import axios, { type AxiosError } from 'axios';
import { env } from '@/shared/config/env.ts';
import { cancelledError, networkError, timeoutError, type ApiError } from './api-error.ts';

/**
 * The wire: the one axios instance and the one way to send through it. The API client (`client.ts`) loads this
 * module when it first has a request to send that the page's early script has not sent already, or once the page has
 * settled, so axios is not part of the code a first visit needs before its first paint.
 *
 * No XSRF cookie is ever sent (the API's credential is the bearer header), so axios is told not to look for one: its
 * look reads `document.cookie` on every request, a synchronous call into the browser.
 */
export const http = axios.create({
  baseURL: env.VITE_API_URL,
  timeout: env.VITE_API_TIMEOUT_MS,
  withXSRFToken: false,
});

export interface WireRequest {
  method: string;
  url: string;
  params?: Record<string, string | number | boolean>;
  data?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /** The answer is taken as a Blob (its bytes kept out of the page), to be read off the main thread when it is long. */
  asBlob?: boolean;
}

/**
 * What became of a request: an answer with its status (an error status too; the client reads the API's error shape
 * from its body), or a failure without one.
 */
export type WireOutcome = { kind: 'answer'; status: number; data: unknown } | { kind: 'failed'; error: ApiError };

/** Sends one request. Never rejects. */
export async function send(request: WireRequest): Promise<WireOutcome> {
  try {
    const response = await http.request({
      method: request.method,
      url: request.url,
      params: request.params,
      data: request.data,
      headers: request.headers,
      signal: request.signal,
      timeout: request.timeout,
      responseType: request.asBlob ? 'blob' : undefined,
    });
    return { kind: 'answer', status: response.status, data: response.data };
  } catch (cause) {
    return outcomeOf(cause);
  }
}

function outcomeOf(cause: unknown): WireOutcome {
  const failed = (error: ApiError): WireOutcome => ({ kind: 'failed', error });
  if (axios.isCancel(cause)) return failed(cancelledError());
  if (!axios.isAxiosError(cause)) return failed(networkError(cause));
  const axiosError = cause as AxiosError;
  if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') return failed(timeoutError());
  if (!axiosError.response) return failed(networkError(axiosError));
  return { kind: 'answer', status: axiosError.response.status, data: axiosError.response.data };
}
