/**
 * How long an order for now takes, as the checkout shows it before it is placed. The API gives no estimate, so it is
 * derived from what it does give: the longest cooking time of the basket's dishes (`timeCookingMax`, else
 * `timeCookingMin`, else DEFAULT_COOKING_MINUTES) and, for delivery, the tariff's distance at a city courier's pace.
 * Shown as a range of RANGE_MINUTES, its start rounded up to 5 minutes.
 */
import { isActive } from '@/entities/order/order.lib.ts';
import type { Order } from '@/shared/contract/order.ts';
import { distanceKm } from '@/shared/lib/geo.ts';

export const DEFAULT_COOKING_MINUTES = 20;
/** A courier's average speed in the city, with stops: km per hour. */
export const COURIER_KMH = 20;
/** Handing over to the courier and finding the door. */
export const HANDOVER_MINUTES = 10;
export const RANGE_MINUTES = 10;

export interface Estimate {
  from: number;
  to: number;
}

export function estimateMinutes(
  dishes: readonly { timeCookingMin?: number | null; timeCookingMax?: number | null }[],
  delivery: { distanceKm: number } | null,
): Estimate {
  const cooking = Math.max(
    DEFAULT_COOKING_MINUTES / 2,
    ...dishes.map((d) => d.timeCookingMax ?? d.timeCookingMin ?? DEFAULT_COOKING_MINUTES),
  );
  const travel = delivery ? HANDOVER_MINUTES + (Math.max(0, delivery.distanceKm) / COURIER_KMH) * 60 : 0;
  const from = Math.ceil((cooking + travel) / 5) * 5;
  return { from, to: from + RANGE_MINUTES };
}

/** A dish's cooking times, as the menu gives them. */
type Cooking = { id: number; timeCookingMin?: number | null; timeCookingMax?: number | null };

/**
 * When an active order for now should come: placed at + the checkout's estimate (its dishes' cooking times where the
 * menu on the device has them, else the default, and for a delivery the straight distance from the branch to the
 * address, as the tariff measures it), so the order's page promises what the checkout did; null for an order at a set
 * time or a finished one.
 */
export function orderExpectedBy(order: Order, menu: readonly Cooking[] = []): string | null {
  if (!isActive(order.status) || order.status === 'AT_TIME' || order.deliveryAt) return null;
  const ride =
    order.serviceType === 'DELIVERY' && order.address ? { distanceKm: distanceKm(order.branch, order.address) } : null;
  const { to } = estimateMinutes(
    order.items.map((item) => menu.find((dish) => dish.id === item.productId) ?? {}),
    ride,
  );
  return new Date(new Date(order.createdDate).getTime() + to * 60_000).toISOString();
}
