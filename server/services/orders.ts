import { createHash, randomBytes } from 'node:crypto';
import { ONLINE_PAYMENT_TYPES, type WebSettingsWire } from '../../src/shared/contract/merchant.ts';
import { ARCHIVE_STATUSES, type Order, type OrderRequestParsed, type OrderStatus } from '../../src/shared/contract/order.ts';
import { PRICE_TOTAL_FIELDS, totalsOf } from '../../src/shared/contract/price-totals.ts';
import type { Address } from '../../src/shared/contract/user.ts';
import { json, type Db } from '../db/database.ts';
import type { Deps, MerchantRow, UserRow } from '../http/context.ts';
import { AppError, badField } from '../http/errors.ts';
import { instantField, requireWithinDays, sameMoney } from '../http/validate.ts';
import { activePromo, priceCart, priceOrder, promoTerms, requirePromoMinimum } from './cart-pricing.ts';
import { checkHours, deliveryQuote } from './delivery.ts';
import { findBranch, toBranch } from './mappers.ts';

export interface OrderRow {
  id: number;
  merchant_id: string;
  user_id: number;
  status: OrderStatus;
  data: string;
  next_step_at: number | null;
  created_at: string;
  updated_at: string;
}

/** What is stored beyond the contract's Order: the demo clock's tracking state and the demo payment page's secret. */
export interface StoredOrder extends Order {
  courierPosition?: { latitude: number; longitude: number } | null;
  stockUnits?: [number, number][];
  /** Demo mode: the secret of the order's payment link (only the link in `paymentUrl` carries it). */
  payKey?: string | null;
}

export const toOrder = (row: OrderRow): Order => {
  const { courierPosition: _position, stockUnits: _units, payKey: _payKey, ...order } = json<StoredOrder>(row.data);
  return { ...order, id: row.id, status: row.status };
};

const SCHEDULE_LEAD_MINUTES = 30;
/** The client offers slots for the next 7 days on the merchant's clock; a day more covers every slot of the last one. */
export const SCHEDULE_HORIZON_DAYS = 8;

function settingsOf(db: Db, merchantId: string): WebSettingsWire {
  const row = db.prepare('SELECT data FROM web_settings WHERE merchant_id = ?').get(merchantId) as { data: string } | undefined;
  return row ? json<WebSettingsWire>(row.data) : {};
}

export const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Places an order. The server prices everything from its own data and refuses a request whose totals differ.
 * With an Idempotency-Key the first successful answer is stored and replayed: one key never makes two orders.
 * Runs synchronously inside one transaction, so two requests with the same key cannot interleave.
 */
export function placeOrder(
  deps: Deps,
  merchant: MerchantRow,
  user: UserRow,
  body: OrderRequestParsed,
  options: { scheduled: boolean; idempotencyKey: string | null; rawBody: unknown },
): { status: 200 | 201; order: Order } {
  const { db } = deps;
  const hash = requestHash({ scheduled: options.scheduled, body: options.rawBody });
  return db.transaction(() => {
    if (options.idempotencyKey) {
      const previous = db
        .prepare('SELECT request_hash, body FROM idempotency_keys WHERE merchant_id = ? AND user_id = ? AND key = ?')
        .get(merchant.id, user.id, options.idempotencyKey) as { request_hash: string; body: string } | undefined;
      if (previous) {
        if (previous.request_hash !== hash) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'idempotencyConflict');
        const orderId = json<{ id: number }>(previous.body).id;
        const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow;
        return { status: 200 as const, order: toOrder(row) };
      }
    }
    const order = createOrder(deps, merchant, user, body, options.scheduled);
    if (options.idempotencyKey) {
      db.prepare('INSERT INTO idempotency_keys (merchant_id, user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, 201, ?, ?)').run(
        merchant.id,
        user.id,
        options.idempotencyKey,
        hash,
        JSON.stringify({ id: order.id }),
        new Date().toISOString(),
      );
    }
    return { status: 201 as const, order };
  })();
}

function createOrder(deps: Deps, merchant: MerchantRow, user: UserRow, body: OrderRequestParsed, scheduled: boolean): Order {
  const { db } = deps;
  const now = deps.now();
  const settings = settingsOf(db, merchant.id);
  const branchRow = findBranch(db, merchant.id, body.branchId);
  if (!branchRow) throw badField('branchId');
  const branch = toBranch(branchRow);

  const serviceAllowed =
    body.serviceType === 'DELIVERY'
      ? settings.deliveryActive !== false && branch.settings?.deliveryEnabled !== false
      : body.serviceType === 'PICK_UP'
        ? settings.pickupActive !== false && branch.settings?.pickupEnabled !== false
        : settings.dineInActive === true && branch.settings?.dineinEnabled !== false;
  if (!serviceAllowed) throw new AppError(422, 'SERVICE_UNAVAILABLE', 'serviceUnavailable', { field: 'serviceType' });

  const paymentColumn = body.orderDevice === 'TELEGRAM_MINI_APP' ? 'bot_enabled' : 'web_enabled';
  const payment = db
    .prepare(`SELECT 1 FROM payment_settings WHERE merchant_id = ? AND type = ? AND is_active = 1 AND ${paymentColumn} = 1`)
    .get(merchant.id, body.paymentType);
  if (!payment) throw new AppError(422, 'PAYMENT_UNAVAILABLE', 'paymentUnavailable', { field: 'paymentType' });

  // Timing: an immediate order needs the branch open now; a scheduled one a future moment inside its hours.
  let deliveryAt: string | null = null;
  if (scheduled) {
    if (!body.later || !body.deliveryAt) throw badField('deliveryAt');
    const at = instantField(body.deliveryAt, 'deliveryAt');
    requireWithinDays(at, now, SCHEDULE_HORIZON_DAYS, 'deliveryAt');
    if (at.getTime() < now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000 - 60_000) {
      throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'deliveryAt' });
    }
    const hours = checkHours(branch.workHours, at);
    if (hours === 'closed-day') throw new AppError(422, 'HOLIDAY', 'holiday', { field: 'deliveryAt' });
    if (hours === 'outside-hours') throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'deliveryAt' });
    deliveryAt = at.toISOString();
  } else {
    if (body.deliveryAt) throw badField('deliveryAt');
    const hours = checkHours(branch.workHours, now);
    if (hours === 'closed-day') throw new AppError(422, 'HOLIDAY', 'holiday', { field: 'branchId' });
    if (hours === 'outside-hours') throw new AppError(422, 'BRANCH_CLOSED', 'branchClosed', { field: 'branchId' });
  }

  // Where to: delivery needs an address inside a zone; pick-up and dine-in have no delivery price or type.
  let address: Order['address'] = null;
  // A saved address brings what the customer typed into it; what was typed at checkout wins over it.
  let saved: Address | null = null;
  let deliveryPrice = 0;
  let tariffId: string | null = null;
  if (body.serviceType === 'DELIVERY') {
    if (body.addressId) {
      const row = db.prepare('SELECT data FROM addresses WHERE id = ? AND merchant_id = ? AND user_id = ?').get(body.addressId, merchant.id, user.id) as
        | { data: string }
        | undefined;
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
    const quote = deliveryQuote(db, merchant.id, branch, address.latitude, address.longitude);
    if (!quote) throw new AppError(422, 'OUT_OF_ZONE', 'outOfZone', { field: 'address' });
    deliveryPrice = quote.price;
    tariffId = quote.tariffId;
  } else if (body.deliveryType) {
    throw badField('deliveryType');
  }

  let tableId: number | null = null;
  let hallId: number | null = null;
  if (body.serviceType === 'DINE_IN') {
    if (!body.tableId) throw badField('tableId');
    const table = db
      .prepare('SELECT t.id, t.place_id FROM dining_tables t JOIN places p ON p.id = t.place_id WHERE t.id = ? AND p.branch_id = ?')
      .get(body.tableId, branch.id) as { id: number; place_id: number } | undefined;
    if (!table) throw new AppError(422, 'TABLE_UNAVAILABLE', 'tableUnavailable', { field: 'tableId' });
    tableId = table.id;
    hallId = table.place_id;
  }

  const cart = priceCart(db, merchant.id, branch.id, body.cartItems);
  const promo = body.promoCode ? activePromo(db, merchant.id, body.promoCode, now, user.id) : null;
  if (body.cashback > user.cashback + 0.001) throw new AppError(422, 'CASHBACK_TOO_MUCH', 'cashbackTooMuch', { field: 'cashback' });
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
  const wrong = PRICE_TOTAL_FIELDS.find((field) => (field === 'productCount' ? summary.productCount !== body.productCount : !sameMoney(summary[field], body[field])));
  if (wrong) throw new AppError(409, 'PRICE_MISMATCH', 'overpriced', { field: wrong });

  // Book the stock and the cashback.
  for (const [productId, count] of cart.units) {
    db.prepare('UPDATE product_branches SET stock = stock - ? WHERE product_id = ? AND branch_id = ? AND stock IS NOT NULL').run(count, productId, branch.id);
  }
  if (summary.cashback > 0) db.prepare('UPDATE users SET cashback = cashback - ? WHERE id = ?').run(summary.cashback, user.id);

  const created = now.toISOString();
  const status: OrderStatus = scheduled ? 'AT_TIME' : 'OPEN';
  const stored: Omit<StoredOrder, 'id' | 'number' | 'paymentUrl'> = {
    userId: user.id,
    status,
    serviceType: body.serviceType,
    paymentType: body.paymentType,
    isPaid: false,
    branch: { id: branch.id, name: branch.name, latitude: branch.latitude, longitude: branch.longitude, address: branch.address ?? null, phone: branch.phone ?? null },
    address,
    addressType: body.serviceType === 'DELIVERY' ? body.addressType ?? null : null,
    office: body.office || saved?.office || null,
    domophone: body.domophone || saved?.domophone || null,
    entrance: body.entrance || saved?.entrance || null,
    floor: body.floor || saved?.floor || null,
    courierComment: body.courierComment || saved?.comment || null,
    comment: body.comment ?? null,
    later: scheduled,
    deliveryAt,
    deliveryTariffId: tariffId,
    deliveryType: body.serviceType === 'DELIVERY' ? body.deliveryType ?? 'OWN' : null,
    promoCode: promo?.code ?? null,
    hallId,
    tableId,
    items: cart.orderLines,
    ...totalsOf(summary),
    courierId: null,
    courierStatus: body.serviceType === 'DELIVERY' ? 'NONE' : null,
    orderDevice: body.orderDevice,
    createdDate: created,
    lastModifiedDate: created,
    courierPosition: null,
    stockUnits: [...cart.units],
  };
  const firstStep = scheduled && deliveryAt ? new Date(deliveryAt).getTime() - SCHEDULE_LEAD_MINUTES * 60_000 : now.getTime() + deps.config.orderStepSeconds * 1000;
  const info = db
    .prepare('INSERT INTO orders (merchant_id, user_id, status, data, next_step_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(merchant.id, user.id, status, '{}', deps.config.demoMode ? firstStep : null, created, created);
  const id = Number(info.lastInsertRowid);
  const online = ONLINE_PAYMENT_TYPES.includes(body.paymentType) && summary.totalPrice > 0;
  // Demo mode's stand-in payment page opens only with this order's unguessable key, which only its owner is given.
  const payKey = online && deps.config.demoMode ? randomBytes(24).toString('base64url') : null;
  const full: StoredOrder = {
    ...stored,
    id,
    number: String(100000 + id),
    paymentUrl: payKey ? `${deps.config.publicUrl}/api/dev/pay/${id}?key=${payKey}` : null,
    payKey,
  };
  db.prepare('UPDATE orders SET data = ? WHERE id = ?').run(JSON.stringify(full), id);
  if (promo?.personal) db.prepare('UPDATE user_promos SET used_order_id = ? WHERE user_id = ? AND promo_id = ?').run(id, user.id, promo.id);
  return toOrder(db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow);
}

export function isArchived(status: OrderStatus): boolean {
  return ARCHIVE_STATUSES.includes(status);
}

/** Reads, changes and writes back one stored order. */
export function updateOrder(
  db: Db,
  id: number,
  change: (order: StoredOrder) => { status?: OrderStatus; nextStepAt?: number | null },
  now: Date = new Date(),
): void {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  if (!row) return;
  const order = json<StoredOrder>(row.data);
  const result = change(order);
  const status = result.status ?? row.status;
  order.status = status;
  order.lastModifiedDate = now.toISOString();
  db.prepare('UPDATE orders SET status = ?, data = ?, next_step_at = ?, updated_at = ? WHERE id = ?').run(
    status,
    JSON.stringify(order),
    result.nextStepAt === undefined ? row.next_step_at : result.nextStepAt,
    order.lastModifiedDate,
    id,
  );
}
