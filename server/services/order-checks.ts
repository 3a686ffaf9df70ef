/**
 * The checks a new order passes before it is stored, one function per step, in the order `createOrder` runs them:
 * service and payment, timing, destination, table, price check. Each refuses with the error the customer reads
 * (naming the field) or returns what the next steps need.
 */
import type { Branch } from '../../src/shared/contract/branch.ts';
import { branchOffers } from '../../src/shared/contract/branch-services.ts';
import { normalizePhone } from './phone.ts';
import { PAYMENT_FLAGS } from '../../src/shared/contract/payment-flags.ts';
import type { Order, OrderRequestParsed, Promo } from '../../src/shared/contract/order.ts';
import { PRICE_TOTAL_FIELDS } from '../../src/shared/contract/price-totals.ts';
import type { PriceSummary } from '../../src/shared/contract/pricing.ts';
import type { Address } from '../../src/shared/contract/user.ts';
import { json, type Db } from '../db/database.ts';
import type { UserRow } from '../http/context.ts';
import { AppError, badField } from '../http/errors.ts';
import { instantField, requireWithinDays, sameMoney } from '../http/validate.ts';
import {
  activePromo,
  priceCart,
  priceOrder,
  promoTerms,
  requirePromoMinimum,
  type PricedCart,
} from './cart-pricing.ts';
import { checkHours, deliveryQuote } from './delivery.ts';
import { DELIVERY_WINDOW_MINUTES } from '../../src/shared/contract/time.ts';
import { findBranch, toBranch } from './branches.ts';
import { merchantSettings } from './merchant-settings.ts';
import { promoUnavailable } from './promos.ts';

/** A scheduled order is for at least this many minutes ahead; the demo clock starts it this long before its time. */
export const SCHEDULE_LEAD_MINUTES = 30;
/** The client offers slots for the next 7 days on the merchant's clock; a day more covers every slot of the last one. */
export const SCHEDULE_HORIZON_DAYS = 8;

/** The order's branch: one of the merchant's active branches. */
export function orderBranch(db: Db, merchantId: string, branchId: number): Branch {
  const row = findBranch(db, merchantId, branchId);
  if (!row) throw badField('branchId');
  return toBranch(row);
}

/**
 * The service type is on for the merchant and the branch, the payment type for the device the order comes from and in
 * the merchant's switches, and so are promo codes and cashback if the order uses them.
 */
export function requireServiceAndPayment(db: Db, merchantId: string, branch: Branch, body: OrderRequestParsed): void {
  const settings = merchantSettings(db, merchantId);
  if (!branchOffers(settings, branch, body.serviceType))
    throw new AppError(422, 'SERVICE_UNAVAILABLE', 'serviceUnavailable', { field: 'serviceType' });

  const paymentColumn = body.orderDevice === 'TELEGRAM_MINI_APP' ? 'bot_enabled' : 'web_enabled';
  const payment = db
    .prepare(
      `SELECT 1 FROM payment_settings WHERE merchant_id = ? AND type = ? AND is_active = 1 AND ${paymentColumn} = 1`,
    )
    .get(merchantId, body.paymentType);
  const flag = PAYMENT_FLAGS[body.paymentType];
  if (!payment || (flag !== undefined && !settings[flag]))
    throw new AppError(422, 'PAYMENT_UNAVAILABLE', 'paymentUnavailable', { field: 'paymentType' });
  if (body.promoCode && !settings.promoActive) throw promoUnavailable();
  if (body.cashback > 0 && !settings.cashbackActive)
    throw new AppError(422, 'CASHBACK_UNAVAILABLE', 'cashbackUnavailable', { field: 'cashback' });
}

/** When a scheduled order is to come: at `at`, or within the window from `at` to `until`. */
export interface OrderTime {
  at: string | null;
  until: string | null;
}

/**
 * Timing: an immediate order needs the branch open now; a scheduled one a future moment inside its hours, at least
 * the lead time ahead and within the horizon, and, for a window ('later'), an end exactly one window after it with the
 * whole window inside the hours. Both null for an immediate order.
 */
export function orderTiming(branch: Branch, body: OrderRequestParsed, scheduled: boolean, now: Date): OrderTime {
  const at = scheduledAt(branch, body, scheduled, now);
  if (!body.deliveryUntil) return { at, until: null };
  if (!at) throw badField('deliveryUntil');
  const until = instantField(body.deliveryUntil, 'deliveryUntil');
  if (until.getTime() !== new Date(at).getTime() + DELIVERY_WINDOW_MINUTES * 60_000) throw badField('deliveryUntil');
  if (checkHours(branch.workHours, new Date(until.getTime() - 60_000)) !== 'open')
    throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'deliveryUntil' });
  return { at, until: until.toISOString() };
}

function scheduledAt(branch: Branch, body: OrderRequestParsed, scheduled: boolean, now: Date): string | null {
  if (!scheduled) {
    if (body.deliveryAt) throw badField('deliveryAt');
    const hours = checkHours(branch.workHours, now);
    if (hours === 'closed-day') throw new AppError(422, 'HOLIDAY', 'holiday', { field: 'branchId' });
    if (hours === 'outside-hours') throw new AppError(422, 'BRANCH_CLOSED', 'branchClosed', { field: 'branchId' });
    return null;
  }
  if (!body.later || !body.deliveryAt) throw badField('deliveryAt');
  const at = instantField(body.deliveryAt, 'deliveryAt');
  requireWithinDays(at, now, SCHEDULE_HORIZON_DAYS, 'deliveryAt');
  if (at.getTime() < now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000 - 60_000) {
    throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'deliveryAt' });
  }
  const hours = checkHours(branch.workHours, at);
  if (hours === 'closed-day') throw new AppError(422, 'HOLIDAY', 'holiday', { field: 'deliveryAt' });
  if (hours === 'outside-hours')
    throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'deliveryAt' });
  return at.toISOString();
}

/** Where the order goes, and what that costs. */
export interface Destination {
  address: Order['address'];
  /** The saved address the order names: it brings what the customer typed into it (what was typed at checkout wins). */
  saved: Address | null;
  deliveryPrice: number;
  tariffId: string | null;
}

/** Where to: delivery needs an address inside a zone; pick-up and dine-in have no delivery price or type. */
export function orderDestination(
  db: Db,
  merchantId: string,
  userId: number,
  branch: Branch,
  body: OrderRequestParsed,
): Destination {
  if (body.serviceType !== 'DELIVERY') {
    if (body.deliveryType) throw badField('deliveryType');
    return { address: null, saved: null, deliveryPrice: 0, tariffId: null };
  }
  let address: NonNullable<Order['address']>;
  let saved: Address | null = null;
  if (body.addressId) {
    const row = db
      .prepare('SELECT data FROM addresses WHERE id = ? AND merchant_id = ? AND user_id = ?')
      .get(body.addressId, merchantId, userId) as { data: string } | undefined;
    if (!row) throw badField('addressId');
    saved = json<Address>(row.data);
    address = {
      name: saved.name,
      description: saved.description ?? saved.name,
      latitude: saved.latitude,
      longitude: saved.longitude,
      streetName: saved.streetName ?? null,
      houseNumber: saved.houseNumber ?? null,
    };
  } else if (body.address) {
    address = { ...body.address, description: body.address.description || body.address.name };
  } else {
    throw new AppError(422, 'ADDRESS_REQUIRED', 'addressRequired', { field: 'address' });
  }
  const quote = deliveryQuote(db, merchantId, branch, address.latitude, address.longitude);
  if (!quote) throw new AppError(422, 'OUT_OF_ZONE', 'outOfZone', { field: 'address' });
  return { address, saved, deliveryPrice: quote.price, tariffId: quote.tariffId };
}

/** A dine-in order's table (in one of the branch's halls) and its hall; both null for other service types. */
export function dineInTable(
  db: Db,
  branch: Branch,
  body: OrderRequestParsed,
): { tableId: number | null; hallId: number | null } {
  if (body.serviceType !== 'DINE_IN') return { tableId: null, hallId: null };
  if (!body.tableId) throw badField('tableId');
  const table = db
    .prepare(
      'SELECT t.id, t.place_id FROM dining_tables t JOIN places p ON p.id = t.place_id WHERE t.id = ? AND p.branch_id = ?',
    )
    .get(body.tableId, branch.id) as { id: number; place_id: number } | undefined;
  if (!table) throw new AppError(422, 'TABLE_UNAVAILABLE', 'tableUnavailable', { field: 'tableId' });
  return { tableId: table.id, hallId: table.place_id };
}

/** The server's own prices of an order. */
export interface PricedOrder {
  cart: PricedCart;
  promo: (Promo & { personal: boolean }) | null;
  summary: PriceSummary;
}

/**
 * Price check: the server prices the cart, the promo and the cashback from its own data, and every total of the
 * request must be its own to the tiyin; the first that is not is named.
 */
export function checkPrices(
  db: Db,
  merchantId: string,
  branch: Branch,
  user: UserRow,
  body: OrderRequestParsed,
  deliveryPrice: number,
  now: Date,
): PricedOrder {
  const cart = priceCart(db, merchantId, branch.id, body.cartItems);
  const promo = body.promoCode ? activePromo(db, merchantId, body.promoCode, now, user.id) : null;
  if (body.cashback > user.cashback + 0.001)
    throw new AppError(422, 'CASHBACK_TOO_MUCH', 'cashbackTooMuch', { field: 'cashback' });
  const summary = priceOrder({
    lines: cart.lines,
    deliveryPrice,
    isDelivery: body.serviceType === 'DELIVERY',
    promo: promoTerms(promo),
    cashbackRequested: body.cashback,
    cashbackBalance: user.cashback,
  });
  requirePromoMinimum(summary, promo);

  // Every total must be the server's own (the count exactly, amounts to the tiyin); the first that is not is named.
  const wrong = PRICE_TOTAL_FIELDS.find((field) =>
    field === 'productCount' ? summary.productCount !== body.productCount : !sameMoney(summary[field], body[field]),
  );
  if (wrong) throw new AppError(409, 'PRICE_MISMATCH', 'overpriced', { field: wrong });
  return { cart, promo, summary };
}

/** Who receives the order and where its receipt goes, as the request asks and the merchant allows. */
export interface OrderContacts {
  receiverName: string | null;
  receiverPhone: string | null;
  sendCheque: boolean;
  sendChequePhone: string | null;
}

/**
 * The receiver (only when the merchant has `receiverActive` on; then a name and a valid phone, or neither) and the
 * receipt by SMS (to the number given, else the customer's own). A number that is not a Uzbek mobile is refused.
 */
export function orderContacts(
  db: Db,
  merchantId: string,
  userPhone: string | null,
  body: OrderRequestParsed,
): OrderContacts {
  const receiverOn = merchantSettings(db, merchantId).receiverActive;
  const name = body.receiverName?.trim() || null;
  const phoneTyped = body.receiverPhone?.trim() || null;
  let receiverName: string | null = null;
  let receiverPhone: string | null = null;
  if (receiverOn && (name || phoneTyped)) {
    if (!name) throw badField('receiverName');
    receiverPhone = phoneTyped ? normalizePhone(phoneTyped) : null;
    if (!receiverPhone) throw badField('receiverPhone');
    receiverName = name;
  }
  const sendCheque = body.sendCheque === true;
  let sendChequePhone: string | null = null;
  if (sendCheque) {
    sendChequePhone = body.sendChequePhone ? normalizePhone(body.sendChequePhone) : userPhone;
    if (!sendChequePhone) throw badField('sendChequePhone');
  }
  return { receiverName, receiverPhone, sendCheque, sendChequePhone };
}
