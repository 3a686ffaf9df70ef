import { atom } from 'jotai';
import { atomWithInfiniteQuery, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { isSignedInAtom, merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import type { Order } from '@/shared/contract/order.ts';
import { activeOrdersQuery, courierQuery, orderQuery, ordersKey, ordersPageQuery } from './order.api.ts';

/** The user's active orders. */
export const activeOrdersAtom = atomWithQuery((get) => activeOrdersQuery(get(merchantIdAtom), get(userIdAtom)));

/** The user's finished orders, page by page. */
export const archivePagesAtom = atomWithInfiniteQuery((get) =>
  ordersPageQuery(get(merchantIdAtom), get(userIdAtom), true),
);

/** One of the signed-in user's orders: one atom per id (make it with `useMemo`). */
export const orderAtom = (id: number) =>
  atomWithQuery((get) => {
    const options = orderQuery(get(merchantIdAtom), id);
    return { ...options, enabled: options.enabled === true && get(isSignedInAtom) };
  });

/** The courier of an order, followed while `follow`: one atom per order, courier and state (make it with `useMemo`). */
export const courierAtom = (orderId: number, courierId: number | null | undefined, follow: boolean) =>
  atomWithQuery((get) => courierQuery(get(merchantIdAtom), orderId, courierId, follow));

/** An order the API answered with after an action goes into the cache, and every order list is refreshed. */
export const orderChangedAtom = atom(null, (get, _set, order: Order | null) => {
  const client = get(queryClientAtom);
  const merchantId = get(merchantIdAtom);
  if (order) client.setQueryData(orderQuery(merchantId, order.id).queryKey, order);
  return client.invalidateQueries({ queryKey: ordersKey(merchantId) });
});

/**
 * The order lists are asked for again when next shown: an order's status seen changing on its own page (delivered,
 * ready) moves it between Active and Archive, and an order gone from the Active list is in the Archive now (`lists`:
 * which of them, both unless said). The order itself and its courier are left alone (they poll).
 */
export const orderListsChangedAtom = atom(
  null,
  (get, _set, lists: readonly ('active' | 'pages')[] = ['active', 'pages']) =>
    get(queryClientAtom).invalidateQueries({
      queryKey: ordersKey(get(merchantIdAtom)),
      predicate: (query) => lists.includes(query.queryKey[3] as 'active' | 'pages'),
    }),
);
