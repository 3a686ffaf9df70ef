import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from '@/shared/api/client.ts';
import { BannerSchema, StorySchema, type Banner, type Story } from '@/shared/contract/content.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { once } from '@/shared/lib/once.ts';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';

/** A row above the menu, by its name: the endpoint it is asked from and the key this device keeps it under. */
type Row = 'banners' | 'stories';

/**
 * A row of the home page, stale-while-revalidate like the menu and the settings: a repeat visit draws the row this
 * device last saw at once (the first banner is often the first screen's largest picture, and the page's early script
 * asks for it from this copy: src/app/opening-picture.ts) while a fresh copy is fetched and replaces it. A failure
 * keeps the copy, or without one hides the row.
 */
function rowQuery<T>(row: Row, item: v.GenericSchema<unknown, T>, merchantId: string | null, enabled: boolean) {
  const Kept = v.object({ savedAt: v.number(), merchantId: v.string(), list: v.array(item) });
  const readKept = () => {
    const kept = merchantId ? readStored(STORAGE_KEYS[row], Kept) : null;
    return kept?.merchantId === merchantId ? kept : null;
  };
  const kept = once(readKept);
  return queryOptions({
    queryKey: ['merchant', merchantId, row] as const,
    queryFn: async ({ signal }): Promise<T[]> => {
      const result = await call(endpoints[row], { schema: v.array(item), signal });
      if (!result.ok) return readKept()?.list ?? [];
      if (merchantId) writeStored(STORAGE_KEYS[row], { savedAt: Date.now(), merchantId, list: result.data });
      return result.data;
    },
    initialData: () => kept()?.list,
    initialDataUpdatedAt: () => kept()?.savedAt,
    enabled: merchantId !== null && enabled,
    staleTime: 10 * 60_000,
  });
}

/** Banners of the home page; asked for only when `enabled` (the merchant turns them on). */
export const bannersQuery = (merchantId: string | null, enabled: boolean) =>
  rowQuery<Banner>('banners', BannerSchema, merchantId, enabled);

/** Stories of the home page; asked for only when `enabled` (the merchant turns them on). */
export const storiesQuery = (merchantId: string | null, enabled: boolean) =>
  rowQuery<Story>('stories', StorySchema, merchantId, enabled);
