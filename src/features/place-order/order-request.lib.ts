import type { CheckoutDraft, ServiceTypeChoice } from '@/entities/basket/basket.model.ts';
import type { PaymentType } from '@/shared/contract/merchant.ts';
import type { CartItem, OrderRequest } from '@/shared/contract/order.ts';
import { totalsOf } from '@/shared/contract/price-totals.ts';
import type { PriceSummary } from '@/shared/contract/pricing.ts';
import { DELIVERY_WINDOW_MINUTES, merchantInstant } from '@/shared/contract/time.ts';

export interface OrderPlace {
  serviceType: ServiceTypeChoice;
  branchId: number;
  cityId: number | null;
  /** Delivery only: the saved address, or a point with its name. */
  address: {
    id: number | null;
    name: string;
    description: string | null;
    latitude: number;
    longitude: number;
    type: 'HOUSE' | 'APARTMENT' | null;
  } | null;
  tariffId: string | null;
  device: OrderRequest['orderDevice'];
}

/** A flat's details for the courier. */
export const FLAT_FIELDS = ['office', 'domophone', 'entrance', 'floor'] as const;
export type FlatDetails = Record<(typeof FLAT_FIELDS)[number], string>;

/**
 * The flat's details the checkout shows and sends for `address`: as typed at checkout for this address, else as saved
 * with it. What was typed for one flat is never sent with another chosen after it.
 */
export function flatDetails(
  draft: CheckoutDraft,
  address: ({ id: number | string } & Partial<Record<keyof FlatDetails, string | null>>) | null,
): FlatDetails {
  const typed = address !== null && draft.flatFor === String(address.id);
  const from: Partial<Record<keyof FlatDetails, string | null>> = typed ? draft : (address ?? {});
  return Object.fromEntries(FLAT_FIELDS.map((field) => [field, from[field] ?? ''])) as FlatDetails;
}

/**
 * Spec §4: a later order needs both day and time to set deliveryAt; otherwise deliveryAt is null (and the order goes
 * out as an immediate one).
 */
export function scheduledAt(draft: Pick<CheckoutDraft, 'later' | 'day' | 'time'>): string | null {
  if (!draft.later || !draft.day || !draft.time) return null;
  return merchantInstant(draft.day, draft.time);
}

/** The end of a 'Later' order's window (the spec's day2/time2), one window after its start; null otherwise. */
export function scheduledUntil(draft: Pick<CheckoutDraft, 'later' | 'day' | 'time' | 'window'>): string | null {
  const at = draft.window ? scheduledAt(draft) : null;
  return at ? new Date(new Date(at).getTime() + DELIVERY_WINDOW_MINUTES * 60_000).toISOString() : null;
}

/** The table chosen for a dine-in at this branch; none when it was chosen at another (the branch changed since). */
export const chosenTable = (draft: Pick<CheckoutDraft, 'tableId' | 'tableBranchId'>, branchId: number | null) =>
  draft.tableId !== undefined && draft.tableBranchId === branchId ? draft.tableId : null;

const text = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The order as the platform takes it, from the basket, the checkout draft and the computed summary. */
export function buildOrderRequest(input: {
  lines: CartItem[];
  draft: CheckoutDraft;
  place: OrderPlace;
  summary: PriceSummary;
  paymentType: PaymentType;
}): OrderRequest {
  const { draft, place, summary } = input;
  const deliveryAt = scheduledAt(draft);
  const delivery = place.serviceType === 'DELIVERY';
  const flat = delivery && place.address?.type === 'APARTMENT';
  return {
    serviceType: place.serviceType,
    branchId: place.branchId,
    cityId: place.cityId,
    addressId: delivery ? (place.address?.id ?? null) : null,
    address:
      delivery && place.address && place.address.id === null
        ? {
            name: place.address.name,
            description: place.address.description ?? place.address.name,
            latitude: place.address.latitude,
            longitude: place.address.longitude,
          }
        : null,
    addressType: delivery ? (place.address?.type ?? null) : null,
    // A flat's details, asked only for a flat: what was typed for one is not sent with a house chosen after it.
    office: flat ? text(draft.office) : null,
    domophone: flat ? text(draft.domophone) : null,
    entrance: flat ? text(draft.entrance) : null,
    floor: flat ? text(draft.floor) : null,
    courierComment: delivery ? text(draft.courierComment) : null,
    comment: text(draft.comment),
    paymentType: input.paymentType,
    deliveryTariffId: delivery ? place.tariffId : null,
    // Pick-up and dine-in send no delivery type (spec §5).
    deliveryType: delivery ? 'OWN' : null,
    later: deliveryAt !== null,
    deliveryAt,
    deliveryUntil: scheduledUntil(draft),
    promoCode: text(draft.promoCode),
    tableId: place.serviceType === 'DINE_IN' ? chosenTable(draft, place.branchId) : null,
    orderDevice: place.device,
    ...contacts(draft),
    cartItems: input.lines,
    ...totalsOf(summary),
  };
}

const fullPhone = (digits: string | undefined): string | null => (digits?.length === 9 ? `998${digits}` : null);

/** Who receives the order (only when the customer said someone else does) and where the receipt goes. */
function contacts(draft: CheckoutDraft) {
  const receiver = draft.receiver === true;
  const receipt = draft.receipt === true;
  return {
    receiverName: receiver ? text(draft.receiverName) : null,
    receiverPhone: receiver ? fullPhone(draft.receiverPhone) : null,
    sendCheque: receipt,
    sendChequePhone: receipt ? fullPhone(draft.receiptPhone) : null,
  };
}

/**
 * What stops the order's contacts from going: a receiver without a name or a whole phone, a partial receipt phone, or
 * none for an account without a number of its own (`ownPhone`: the receipt goes to it when the field is left empty).
 */
export function contactsProblem(draft: CheckoutDraft, ownPhone: boolean): 'receiver' | 'receipt' | null {
  if (draft.receiver && (!text(draft.receiverName) || draft.receiverPhone?.length !== 9)) return 'receiver';
  if (draft.receipt && (draft.receiptPhone ? draft.receiptPhone.length !== 9 : !ownPhone)) return 'receipt';
  return null;
}

/** A new idempotency key for one checkout attempt. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
