import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { malformed } from '@/testing/contract-answers.ts';
import { installFakeApi, networkDown } from '@/testing/fake-api.ts';
import { bannersQuery, storiesQuery } from './content.api.ts';

const MERCHANT = 'm-1';
const TITLE = { uz: 'Aksiya', ru: 'Акция', eng: 'Deal' };
const banner = (id: number) => ({ id, title: TITLE, image: `/art/banner-${id}.webp`, priority: id });
const STORY = { id: 5, title: TITLE, cover: '/art/story.webp', slides: [{ image: '/art/slide.webp' }], priority: 1 };
const keep = (key: string, merchantId: string, list: unknown[]) =>
  writeStored(key, { savedAt: Date.now(), merchantId, list });
/** The row's data before any answer: what the screen draws first. */
const first = (options: { initialData?: unknown }) =>
  typeof options.initialData === 'function' ? (options.initialData as () => unknown)() : options.initialData;
const load = (options: ReturnType<typeof bannersQuery> | ReturnType<typeof storiesQuery>) =>
  new QueryClient().fetchQuery({ ...options, retry: false, staleTime: 0 } as ReturnType<typeof bannersQuery>);

describe("the home page's rows, kept on the device", () => {
  afterEach(() => localStorage.clear());

  it("start from this device's copy, which the answer replaces and is kept for the next visit", async () => {
    keep(STORAGE_KEYS.banners, MERCHANT, [banner(1)]);
    const api = installFakeApi({ banners: [banner(2), banner(3)] }, { token: null, merchantId: MERCHANT });
    expect(first(bannersQuery(MERCHANT, true))).toEqual([banner(1)]);
    expect(await load(bannersQuery(MERCHANT, true))).toEqual([banner(2), banner(3)]);
    expect(api.calls('banners')).toHaveLength(1);
    expect(first(bannersQuery(MERCHANT, true))).toEqual([banner(2), banner(3)]);
  });

  it('keep the copy when the refresh fails, and hide the row without one', async () => {
    keep(STORAGE_KEYS.stories, MERCHANT, [STORY]);
    installFakeApi({ stories: networkDown(), banners: networkDown() }, { token: null, merchantId: MERCHANT });
    expect(await load(storiesQuery(MERCHANT, true))).toMatchObject([{ id: 5 }]);
    expect(await load(bannersQuery(MERCHANT, true))).toEqual([]);
  });

  it("draw nothing of another merchant's copy, or of one that does not fit the contract", async () => {
    keep(STORAGE_KEYS.banners, 'm-2', [banner(1)]);
    expect(first(bannersQuery(MERCHANT, true))).toBeUndefined();
    keep(STORAGE_KEYS.banners, MERCHANT, [{ id: 'one', image: 7 }]);
    expect(first(bannersQuery(MERCHANT, true))).toBeUndefined();
    // A copy that does not fit is dropped, not read again on every visit.
    expect(localStorage.getItem(STORAGE_KEYS.banners)).toBeNull();
  });

  it('keep nothing of an answer that does not fit the contract', async () => {
    installFakeApi({ banners: malformed([{ id: 'one' }]) }, { token: null, merchantId: MERCHANT });
    expect(await load(bannersQuery(MERCHANT, true))).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.banners)).toBeNull();
  });
});
