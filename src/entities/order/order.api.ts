import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { CourierSchema, type Courier } from '@/shared/contract/branch.ts';
import { pageSchema } from '@/shared/contract/common.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { OrderSchema, RepeatOrderSchema, type Order, type RepeatOrder } from '@/shared/contract/order.ts';
import { orderPollInterval, orderStamp } from './order.lib.ts';

/** Order list page size (spec §9). */
export const ORDER_PAGE_SIZE = 10;
/** The active list refreshes this often while it has orders (and the page is in front). */
export const ACTIVE_LIST_POLL_MS = 15_000;
/** A courier on the way is followed this often. */
export const COURIER_POLL_MS = 5_000;

const OrderListSchema = v.array(OrderSchema);
const OrderPageSchema = pageSchema(OrderSchema);
export type OrderPage = v.InferOutput<typeof OrderPageSchema>;

/** The prefix of every order query of a merchant: invalidate it after a cancel or a new order. */
export const ordersKey = (merchantId: string | null) => ['merchant', merchantId, 'orders'] as const;

const validUser = (merchantId: string | null, userId: number | null): userId is number =>
  merchantId !== null && userId !== null;

/** The user's active orders, all of them (the active endpoint is not paged). */
export const activeOrdersQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: [...ordersKey(merchantId), 'active', userId] as const,
    queryFn: async ({ signal }): Promise<Order[]> =>
      unwrap(
        await call(endpoints.activeOrdersOfUser, { schema: OrderListSchema, params: { userId: userId ?? 0 }, signal }),
      ),
    enabled: validUser(merchantId, userId),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? ACTIVE_LIST_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** The user's orders newest first, 10 a page (zero-based); `archive` keeps only CANCELED/DELIVERED/CLOSED ones. */
export const ordersPageQuery = (merchantId: string | null, userId: number | null, archive: boolean) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey(merchantId), 'pages', userId, archive ? 'archive' : 'all'] as const,
    queryFn: async ({ pageParam, signal }): Promise<OrderPage> =>
      unwrap(
        await call(endpoints.ordersOfUser, {
          schema: OrderPageSchema,
          params: { userId: userId ?? 0 },
          query: { size: ORDER_PAGE_SIZE, page: pageParam, onlyArchive: archive ? true : undefined },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: OrderPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
    enabled: validUser(merchantId, userId),
  });

/** Per query: the answer last seen and at which fetch it first appeared, for the back-off. */
const lastChange = new WeakMap<object, { stamp: string; at: number }>();

/** Fetches so far that brought nothing new (failures count too, so an outage backs off as well). */
function unchangedPolls(query: {
  state: { data: Order | undefined; dataUpdateCount: number; errorUpdateCount: number };
}): number {
  const order = query.state.data;
  const fetches = query.state.dataUpdateCount + query.state.errorUpdateCount;
  if (!order) return 0;
  const stamp = orderStamp(order);
  const seen = lastChange.get(query);
  if (!seen || seen.stamp !== stamp) {
    lastChange.set(query, { stamp, at: fetches });
    return 0;
  }
  return fetches - seen.at;
}

/**
 * One order. While it is active it refreshes itself: 5 s, growing ×1.5 per unchanged answer up to 30 s, back to 5 s
 * on any change; never in the background (a hidden tab or a minimised mini-app); it stops once the order is history.
 * An active order is read again as soon as the page is seen again: the customer coming back from paying it in another
 * tab or app sees it paid at once, not after a wait that has backed off to 30 s with its 'Pay' still offered.
 */
export const orderQuery = (merchantId: string | null, id: number) =>
  queryOptions({
    queryKey: [...ordersKey(merchantId), 'one', id] as const,
    queryFn: async ({ signal }): Promise<Order> =>
      unwrap(await call(endpoints.order, { schema: OrderSchema, params: { id }, signal })),
    enabled: merchantId !== null && Number.isInteger(id) && id > 0,
    refetchInterval: (query) => orderPollInterval(query.state.data, unchangedPolls(query)),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => (orderPollInterval(query.state.data, 0) === false ? false : 'always'),
  });

/**
 * The courier carrying one of the user's orders, asked for that order (one courier may carry several, each on its own
 * leg); followed every 5 s while `follow` (the order is on its way).
 */
export const courierQuery = (
  merchantId: string | null,
  orderId: number,
  courierId: number | null | undefined,
  follow: boolean,
) =>
  queryOptions({
    queryKey: [...ordersKey(merchantId), 'courier', courierId ?? null, orderId] as const,
    queryFn: async ({ signal }): Promise<Courier> =>
      unwrap(
        await call(endpoints.courier, {
          schema: CourierSchema,
          params: { id: courierId ?? 0 },
          query: { orderId },
          signal,
        }),
      ),
    enabled: merchantId !== null && typeof courierId === 'number' && courierId > 0,
    refetchInterval: follow ? COURIER_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

/** Cancels an order (allowed while OPEN, ACCEPTED or AT_TIME); answers the cancelled order. */
export const cancelOrder = (id: number): Promise<Result<Order>> =>
  call(endpoints.orderCancel, { schema: OrderSchema, params: { id } });

/** A past order's lines re-checked against today's menu and prices. */
export const repeatOrder = (id: number): Promise<Result<RepeatOrder>> =>
  call(endpoints.orderRepeat, { schema: RepeatOrderSchema, params: { id } });

/** Calls a waiter to a dine-in order's table; answers the order (with waiterCalledAt). */
export const callWaiter = (id: number): Promise<Result<Order>> =>
  call(endpoints.orderCallWaiter, { schema: OrderSchema, params: { id } });
