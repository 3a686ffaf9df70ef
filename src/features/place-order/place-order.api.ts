import { mutationOptions } from '@tanstack/react-query';
import { unwrap, type ApiError } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { IDEMPOTENCY_HEADER } from '@/shared/contract/common.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { OrderSchema, type Order, type OrderRequest } from '@/shared/contract/order.ts';
import type { BasketItem } from '@/entities/basket/basket.model.ts';

/** Places the order, now or at a set time; the key makes a retry of the same attempt safe. */
export const submitOrder = (request: OrderRequest, idempotencyKey: string) =>
  call(request.later ? endpoints.orderCreateAtTime : endpoints.orderCreate, {
    schema: OrderSchema,
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const PLACE_ORDER_KEY = ['place-order'] as const;

export interface PlaceOrderVariables {
  request: OrderRequest;
  /** The attempt's key, kept with the basket: a retry or a relaunch sends the same one. */
  idempotencyKey: string;
  /** The basket's lines the order was made of: only these leave the basket once it is placed. */
  lines: readonly BasketItem[];
  /**
   * The lines of the first attempt sent with this key: the order a lost answer left placed is made of them, whatever
   * the basket holds now.
   */
  keyLines: readonly BasketItem[];
}

/**
 * Placing an order: one request, never retried by the client (the key lets the person retry safely); then `placed`
 * (or `failed`) runs, even if the screen that asked has gone meanwhile.
 */
export const placeOrderMutation = (then: {
  placed: (order: Order, sent: PlaceOrderVariables) => void;
  failed?: (error: ApiError, sent: PlaceOrderVariables) => void;
}) =>
  mutationOptions<Order, ApiError, PlaceOrderVariables>({
    mutationKey: PLACE_ORDER_KEY,
    mutationFn: async ({ request, idempotencyKey }) => unwrap(await submitOrder(request, idempotencyKey)),
    retry: false,
    onSuccess: (order, sent) => then.placed(order, sent),
    onError: (error, sent) => then.failed?.(error, sent),
  });
