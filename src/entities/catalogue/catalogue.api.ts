import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { parseListInSlices } from '@/shared/api/parse-in-slices.ts';
import {
  GradeListSchema,
  OverallSchema,
  ProductSchema,
  type CatalogueType,
  type Overall,
} from '@/shared/contract/catalogue.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { once } from '@/shared/lib/once.ts';
import { readStoredInPieces, STORAGE_KEYS, writeStoredInPieces } from '@/shared/lib/storage.ts';

const CachedSchema = v.object({ savedAt: v.number(), merchantId: v.string(), type: v.string(), data: OverallSchema });

/** The catalogue's envelope: its products are checked apart, in slices, so a large menu never blocks the page. */
const OverallEnvelopeSchema = v.object({ ...OverallSchema.entries, products: v.array(v.unknown()) });

/**
 * Menus larger than this are not kept on the device: their copy (about 1.3 KB a dish) would not fit the browser's
 * storage (about 5 MB) and writing it would hold the page for its whole length only to be refused.
 */
export const MAX_KEPT_PRODUCTS = 3_000;

/** The last catalogue this device saw, checked against the contract when read back. */
function readCached(merchantId: string, type: CatalogueType): { savedAt: number; data: Overall } | null {
  const cached = readStoredInPieces(STORAGE_KEYS.catalogue, CachedSchema);
  return cached && cached.merchantId === merchantId && cached.type === type ? cached : null;
}

/**
 * The catalogue, stale-while-revalidate: a repeat visit paints at once from the local copy (and keeps working when
 * the API is unreachable), while a fresh copy is fetched and replaces it.
 */
export const overallQuery = (merchantId: string | null, type: CatalogueType) => {
  // One read (and one check of a copy that may be megabytes) for both the data and its date.
  const cached = once(() => (merchantId ? readCached(merchantId, type) : null));
  return queryOptions({
    queryKey: ['merchant', merchantId, 'overall', type] as const,
    queryFn: async ({ signal }): Promise<Overall> => {
      const envelope = unwrap(
        await call(endpoints.overalls, { schema: OverallEnvelopeSchema, query: { type }, signal, largeAnswer: true }),
      );
      const what = `${endpoints.overalls.method} ${endpoints.overalls.path}`;
      const data: Overall = {
        ...envelope,
        products: unwrap(await parseListInSlices(envelope.products, ProductSchema, what)),
      };
      const savedAt = Date.now();
      if (merchantId && data.products.length <= MAX_KEPT_PRODUCTS)
        writeStoredInPieces(STORAGE_KEYS.catalogue, { savedAt, merchantId, type, data });
      return data;
    },
    initialData: () => cached()?.data,
    initialDataUpdatedAt: () => cached()?.savedAt,
    enabled: merchantId !== null,
    staleTime: 60_000,
  });
};

/** Product ratings, merged into the catalogue. A failure only means no stars. */
export const gradesQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'grades'] as const,
    queryFn: async ({ signal }) => {
      const result = await call(endpoints.grades, { schema: GradeListSchema, signal });
      return result.ok ? result.data : [];
    },
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
