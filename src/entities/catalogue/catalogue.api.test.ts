import { QueryClient } from '@tanstack/query-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { malformed } from '@/testing/contract-answers.ts';
import { installFakeApi } from '@/testing/fake-api.ts';
import { MAX_KEPT_PRODUCTS, overallQuery } from './catalogue.api.ts';

let products: unknown[] = [];
// The menu as the server sends it; `malformed` because some tests send a dish that breaks the contract on purpose.
const serveMenu = () => installFakeApi({ overalls: () => malformed({ groups: [], categories: [], products }) });

const dish = (id: number) => ({
  id,
  name: { uz: `Taom ${id}`, ru: `Блюдо ${id}`, eng: `Dish ${id}` },
  categoryId: 1,
  priority: id,
  active: true,
  type: 'NONE',
  costPrice: 1000,
});

describe('the catalogue kept on the device', () => {
  beforeEach(() => {
    window.localStorage.clear();
    serveMenu();
  });

  it('is written once the page is left (or idle), checked dish by dish, and read back on the next visit', async () => {
    products = [dish(1), dish(2)];
    const data = await new QueryClient().fetchQuery(overallQuery('m1', 'WEB'));
    expect(data.products.map((p) => p.id)).toEqual([1, 2]);
    window.dispatchEvent(new Event('pagehide'));
    products = []; // the network would now say otherwise: the two dishes can only come from the device
    const next = new QueryClient();
    await next.prefetchQuery({ ...overallQuery('m1', 'WEB'), staleTime: Infinity });
    expect(next.getQueryData(overallQuery('m1', 'WEB').queryKey)?.products).toHaveLength(2);
  });

  it('is not kept when the menu is larger than storage holds', async () => {
    products = Array.from({ length: MAX_KEPT_PRODUCTS + 1 }, (_, i) => dish(i + 1));
    await new QueryClient().fetchQuery(overallQuery('m1', 'WEB'));
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem('catalogue')).toBeNull();
  });

  it('turns a dish that breaks the contract into a contract error', async () => {
    products = [dish(1), { ...dish(2), costPrice: -5 }];
    await expect(new QueryClient().fetchQuery({ ...overallQuery('m1', 'WEB'), retry: false })).rejects.toMatchObject({
      code: 'CONTRACT_MISMATCH',
    });
  });
});
