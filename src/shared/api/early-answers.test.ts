import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GradeListSchema } from '@/shared/contract/catalogue.ts';
import { AUTHORIZATION_HEADER, bearer, LANGUAGE_HEADER, MERCHANT_HEADER } from '@/shared/contract/basics.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { OrderSchema } from '@/shared/contract/order.ts';
import { installFakeApi, type FakeApi } from '@/testing/fake-api.ts';
import { call, configureApiSession } from './client.ts';
import { EARLY_REQUESTS_GLOBAL, forgetEarlyAnswers, requestKey, sendEarly } from './early-answers.ts';

const GRADES = [{ productId: 1, grade: 4.5, count: 2 }];
/** The headers the client sends for the fake API's session (installFakeApi: language eng, merchant m1). */
const SESSION_HEADERS = { [LANGUAGE_HEADER]: 'eng', [MERCHANT_HEADER]: 'm1' };

/** What the browser's fetch gives the early script, per address; every address asked is recorded. */
let network: (url: string, init: RequestInit) => Promise<Response>;
const asked: string[] = [];

let api: FakeApi;
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    asked.push(url);
    return network(url, init);
  });
  // A page the app has not booted on yet.
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  api = installFakeApi({ grades: [{ productId: 9, grade: 3, count: 1 }] }, { token: null, merchantId: 'm1' });
});
afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const early = (headers: Record<string, string> = SESSION_HEADERS, timeoutMs = 30_000) =>
  sendEarly('/api', endpoints.grades.path, headers, timeoutMs);
/** A server that never answers: the request ends only when it is aborted. */
const silent = (_url: string, init: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
  );
const grades = (signal?: AbortSignal) => call(endpoints.grades, { schema: GradeListSchema, signal });

describe("the early script's requests, taken over by the API client", () => {
  it('answer the same request once, with no request of its own, and then no more', async () => {
    network = () => json(GRADES);
    void early();
    expect(asked).toEqual(['/api/products/v1/grade']);
    expect(await grades()).toEqual({ ok: true, data: GRADES, error: null });
    expect(api.calls('grades')).toHaveLength(0);
    // The second call is the client's own.
    expect(await grades()).toMatchObject({ ok: true, data: [{ productId: 9 }] });
    expect(api.calls('grades')).toHaveLength(1);
  });

  it('take a large answer (the menu) as a Blob, its bytes kept out of the page, read the same when taken over', async () => {
    network = () => json(GRADES);
    const outcome = sendEarly('/api', endpoints.grades.path, SESSION_HEADERS, 30_000, true);
    expect(await outcome).toMatchObject({ kind: 'answer', status: 200, body: expect.any(Blob) });
    expect(await grades()).toEqual({ ok: true, data: GRADES, error: null });
    expect(api.calls('grades')).toHaveLength(0);
    network = () => json(GRADES);
    expect(await early()).toMatchObject({ kind: 'answer', body: expect.any(ArrayBuffer) });
  });

  it('bring an error status, a lost connection and a time-out as the errors the call would have met', async () => {
    network = () =>
      json({ code: 'DOWN', message: 'Down', description: { uz: 'd', ru: 'd', eng: 'Down for a moment' } }, 503);
    void early();
    expect(await grades()).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 503, code: 'DOWN', description: { eng: 'Down for a moment' } },
    });
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    void early();
    expect(await grades()).toMatchObject({ ok: false, error: { kind: 'network' } });
    network = silent;
    void early(SESSION_HEADERS, 10);
    expect(await grades()).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    // None was asked again behind the screen's back.
    expect(api.calls('grades')).toHaveLength(0);
  });

  it("end a session the API no longer accepts, as the client's own request would", async () => {
    const ended = vi.fn();
    configureApiSession({
      merchantId: () => 'm1',
      token: () => 't1',
      language: () => 'eng',
      onUnauthorized: ended,
    });
    network = () =>
      json({ code: 'UNAUTHORIZED', message: 'No', description: { uz: 'n', ru: 'n', eng: 'Sign in again' } }, 401);
    const headers = { ...SESSION_HEADERS, [AUTHORIZATION_HEADER]: bearer('t1') };
    void sendEarly('/api', '/orders/v1/orders/5', headers, 30_000);
    const order = await call(endpoints.order, { schema: OrderSchema, params: { id: 5 } });
    expect(order).toMatchObject({ ok: false, error: { status: 401 } });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(api.calls('order')).toHaveLength(0);
  });

  it('check the answer against the contract like any other', async () => {
    network = () => Promise.resolve(new Response('<html>proxy error</html>', { status: 200 }));
    void early();
    expect(await grades()).toMatchObject({ ok: false, error: { kind: 'contract', code: 'CONTRACT_MISMATCH' } });
    network = () => json([{ productId: 'one' }]);
    void early();
    expect(await grades()).toMatchObject({ ok: false, error: { kind: 'contract' } });
  });

  it('are not taken by a request that differs in its headers or address, nor once dropped', async () => {
    network = () => json(GRADES);
    void early({ ...SESSION_HEADERS, [LANGUAGE_HEADER]: 'ru' });
    void early({ [LANGUAGE_HEADER]: 'eng', [MERCHANT_HEADER]: 'm2' });
    void sendEarly('/api', requestKey(endpoints.grades.path, { page: 2 }), SESSION_HEADERS, 30_000);
    expect(await grades()).toMatchObject({ ok: true, data: [{ productId: 9 }] });
    void early();
    forgetEarlyAnswers();
    expect(await grades()).toMatchObject({ ok: true, data: [{ productId: 9 }] });
    expect(api.calls('grades')).toHaveLength(2);
  });

  it('are not sent at all once the app has asked for its first screen', async () => {
    network = () => json(GRADES);
    forgetEarlyAnswers();
    expect(early()).toBeNull();
    expect(asked).toEqual([]);
    expect(await grades()).toMatchObject({ ok: true, data: [{ productId: 9 }] });
  });

  it('stop being waited for when the call is cancelled', async () => {
    network = silent;
    void early();
    const controller = new AbortController();
    const pending = grades(controller.signal);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});

describe('requestKey', () => {
  it('spells a path with its query as both sides send it', () => {
    expect(requestKey('/products/v1/overalls', { type: 'TG' })).toBe('/products/v1/overalls?type=TG');
    expect(requestKey('/products/v1/grade')).toBe('/products/v1/grade');
    expect(requestKey('/a', { q: 'plov & non', page: 2 })).toBe('/a?q=plov+%26+non&page=2');
  });
});
