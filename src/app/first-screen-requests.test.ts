import { QueryClient } from '@tanstack/query-core';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import { EARLY_REQUESTS_GLOBAL, forgetEarlyAnswers, requestKey, sendEarly } from '@/shared/api/early-answers.ts';
import { AUTHORIZATION_HEADER, bearer, LANGUAGE_HEADER, MERCHANT_HEADER } from '@/shared/contract/basics.ts';
import { installFakeApi } from '@/testing/fake-api.ts';
import { firstVisitRequests, openingOrderRequest } from './first-screen-requests.ts';
import { prefetchFirstScreen } from './prefetch-first-screen.ts';

beforeEach(() => {
  window.localStorage.clear();
  // The first banner's picture is fetched ahead; no picture is loaded here.
  vi.stubGlobal('Image', class {});
});
afterEach(() => vi.unstubAllGlobals());

describe("the early script's list of a first visit's requests", () => {
  it.each([
    { path: '/', catalogueType: 'WEB' },
    { path: '/', catalogueType: 'TG' },
    { path: '/cart', catalogueType: 'WEB' },
    { path: '/Product/7', catalogueType: 'TG' },
  ] as const)('is what the app asks for on $path ($catalogueType)', async ({ path, catalogueType }) => {
    const api = installFakeApi(
      {
        webSettings: { storiesActive: true, bannersActive: true },
        overalls: { groups: [], categories: [], products: [] },
        grades: [],
        branches: [],
        stories: [],
        banners: [],
      },
      { token: null, merchantId: 'm1' },
    );
    prefetchFirstScreen(new QueryClient(), {
      merchantId: 'm1',
      catalogueType,
      path,
      branchKnown: false,
      signedIn: false,
    });
    const expected = firstVisitRequests({ home: path === '/', catalogueType });
    const keys = () => api.requests.map((request) => requestKey(request.path, request.query));
    await waitFor(() => expect(keys()).toHaveLength(expected.length));
    // Let any later request the settings' answer would cause go out too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keys().sort()).toEqual([...expected].sort());
  });
});

describe("a customer's link to their order", () => {
  afterEach(() => forgetEarlyAnswers());

  it('is the order request of an order page, and of no other page', () => {
    expect(openingOrderRequest('/orders/12')).toBe('/orders/v1/orders/12');
    for (const path of ['/orders', '/orders/12/map', '/orders/0', '/orders/x', '/Product/12', '/'])
      expect(openingOrderRequest(path), path).toBeNull();
  });

  it("is taken from the early script by the app's first requests for a kept session, never asked twice", async () => {
    const order = makeOrder({ id: 12 });
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(order), { status: 200 }));
    });
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    const api = installFakeApi(
      {
        webSettings: {},
        overalls: { groups: [], categories: [], products: [] },
        grades: [],
        order: () => {
          throw new Error('the order was asked again');
        },
      },
      { token: 't1', merchantId: 'm1' },
    );
    // As src/early.ts sends it: the app's language, merchant and session.
    const key = openingOrderRequest('/orders/12')!;
    void sendEarly(
      '',
      key,
      { [LANGUAGE_HEADER]: 'eng', [MERCHANT_HEADER]: 'm1', [AUTHORIZATION_HEADER]: bearer('t1') },
      30_000,
    );
    const client = new QueryClient();
    const screen = { merchantId: 'm1', catalogueType: 'WEB', path: '/orders/12', branchKnown: true } as const;
    prefetchFirstScreen(client, { ...screen, signedIn: true });
    await waitFor(() => expect(client.getQueryData(['merchant', 'm1', 'orders', 'one', 12])).toMatchObject({ id: 12 }));
    expect(asked).toEqual([key]);
    expect(api.requests.map((request) => request.name)).not.toContain('order');
    // A guest's page on an order asks for nothing of theirs.
    api.requests.length = 0;
    prefetchFirstScreen(new QueryClient(), { ...screen, signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests.map((request) => request.name)).not.toContain('order');
  });
});
