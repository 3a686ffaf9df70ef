import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { waitFor } from '@testing-library/react';
import { createStore, type Atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platformAtom } from '@platform/index.ts';
import { createFakePlatform } from '@platform/testing/fake-platform.ts';
import { overallQuery } from '@/entities/catalogue/catalogue.api.ts';
import { gradesAtom } from '@/entities/catalogue/catalogue.queries.ts';
import { webSettingsQuery } from '@/entities/merchant/merchant.api.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { branchesUntilChosenAtom, menuOverallAtom } from '@/features/menu/menu.queries.ts';
import { bannersAtom, storiesAtom } from '@/screens/home/home.queries.ts';
import type { WebSettingsWire } from '@/shared/contract/merchant.ts';
import { installFakeApi, type FakeApi } from '@/testing/fake-api.ts';
import { prefetchFirstScreen } from './prefetch-first-screen.ts';

let settingsWire: Partial<WebSettingsWire> = {};
/** The settings answer waits until the test lets it go, so what starts before it can be told from what follows it. */
let releaseSettings: () => void = () => undefined;

/** The API as the query factories see it: each endpoint the home page asks answers the smallest valid body. */
function serve(): FakeApi {
  return installFakeApi({
    webSettings: () => new Promise((resolve) => (releaseSettings = () => resolve(settingsWire))),
    overalls: { groups: [], categories: [], products: [] },
    grades: [],
    branches: [],
    stories: [],
    banners: [],
  });
}
/** The home page in a browser on a device that keeps nothing: no branch chosen, no session. */
const HOME_FIRST_VISIT = {
  merchantId: 'm1',
  catalogueType: 'WEB',
  path: '/',
  branchKnown: false,
  signedIn: false,
} as const;
const BANNER = { id: 1, title: { uz: 'a', ru: 'a', eng: 'a' }, image: '/pictures/banner-1.png', priority: 1 };
/** One turn of the event loop: what was going to be asked by now has been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const requested = (api: FakeApi) => api.requests.map((request) => request.name).sort();

describe('prefetchFirstScreen', () => {
  beforeEach(() => {
    settingsWire = { storiesActive: true, bannersActive: true };
    window.localStorage.clear();
  });

  it("starts the home page's requests at once, its stories and banners too on a first visit, and the first banner's picture once the settings show the row", async () => {
    const pictures: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        decoding = '';
        onload = null;
        onerror = null;
        set src(url: string) {
          pictures.push(url);
        }
      },
    );
    const api = serve();
    api.answer('banners', [BANNER]);
    const client = new QueryClient();
    prefetchFirstScreen(client, HOME_FIRST_VISIT);
    const all = ['banners', 'branches', 'grades', 'overalls', 'stories', 'webSettings'];
    await waitFor(() => expect(requested(api)).toEqual(all));
    await settle();
    expect(pictures).toEqual([]);
    releaseSettings();
    await waitFor(() => expect(pictures).toEqual(['/pictures/banner-1.png']));
    // Nothing asked twice once the settings are in.
    expect(requested(api)).toEqual(all);
    // The screens' own queries find the answers already there.
    expect(client.getQueryData(overallQuery('m1', 'WEB').queryKey)).toEqual({
      groups: [],
      categories: [],
      products: [],
    });
    vi.unstubAllGlobals();
  });

  it("follows the device's copy of the settings without waiting for them, skips the branch list when a branch is known, and the rows off the home page", async () => {
    settingsWire = { storiesActive: false, bannersActive: true };
    const first = serve();
    const firstVisit = new QueryClient().fetchQuery(webSettingsQuery('m1'));
    await waitFor(() => expect(requested(first)).toContain('webSettings'));
    releaseSettings();
    await firstVisit; // the settings are now kept on the device
    const api = serve();
    prefetchFirstScreen(new QueryClient(), { ...HOME_FIRST_VISIT, catalogueType: 'TG', branchKnown: true });
    // The copy is minutes old: the settings are not asked again, and the stories they turn off are not asked at all.
    await waitFor(() => expect(requested(api)).toEqual(['banners', 'grades', 'overalls']));
    await settle();
    expect(requested(api)).toEqual(['banners', 'grades', 'overalls']);
    api.requests.length = 0;
    window.localStorage.clear(); // a first visit again
    prefetchFirstScreen(new QueryClient(), { ...HOME_FIRST_VISIT, path: '/cart', branchKnown: true });
    await waitFor(() => expect(requested(api)).toContain('webSettings'));
    releaseSettings();
    await settle();
    expect(requested(api)).toEqual(['grades', 'overalls', 'webSettings']);
  });
});

describe("the first screen's query atoms", () => {
  it('read the prefetched answers (same keys): mounting the home page asks the API for nothing more', async () => {
    window.localStorage.clear();
    settingsWire = { storiesActive: true, bannersActive: true };
    const api = serve();
    const client = new QueryClient();
    prefetchFirstScreen(client, HOME_FIRST_VISIT);
    await waitFor(() => expect(requested(api)).toContain('webSettings'));
    releaseSettings();
    await waitFor(() =>
      expect(requested(api)).toEqual(['banners', 'branches', 'grades', 'overalls', 'stories', 'webSettings']),
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    api.requests.length = 0;

    const store = createStore();
    store.set(queryClientAtom, client);
    store.set(platformAtom, createFakePlatform({ kind: 'browser' }));
    store.set(merchantIdAtom, 'm1');
    const atoms: Atom<unknown>[] = [menuOverallAtom, gradesAtom, branchesUntilChosenAtom, storiesAtom, bannersAtom];
    const unmount = atoms.map((queryAtom) => store.sub(queryAtom, () => undefined));
    await settle();
    expect(requested(api)).toEqual([]);
    for (const queryAtom of atoms) expect(store.get(queryAtom)).toMatchObject({ status: 'success' });
    expect(store.get(menuOverallAtom)).toMatchObject({ data: { groups: [], categories: [], products: [] } });
    unmount.forEach((stop) => stop());
  });
});

describe('settings kept on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('start the next visit from the copy saved for this merchant, read from storage once', async () => {
    settingsWire = { storiesActive: true, brand: 'Oshxona' };
    const api = serve();
    const first = new QueryClient().fetchQuery(webSettingsQuery('m1'));
    await waitFor(() => expect(api.calls('webSettings')).toHaveLength(1));
    releaseSettings();
    await first;
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
    window.localStorage.setItem(
      'settings',
      JSON.stringify({ savedAt: 1, merchantId: 'm1', wire: { storiesActive: 'yes' } }),
    );
    const client = new QueryClient();
    expect(new QueryObserver(client, webSettingsQuery('m1')).getCurrentResult().data).toBeUndefined();
    expect(window.localStorage.getItem('settings')).toBeNull();
  });
});
