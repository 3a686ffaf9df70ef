/**
 * The platform API as component and fetcher tests meet it: at the HTTP boundary. An axios adapter on the app's one
 * instance (`http` of shared/api/client.ts) answers each request by its contract endpoint (`endpoints.*`, matched by
 * method and path), so everything above the wire runs as in the app: the fetchers, the contract check of every
 * answer, the error mapping, the query factories. Tests name endpoints and read the requests the app made; they
 * never mock a module, so moving a fetcher or renaming a hook does not touch them.
 */
import { checkValue, describeIssues } from '@/shared/contract/check.ts';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach } from 'vitest';
import type { Result } from '@/shared/api/api-error.ts';
import { configureApiSession } from '@/shared/api/client.ts';
import { http } from '@/shared/api/transport.ts';
import { endpoints, type Endpoint, type EndpointName } from '@/shared/contract/endpoints.ts';
import { ANSWER_SCHEMAS, Malformed, type AnswerBody } from './contract-answers.ts';

/** One request the app made, as the server would read it. */
export interface ApiRequest {
  name: EndpointName;
  method: Endpoint['method'];
  /** The path under the API base, filled (`/orders/v1/orders/5`). */
  path: string;
  /** The path's `:name` parameters. */
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer other than 200 with a body: an error status, a network failure (`status: 0`) or a time-out (-1). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = null,
  ) {}
}
export const reply = (status: number, body: unknown = null): Reply => new Reply(status, body);
/** An error in the server's JSON error shape (the same text in every language). */
export const errorReply = (status: number, code: string, message = code, field?: string): Reply =>
  new Reply(status, {
    code,
    message,
    description: { uz: message, ru: message, eng: message },
    ...(field ? { field } : {}),
  });
/** The request never reached the server (offline). */
export const networkDown = (): Reply => new Reply(0);
/** The server did not answer in time. */
export const timedOut = (): Reply => new Reply(-1);

/**
 * A client-side result (`ok(data)` / `fail(error)`) as the wire carries it: the body, an error status with the
 * server's JSON error body, or no connection (network and time-out failures). For tests written in results.
 */
export async function resultOnTheWire<T>(result: Result<T> | Promise<Result<T>>): Promise<T | Reply> {
  const settled = await result;
  if (settled.ok) return settled.data;
  const { error } = settled;
  if (error.kind === 'timeout') return timedOut();
  if (error.kind === 'network' || error.kind === 'cancelled') return networkDown();
  // Without a description the server sent no error body of ours (a proxy's 502, a crash): the status alone.
  if (!error.description) return new Reply(error.status ?? 500, null);
  return new Reply(error.status ?? 500, {
    code: error.code ?? 'ERROR',
    message: error.message,
    description: error.description,
    ...(error.field ? { field: error.field } : {}),
  });
}

type Answered<N extends EndpointName> = AnswerBody<N> | Reply | Malformed;
/** A body (200, checked against the contract), a `Reply`, `malformed(body)`, or a function of the request returning one. */
export type Answer<N extends EndpointName> =
  Answered<N> | ((request: ApiRequest) => Answered<N> | Promise<Answered<N>>);
export type ApiAnswers = { [N in EndpointName]?: Answer<N> };

export interface FakeApi {
  /** Every request, in order. */
  readonly requests: ApiRequest[];
  /** Requests to one endpoint. */
  calls(name: EndpointName): ApiRequest[];
  /** Sets (or replaces) the answer of an endpoint from now on. */
  answer<N extends EndpointName>(name: N, answer: Answer<N>): void;
  /** Requests no answer was given for (they got a 404 in the error shape). */
  readonly unanswered: ApiRequest[];
  /** Fixtures that broke the contract (the harness fails the test on any). */
  readonly contractBreaks: string[];
}

interface Route {
  name: EndpointName;
  endpoint: Endpoint;
  pattern: RegExp;
  params: string[];
}

/** Literal paths before patterns, so `/orders/v1/orders/at-time` is not read as the order `at-time`. */
const ROUTES: Route[] = (Object.entries(endpoints) as [EndpointName, Endpoint][])
  .map(([name, endpoint]) => {
    const params = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
    const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '([^/]+)');
    return { name, endpoint, pattern: new RegExp(`^${source}$`), params };
  })
  .sort((a, b) => a.params.length - b.params.length);

function readRequest(config: InternalAxiosRequestConfig): Omit<ApiRequest, 'name' | 'params'> {
  const url = new URL(config.url ?? '', 'http://api.test');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
    query[key] = String(value);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
    if (typeof value === 'string') headers[key] = value;
  const body =
    typeof config.data === 'string' && config.data !== ''
      ? (JSON.parse(config.data) as unknown)
      : (config.data ?? null);
  return {
    method: (config.method ?? 'get').toUpperCase() as Endpoint['method'],
    path: url.pathname,
    query,
    body,
    headers,
  };
}

function respond(config: InternalAxiosRequestConfig, answer: unknown): AxiosResponse {
  const status = answer instanceof Reply ? answer.status : 200;
  const data = answer instanceof Reply ? answer.body : answer;
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
  if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  if (status === -1) throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {});
  if (status >= 400)
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  return response;
}

const installed: (FakeApi & { uninstall(): void })[] = [];

// After each test: the real adapter and a signed-out client come back, and a fixture that broke the contract fails
// the test (a test must not pass on an answer the real server could not send; `malformed` when that is the point).
afterEach(() => {
  const breaks = installed.flatMap((api) => api.contractBreaks);
  while (installed.length > 0) installed.pop()?.uninstall();
  if (breaks.length > 0) throw new Error(`A fixture breaks the contract:\n${breaks.join('\n')}`);
});

/**
 * Puts the fake in front of the app's axios instance until the test ends. `session` is who the API client calls
 * as, for tests of fetchers without a screen (`renderScreen` connects the client to its own session instead).
 */
export function installFakeApi(
  initial: ApiAnswers = {},
  session?: { token: string | null; merchantId: string },
): FakeApi & { uninstall(): void } {
  if (session)
    configureApiSession({
      merchantId: () => session.merchantId,
      token: () => session.token,
      language: () => 'eng',
      onUnauthorized: () => undefined,
    });
  const answers = new Map<EndpointName, unknown>(Object.entries(initial) as [EndpointName, unknown][]);
  const requests: ApiRequest[] = [];
  const unanswered: ApiRequest[] = [];
  const contractBreaks: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const read = readRequest(config);
    let request: ApiRequest | null = null;
    for (const route of ROUTES) {
      const match = route.endpoint.method === read.method ? route.pattern.exec(read.path) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.params.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      request = { ...read, name: route.name, params };
      break;
    }
    if (!request)
      throw new Error(`The app called ${read.method} ${read.path}, which is not in the contract's endpoint table`);
    requests.push(request);
    const answer = answers.get(request.name);
    if (answer === undefined) {
      unanswered.push(request);
      return respond(config, errorReply(404, 'NOT_FOUND', `No answer for ${request.name} in this test`));
    }
    const made = typeof answer === 'function' ? await (answer as (request: ApiRequest) => unknown)(request) : answer;
    if (made instanceof Reply) return respond(config, made);
    if (made instanceof Malformed) return respond(config, structuredClone(made.body));
    const checked = checkValue(ANSWER_SCHEMAS[request.name], made);
    if (!checked.success) contractBreaks.push(`${request.name}: ${describeIssues(checked.issues)}`);
    // A copy, so the app cannot change a fixture another test (or a later answer) reads.
    return respond(config, structuredClone(made));
  };
  const previous = http.defaults.adapter;
  http.defaults.adapter = adapter;
  const api: FakeApi & { uninstall(): void } = {
    requests,
    unanswered,
    contractBreaks,
    calls: (name) => requests.filter((request) => request.name === name),
    answer: (name, next) => void answers.set(name, next),
    uninstall: () => {
      http.defaults.adapter = previous;
      configureApiSession({
        merchantId: () => null,
        token: () => null,
        language: () => 'uz',
        onUnauthorized: () => undefined,
      });
    },
  };
  installed.push(api);
  return api;
}
