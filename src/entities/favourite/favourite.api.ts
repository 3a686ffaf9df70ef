import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ok, unwrap, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { FavouriteSchema, type Favourite, type FavouriteRequest } from '@/shared/contract/catalogue.ts';
import { OkSchema } from '@/shared/contract/common.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

const FavouriteListSchema = v.array(FavouriteSchema);

/**
 * The signed-in user's favourites (records, newest first as the server sends them). The source of truth for every
 * heart on the page: the catalogue's own `isFavourite` is only a fallback until this list arrives. Needs a user.
 */
export const favouritesQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'favourites', userId] as const,
    queryFn: async ({ signal }): Promise<Favourite[]> =>
      unwrap(
        await call(endpoints.favourites, { schema: FavouriteListSchema, query: { userId, isFavourite: true }, signal }),
      ),
    enabled: merchantId !== null && userId !== null,
    staleTime: 60_000,
  });

/** Marks (or with `false` unmarks) a product as a favourite; the server answers with the record. */
export const setFavourite = (productId: number, isFavourite: boolean): Promise<Result<Favourite>> =>
  call(endpoints.favouriteSet, {
    schema: FavouriteSchema,
    body: { productId, isFavourite } satisfies FavouriteRequest,
  });

/**
 * Removes a favourite by its record id: works also for a product no longer on the menu (which the POST refuses with
 * 404). A record already gone (removed in another tab) counts as removed.
 */
export async function deleteFavourite(id: number): Promise<Result<null>> {
  const result = await call(endpoints.favouriteDelete, { schema: OkSchema, params: { id } });
  if (result.ok || result.error.status === 404) return ok(null);
  return result;
}
