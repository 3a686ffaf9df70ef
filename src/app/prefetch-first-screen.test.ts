import { QueryClient, QueryObserver } from '@tanstack/query-core';
import type { Atom } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../shared/api/api-error.ts';
import { endpoints, type Endpoint } from '../shared/contract/endpoints.ts';

const requested: string[] = [];
let settingsWire: Record<string, unknown> = {};

/** The API as the query factories see it: each endpoint answers the smallest valid body. */
vi.mock('../shared/api/client.ts', () => ({
  call: vi.fn((endpoint: Endpoint) => {
    const name = Object.entries(endpoints).find(([, value]) => value === endpoint)?.[0] ?? endpoint.path;
    requested.push(name);
    if (endpoint === endpoints.webSettings) return Promise.resolve(ok(settingsWire));
    if (endpoint === endpoints.overalls) return Promise.resolve(ok({ groups: [], categories: [], products: [] }));
    return Promise.resolve(ok([]));
  }),
}));

const { prefetchFirstScreen } = await import('./prefetch-first-screen.ts');
const { webSettingsQuery } = await import('../entities/merchant/merchant.api.ts');
const { overallQuery } = await import('../entities/catalogue/catalogue.api.ts');
const { createStore } = await import('jotai');
const { queryClientAtom } = await import('jotai-tanstack-query');
const { platformAtom } = await import('../../platform/index.ts');
const { createFakePlatform } = await import('../../platform/testing/fake-platform.ts');
const { merchantIdAtom } = await import('../entities/merchant/merchant.atoms.ts');
const { gradesAtom } = await import('../entities/catalogue/catalogue.queries.ts');
const { menuOverallAtom, branchesUntilChosenAtom } = await import('../features/locate-branch/menu.queries.ts');
const { bannersAtom, storiesAtom } = await import('../screens/home/home.queries.ts');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchFirstScreen', () => {
  beforeEach(() => {
    requested.length = 0;
    settingsWire = { storiesActive: true, bannersActive: true };
    window.localStorage.clear();
  });
  afterEach(() => vi.clearAllMocks());

  it('starts the home page\'s requests at once, and its stories and banners as its settings turn them on', async () => {
    const client = new QueryClient();
    prefetchFirstScreen(client, { merchantId: 'm1', catalogueType: 'WEB', path: '/', branchKnown: false });
    expect(requested.sort()).toEqual(['branches', 'grades', 'overalls', 'webSettings']);
    await settle();
    expect(requested.sort()).toEqual(['banners', 'branches', 'grades', 'overalls', 'stories', 'webSettings']);
    // The screens' own queries find the answers already there.
    expect(client.getQueryData(overallQuery('m1', 'WEB').queryKey)).toEqual({ groups: [], categories: [], products: [] });
  });

  it('asks only for what the settings turn on, skips the branch list when a branch is known, and the rows off the home page', async () => {
    settingsWire = { storiesActive: false, bannersActive: true };
    prefetchFirstScreen(new QueryClient(), { merchantId: 'm1', catalogueType: 'TG', path: '/', branchKnown: true });
    await settle();
    expect(requested.sort()).toEqual(['banners', 'grades', 'overalls', 'webSettings']);
    requested.length = 0;
    window.localStorage.clear(); // a first visit again (the settings just fetched were kept)
    prefetchFirstScreen(new QueryClient(), { merchantId: 'm1', catalogueType: 'WEB', path: '/cart', branchKnown: true });
    await settle();
    expect(requested.sort()).toEqual(['grades', 'overalls', 'webSettings']);
  });
});

describe('the first screen\'s query atoms', () => {
  it('read the prefetched answers (same keys): mounting the home page asks the API for nothing more', async () => {
    window.localStorage.clear();
    settingsWire = { storiesActive: true, bannersActive: true };
    const client = new QueryClient();
    prefetchFirstScreen(client, { merchantId: 'm1', catalogueType: 'WEB', path: '/', branchKnown: false });
    await settle();
    requested.length = 0;

    const store = createStore();
    store.set(queryClientAtom, client);
    store.set(platformAtom, createFakePlatform({ kind: 'browser' }));
    store.set(merchantIdAtom, 'm1');
    const atoms: Atom<unknown>[] = [menuOverallAtom, gradesAtom, branchesUntilChosenAtom, storiesAtom, bannersAtom];
    const unmount = atoms.map((queryAtom) => store.sub(queryAtom, () => undefined));
    await settle();
    expect(requested).toEqual([]);
    for (const queryAtom of atoms) expect(store.get(queryAtom)).toMatchObject({ status: 'success' });
    expect(store.get(menuOverallAtom)).toMatchObject({ data: { groups: [], categories: [], products: [] } });
    unmount.forEach((stop) => stop());
  });
});

describe('settings kept on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('start the next visit from the copy saved for this merchant, read from storage once', async () => {
    settingsWire = { storiesActive: true, brand: 'Oshxona' };
    await new QueryClient().fetchQuery(webSettingsQuery('m1'));
    const read = vi.spyOn(window.localStorage, 'getItem');
    const next = new QueryClient();
    const observed = new QueryObserver(next, webSettingsQuery('m1')).getCurrentResult();
    expect(observed.data).toMatchObject({ storiesActive: true, brand: 'Oshxona' });
    expect(observed.status).toBe('success');
    expect(read.mock.calls.filter(([key]) => key === 'settings')).toHaveLength(1);
    // Another merchant on this device does not get them.
    expect(new QueryObserver(next, webSettingsQuery('m2')).getCurrentResult().data).toBeUndefined();
    read.mockRestore();
  });

  it('are dropped when the stored copy no longer fits the contract', () => {
    window.localStorage.setItem('settings', JSON.stringify({ savedAt: 1, merchantId: 'm1', wire: { storiesActive: 'yes' } }));
    const client = new QueryClient();
    expect(new QueryObserver(client, webSettingsQuery('m1')).getCurrentResult().data).toBeUndefined();
    expect(window.localStorage.getItem('settings')).toBeNull();
  });
});
