/**
 * Order rules of spec §4 as plain functions: status and courier labels, active vs archive, what may be cancelled,
 * the progress timeline, the polling back-off, the payment link and the "repeat" plan.
 */
import type { CourierStatus } from '@/shared/contract/branch.ts';
import { ONLINE_PAYMENT_TYPES } from '@/shared/contract/merchant.ts';
import {
  ARCHIVE_STATUSES,
  type Order,
  type OrderStatus,
  type RepeatOrder,
  type ServiceType,
} from '@/shared/contract/order.ts';

/** Deliveries: the merchant's own couriers and the delivery services. The rest is handed over at the branch. */
const DELIVERY_SERVICES: readonly ServiceType[] = ['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24'];
export const isDeliveryService = (serviceType: ServiceType): boolean => DELIVERY_SERVICES.includes(serviceType);

/**
 * i18next key of a status label (`orderStatus.*`), in the words of the service type: the last step of a delivery is
 * 'Delivered', of a pick-up 'Picked up' (its DONE reads 'Ready for pick-up'), of a dine-in order 'Served'. The spec has
 * labels for all but ATTACHED and CLOSED; ours: ATTACHED = "Courier assigned" (the delivery service attached a courier)
 * and CLOSED = "Completed" (closed by the restaurant after hand-over). DONE reads "Ready" (the spec's source showed
 * 'order at a set time' for it, which belongs to AT_TIME; a ready pick-up order must not read as scheduled).
 */
export function orderStatusKey(status: OrderStatus, serviceType: ServiceType) {
  if (serviceType === 'PICK_UP' && status === 'DONE') return 'orderStatus.READY_FOR_PICK_UP' as const;
  if (serviceType === 'PICK_UP' && status === 'DELIVERED') return 'orderStatus.PICKED_UP' as const;
  if (serviceType === 'DINE_IN' && status === 'DELIVERED') return 'orderStatus.SERVED' as const;
  return `orderStatus.${status}` as const;
}
/** i18next key of a courier (delivery service) status label (`courierStatus.*`). */
export const courierStatusKey = (status: CourierStatus) => `courierStatus.${status}` as const;

/** Active = not yet history (the Active tab); CANCELED, DELIVERED and CLOSED are the Archive. */
export const isActive = (status: OrderStatus): boolean => !ARCHIVE_STATUSES.includes(status);

/** The customer may cancel only before the kitchen starts (the reference API's rule). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['OPEN', 'ACCEPTED', 'AT_TIME'];
export const canCancel = (status: OrderStatus): boolean => CANCELLABLE_STATUSES.includes(status);

/** Dine-in guests can call a waiter while the order is active. */
export const canCallWaiter = (order: Pick<Order, 'serviceType' | 'status'>): boolean =>
  order.serviceType === 'DINE_IN' && isActive(order.status);

export type StepState = 'done' | 'current' | 'todo';
export interface TimelineStep {
  status: OrderStatus;
  /** i18next key of the step's label, in the words of the order's service type. */
  label: ReturnType<typeof orderStatusKey>;
  state: StepState;
  /** When the step was reached, when known. */
  at: string | null;
}

/** How far along the path a status is: CREATED/AT_TIME count as open, ATTACHED as cooking, CLOSED as delivered. */
const RANK: Partial<Record<OrderStatus, number>> = {
  OPEN: 0,
  CREATED: 0,
  AT_TIME: 0,
  ACCEPTED: 1,
  COOKING: 2,
  ATTACHED: 2,
  ON_WAY: 3,
  DONE: 3,
  DELIVERED: 4,
  CLOSED: 4,
};

/**
 * The progress path, each step done, current or still to come; null for a cancelled order (it left the path).
 * Delivery: placed, accepted, cooking, on the way, delivered. Pick-up: ..., ready for pick-up, picked up. Dine-in:
 * ..., ready, served.
 */
export function orderTimeline(order: Order): TimelineStep[] | null {
  // A delivery ready at the kitchen and waiting for its courier: the cooking is over, the road not yet begun.
  const waiting = isDeliveryService(order.serviceType) && order.status === 'DONE';
  const rank = waiting ? 2 : RANK[order.status];
  if (rank === undefined) return null;
  const ready: OrderStatus = isDeliveryService(order.serviceType) ? 'ON_WAY' : 'DONE';
  const steps: [OrderStatus, string | null | undefined][] = [
    ['OPEN', order.createdDate],
    ['ACCEPTED', order.acceptedTime],
    ['COOKING', order.cookingTime],
    [ready, order.readyTime],
    ['DELIVERED', order.deliveredAt],
  ];
  const last = steps.length - 1;
  return steps.map(([status, at], index) => ({
    status,
    label: orderStatusKey(status, order.serviceType),
    at: index <= rank ? (at ?? null) : null,
    state:
      index < rank || (index === last && rank === last) || (waiting && index === rank)
        ? 'done'
        : index === rank
          ? 'current'
          : 'todo',
  }));
}

/** Polling of an active order: 5 s at first, then ×1.5 per poll that brought nothing new, at most 30 s. */
export const POLL_FIRST_MS = 5_000;
export const POLL_FACTOR = 1.5;
export const POLL_MAX_MS = 30_000;

export function pollDelay(unchangedPolls: number): number {
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * POLL_FACTOR ** Math.max(0, unchangedPolls)));
}

/** What tells one answer from the next: a change resets the back-off. */
export const orderStamp = (order: Pick<Order, 'status' | 'lastModifiedDate' | 'isPaid' | 'courierStatus'>): string =>
  `${order.status}|${order.lastModifiedDate}|${order.isPaid}|${order.courierStatus ?? ''}`;

/** The next poll of an order, or false once it is history (or not loaded). */
export function orderPollInterval(order: Order | undefined, unchangedPolls: number): number | false {
  if (!order || !isActive(order.status)) return false;
  return pollDelay(unchangedPolls);
}

/** The link to pay online: card and wallet types, unpaid, still active, and only an http(s) address. */
export function paymentLink(order: Pick<Order, 'paymentType' | 'isPaid' | 'paymentUrl' | 'status'>): string | null {
  if (order.isPaid || !order.paymentUrl || !ONLINE_PAYMENT_TYPES.includes(order.paymentType) || !isActive(order.status))
    return null;
  return /^https?:\/\//i.test(order.paymentUrl) ? order.paymentUrl : null;
}

/** Whether the page shows paid/unpaid at all: online types always; cash and terminal once paid. */
export const showsPaymentState = (order: Pick<Order, 'paymentType' | 'isPaid'>): boolean =>
  order.isPaid || ONLINE_PAYMENT_TYPES.includes(order.paymentType);

export interface RepeatAddition {
  productId: number;
  count: number;
  modifications: { modificationId: number; count: number }[];
}
export interface RepeatPlan {
  /** Lines to put back in the basket. */
  additions: RepeatAddition[];
  /** Lines no longer sold (off the menu, off at the branch, or without a price today). */
  dropped: { productId: number; count: number }[];
  /** Lines put back at a price other than the order's. */
  repriced: { productId: number; oldUnitPrice: number; unitPrice: number }[];
}

/** Splits a past order's re-checked lines into what goes back to the basket and what the customer must be told. */
export function repeatLines(repeat: RepeatOrder): RepeatPlan {
  const plan: RepeatPlan = { additions: [], dropped: [], repriced: [] };
  for (const item of repeat.items) {
    if (!item.available || item.unitPrice === null || item.count <= 0) {
      plan.dropped.push({ productId: item.productId, count: item.count });
      continue;
    }
    plan.additions.push({
      productId: item.productId,
      count: item.count,
      modifications: item.modifications.map((m) => ({ ...m })),
    });
    if (Math.abs(item.unitPrice - item.oldUnitPrice) >= 0.01) {
      plan.repriced.push({ productId: item.productId, oldUnitPrice: item.oldUnitPrice, unitPrice: item.unitPrice });
    }
  }
  return plan;
}

/** A point on the map for "Open in maps" (OpenStreetMap, no key needed). */
export const mapLink = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(6)}&mlon=${longitude.toFixed(6)}#map=17/${latitude.toFixed(6)}/${longitude.toFixed(6)}`;
