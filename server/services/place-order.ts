/**
 * Placing an order: the idempotent wrapper (`placeOrder`), then `createOrder`, which runs the checks of
 * order-checks.ts step by step and persists what they return (stock and cashback booked, the stored order written,
 * the personal promo used).
 */
import { moveCashback } from './cashback.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Branch } from '../../src/shared/contract/branch.ts';
import { ONLINE_PAYMENT_TYPES } from '../../src/shared/contract/merchant.ts';
import type { Order, OrderRequestParsed, OrderStatus } from '../../src/shared/contract/order.ts';
import { totalsOf } from '../../src/shared/contract/price-totals.ts';
import { json, type Db } from '../db/database.ts';
import type { Deps, MerchantRow, UserRow } from '../http/context.ts';
import { AppError, badField } from '../http/errors.ts';
import {
  SCHEDULE_LEAD_MINUTES,
  checkPrices,
  dineInTable,
  orderBranch,
  orderContacts,
  orderDestination,
  orderTiming,
  type OrderTime,
  requireServiceAndPayment,
  type Destination,
  type OrderContacts,
  type PricedOrder,
} from './order-checks.ts';
import { toOrder, type OrderRow, type StoredOrder } from './orders.ts';

/** How long a placed order's Idempotency-Key is remembered (replayed, or refused for a changed request). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Places an order. The server prices everything from its own data and refuses a request whose totals differ.
 * With an Idempotency-Key the first successful answer is stored and replayed for 24 hours: one key never makes two
 * orders within them, unless the first has been cancelled.
 * Runs synchronously inside one transaction, so two requests with the same key cannot interleave.
 */
export function placeOrder(
  deps: Deps,
  merchant: MerchantRow,
  user: UserRow,
  body: OrderRequestParsed,
  options: {
    scheduled: boolean;
    idempotencyKey: string | null;
    /** The origin the customer reached the server at (server/http/request-origin.ts): the payment link's. */
    origin: string | null;
  },
): { status: 200 | 201; order: Order } {
  const { db } = deps;
  // The checked request, not the text sent: fields the contract does not know are dropped (however deep), and the
  // same order sent again with its fields in another order is the same request.
  const hash = requestHash({ scheduled: options.scheduled, body });
  return db.transaction(() => {
    if (options.idempotencyKey) {
      const previous = db
        .prepare(
          'SELECT request_hash, body, created_at FROM idempotency_keys WHERE merchant_id = ? AND user_id = ? AND key = ?',
        )
        .get(merchant.id, user.id, options.idempotencyKey) as
        { request_hash: string; body: string; created_at: string } | undefined;
      const fresh = previous && deps.now().getTime() - Date.parse(previous.created_at) < IDEMPOTENCY_WINDOW_MS;
      const orderId = previous ? json<{ id: number }>(previous.body).id : 0;
      const row = fresh ? (db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow | undefined) : null;
      // A cancelled order is no answer to the attempt any more: replayed, the customer would be told a cancelled
      // order was placed. Its key is spent, and the request places a new order under it, as an expired key does.
      if (previous && row && row.status !== 'CANCELED') {
        // The attempt's order was placed (its answer lost on the way): a changed request under its key is told which
        // order that was, so the client can show it instead of placing a second one.
        if (previous.request_hash !== hash)
          throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'idempotencyConflict', { orderId });
        return { status: 200 as const, order: toOrder(row) };
      }
      // A key older than the window is forgotten: the same basket ordered again days later is a new order.
      if (previous)
        db.prepare('DELETE FROM idempotency_keys WHERE merchant_id = ? AND user_id = ? AND key = ?').run(
          merchant.id,
          user.id,
          options.idempotencyKey,
        );
    }
    const order = createOrder(deps, merchant, user, body, options.scheduled, options.origin);
    if (options.idempotencyKey) {
      db.prepare(
        'INSERT INTO idempotency_keys (merchant_id, user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, 201, ?, ?)',
      ).run(
        merchant.id,
        user.id,
        options.idempotencyKey,
        hash,
        JSON.stringify({ id: order.id }),
        deps.now().toISOString(),
      );
    }
    return { status: 201 as const, order };
  })();
}

/** What the checks decided about a new order. */
interface CheckedOrder {
  body: OrderRequestParsed;
  scheduled: boolean;
  branch: Branch;
  time: OrderTime;
  destination: Destination;
  table: { tableId: number | null; hallId: number | null };
  contacts: OrderContacts;
  priced: PricedOrder;
}

/** The checks in their order (each refuses with its own error), then the order is persisted. */
function createOrder(
  deps: Deps,
  merchant: MerchantRow,
  user: UserRow,
  body: OrderRequestParsed,
  scheduled: boolean,
  origin: string | null,
): Order {
  const { db } = deps;
  const now = deps.now();
  const branch = orderBranch(db, merchant.id, body.branchId);
  requireServiceAndPayment(db, merchant.id, branch, body);
  // A courier calls: an account without a number (signed in by Telegram, none shared yet) orders delivery once it has one.
  if (body.serviceType === 'DELIVERY' && !user.phone) throw new AppError(422, 'PHONE_REQUIRED', 'phoneRequired');
  const time = orderTiming(branch, body, scheduled, now);
  const destination = orderDestination(db, merchant.id, user.id, branch, body);
  const table = dineInTable(db, branch, body);
  const contacts = orderContacts(db, merchant.id, user.phone, body);
  const priced = checkPrices(db, merchant.id, branch, user, body, destination.deliveryPrice, now);
  return persistOrder(
    deps,
    merchant,
    user,
    { body, scheduled, branch, time, destination, table, contacts, priced },
    now,
    origin,
  );
}

/** Books the stock and the cashback, writes the order with its number and payment link, and uses the personal promo. */
function persistOrder(
  deps: Deps,
  merchant: MerchantRow,
  user: UserRow,
  checked: CheckedOrder,
  now: Date,
  origin: string | null,
): Order {
  const { db } = deps;
  const { cart, promo, summary } = checked.priced;
  const online = ONLINE_PAYMENT_TYPES.includes(checked.body.paymentType) && summary.totalPrice > 0;
  // The payment link goes to the origin the customer came from (their merchant's subdomain, this machine's address
  // on the network). With a Host that is no plain host and no PUBLIC_URL there is none to send them to: refused
  // before anything is booked, rather than an order they could not pay.
  if (online && deps.config.demoMode && origin === null) throw badField('Host');
  bookStock(db, checked.branch.id, cart.units);

  const stored = storedOrder(user, checked, now);
  const firstStep =
    checked.scheduled && checked.time.at
      ? new Date(checked.time.at).getTime() - SCHEDULE_LEAD_MINUTES * 60_000
      : now.getTime() + deps.config.orderStepSeconds * 1000;
  const info = db
    .prepare(
      'INSERT INTO orders (merchant_id, user_id, status, data, next_step_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      merchant.id,
      user.id,
      stored.status,
      '{}',
      deps.config.demoMode ? firstStep : null,
      stored.createdDate,
      stored.createdDate,
    );
  const id = Number(info.lastInsertRowid);
  // Demo mode's stand-in payment page opens only with this order's unguessable key, which only its owner is given.
  const payKey = online && deps.config.demoMode ? randomBytes(24).toString('base64url') : null;
  const full: StoredOrder = {
    ...stored,
    id,
    number: String(100000 + id),
    paymentUrl: payKey && origin ? `${origin}/api/dev/pay/${id}?key=${payKey}` : null,
    payKey,
  };
  db.prepare('UPDATE orders SET data = ? WHERE id = ?').run(JSON.stringify(full), id);
  moveCashback(db, {
    merchantId: merchant.id,
    userId: user.id,
    kind: 'SPENT',
    amount: summary.cashback,
    order: { id, number: full.number },
    at: now,
  });
  if (promo?.personal)
    db.prepare('UPDATE user_promos SET used_order_id = ? WHERE user_id = ? AND promo_id = ?').run(
      id,
      user.id,
      promo.id,
    );
  return toOrder(db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow);
}

/** Takes the ordered units off the branch's counted stock. */
function bookStock(db: Db, branchId: number, units: Map<number, number>): void {
  for (const [productId, count] of units) {
    db.prepare(
      'UPDATE product_branches SET stock = stock - ? WHERE product_id = ? AND branch_id = ? AND stock IS NOT NULL',
    ).run(count, productId, branchId);
  }
}

/** The order as stored, before it has an id, a number and a payment link. */
function storedOrder(
  user: UserRow,
  checked: CheckedOrder,
  now: Date,
): Omit<StoredOrder, 'id' | 'number' | 'paymentUrl'> {
  const { body, scheduled, branch, time, table } = checked;
  const { address, saved, tariffId } = checked.destination;
  const { cart, promo, summary } = checked.priced;
  const created = now.toISOString();
  const status: OrderStatus = scheduled ? 'AT_TIME' : 'OPEN';
  return {
    userId: user.id,
    status,
    serviceType: body.serviceType,
    paymentType: body.paymentType,
    // An online order that cashback or a promo covers whole has nothing left to pay and gets no payment link: it is
    // paid as placed, or the customer would see it unpaid with no way to pay it.
    isPaid: ONLINE_PAYMENT_TYPES.includes(body.paymentType) && summary.totalPrice <= 0,
    branch: {
      id: branch.id,
      name: branch.name,
      latitude: branch.latitude,
      longitude: branch.longitude,
      address: branch.address ?? null,
      phone: branch.phone ?? null,
    },
    address,
    addressType: body.serviceType === 'DELIVERY' ? (body.addressType ?? null) : null,
    office: body.office || saved?.office || null,
    domophone: body.domophone || saved?.domophone || null,
    entrance: body.entrance || saved?.entrance || null,
    floor: body.floor || saved?.floor || null,
    courierComment: body.courierComment || saved?.comment || null,
    comment: body.comment ?? null,
    later: scheduled,
    deliveryAt: time.at,
    deliveryUntil: time.until,
    deliveryTariffId: tariffId,
    deliveryType: body.serviceType === 'DELIVERY' ? (body.deliveryType ?? 'OWN') : null,
    promoCode: promo?.code ?? null,
    hallId: table.hallId,
    tableId: table.tableId,
    items: cart.orderLines,
    ...totalsOf(summary),
    courierId: null,
    courierStatus: body.serviceType === 'DELIVERY' ? 'NONE' : null,
    orderDevice: body.orderDevice,
    ...checked.contacts,
    createdDate: created,
    lastModifiedDate: created,
    courierPosition: null,
    stockUnits: [...cart.units],
  };
}
