import { QueryClient } from '@tanstack/query-core';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestKey } from '@/shared/api/early-answers.ts';
import { installFakeApi } from '@/testing/fake-api.ts';
import { firstVisitRequests } from './first-screen-requests.ts';
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
    prefetchFirstScreen(new QueryClient(), { merchantId: 'm1', catalogueType, path, branchKnown: false });
    const expected = firstVisitRequests({ home: path === '/', catalogueType });
    const keys = () => api.requests.map((request) => requestKey(request.path, request.query));
    await waitFor(() => expect(keys()).toHaveLength(expected.length));
    // Let any later request the settings' answer would cause go out too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keys().sort()).toEqual([...expected].sort());
  });
});
