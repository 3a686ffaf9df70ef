import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import type { Review } from '@/shared/contract/catalogue.ts';
import { reviewsQuery } from './review.api.ts';

/** A product's reviews: one atom per product (make it with `useMemo`). */
export const reviewsAtom = (productId: number) => atomWithQuery((get) => reviewsQuery(get(merchantIdAtom), productId));

/** A review just left goes on top of its product's cached list, and the list is refreshed. */
export const reviewLeftAtom = atom(null, (get, _set, review: Review) => {
  const client = get(queryClientAtom);
  const { queryKey } = reviewsQuery(get(merchantIdAtom), review.productId);
  client.setQueryData(queryKey, (list: Review[] | undefined) => [
    review,
    ...(list ?? []).filter((r) => r.id !== review.id),
  ]);
  void client.invalidateQueries({ queryKey });
});
