/**
 * Stored orders: the row and what it holds beyond the contract's Order, and a customer's own orders (their list and
 * pages, cancelling, repeating, calling the waiter). Placing a new order is place-order.ts.
 */
import { moveCashback } from './cashback.ts';
import { ARCHIVE_STATUSES, type Order, type OrderStatus, type RepeatOrder } from '../../src/shared/contract/order.ts';
import { json, type Db } from '../db/database.ts';
import { AppError, notFound } from '../http/errors.ts';
import { priceCart } from './cart-pricing.ts';
import { findProduct, productBranch } from './catalogue.ts';
import { merchantSettings } from './merchant-settings.ts';

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

/** One of the customer's own orders at this merchant; any other id is not found. */
export function ownOrder(db: Db, merchantId: string, userId: number, id: number): OrderRow {
  const row = db
    .prepare('SELECT * FROM orders WHERE id = ? AND merchant_id = ? AND user_id = ?')
    .get(id, merchantId, userId) as OrderRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** The customer's orders that are not archived yet, newest first. */
export function activeOrders(db: Db, merchantId: string, userId: number): Order[] {
  const rows = db
    .prepare('SELECT * FROM orders WHERE merchant_id = ? AND user_id = ? ORDER BY id DESC')
    .all(merchantId, userId) as OrderRow[];
  return rows.filter((row) => !isArchived(row.status)).map(toOrder);
}

/** One page of the customer's orders, newest first; only the archived ones with `onlyArchive`. */
export function orderPage(
  db: Db,
  merchantId: string,
  userId: number,
  query: { page: number; size: number; onlyArchive: boolean },
) {
  const { page, size } = query;
  const where = query.onlyArchive ? "AND status IN ('CANCELED', 'DELIVERED', 'CLOSED')" : '';
  const total = (
    db
      .prepare(`SELECT COUNT(*) AS n FROM orders WHERE merchant_id = ? AND user_id = ? ${where}`)
      .get(merchantId, userId) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM orders WHERE merchant_id = ? AND user_id = ? ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(merchantId, userId, size, page * size) as OrderRow[];
  const totalPages = Math.ceil(total / size);
  return { content: rows.map(toOrder), page, size, totalElements: total, totalPages, last: page >= totalPages - 1 };
}

const CANCELLABLE = new Set(['OPEN', 'ACCEPTED', 'AT_TIME']);

/**
 * The customer cancels an order not yet cooking, where the merchant takes cancellations: its stock, cashback and
 * personal promo come back.
 */
export function cancelOrder(db: Db, row: OrderRow, now: Date): void {
  if (!CANCELLABLE.has(row.status) || !merchantSettings(db, row.merchant_id).cancelOrderActive)
    throw new AppError(409, 'ORDER_NOT_CANCELLABLE', 'orderNotCancellable');
  db.transaction(() => {
    const order = json<StoredOrder>(row.data);
    for (const [productId, count] of order.stockUnits ?? []) {
      db.prepare(
        'UPDATE product_branches SET stock = stock + ? WHERE product_id = ? AND branch_id = ? AND stock IS NOT NULL',
      ).run(count, productId, order.branch.id);
    }
    moveCashback(db, {
      merchantId: row.merchant_id,
      userId: row.user_id,
      kind: 'RETURNED',
      amount: order.cashback,
      order: { id: row.id, number: order.number },
      at: now,
    });
    db.prepare('UPDATE user_promos SET used_order_id = NULL WHERE used_order_id = ?').run(row.id);
    updateOrder(
      db,
      row.id,
      (o) => {
        o.canceledAt = now.toISOString();
        o.reasons = 'CLIENT';
        o.paymentUrl = null;
        if (o.serviceType === 'DELIVERY') o.courierStatus = 'CANCELLED';
        return { status: 'CANCELED', nextStepAt: null };
      },
      now,
    );
  })();
}

/** An order's lines as they would be ordered again now: each still available or not, at today's price. */
export function repeatOrder(db: Db, merchantId: string, order: Order): RepeatOrder {
  return {
    items: order.items.map((line) => {
      const row = findProduct(db, merchantId, line.productId);
      const availability = row ? productBranch(db, row.id, order.branch.id) : null;
      const available = !!row && row.active === 1 && availability?.active === 1;
      const modifications = line.modifications.map((m) => ({ modificationId: m.modificationId, count: m.count }));
      let price: number | null = null;
      if (available && row) {
        try {
          price =
            priceCart(db, merchantId, order.branch.id, [{ productId: row.id, count: 1, modifications }]).orderLines[0]
              ?.unitPrice ?? null;
        } catch {
          price = null;
        }
      }
      return {
        productId: line.productId,
        count: line.count,
        modifications,
        available: available && price !== null,
        oldUnitPrice: line.unitPrice,
        unitPrice: price,
      };
    }),
  };
}

/** A dine-in guest calls the waiter to their table (an open dine-in order only). */
export function callWaiter(db: Db, row: OrderRow): void {
  if (isArchived(row.status) || json<StoredOrder>(row.data).serviceType !== 'DINE_IN')
    throw new AppError(409, 'NOT_DINE_IN', 'notDineIn');
  updateOrder(db, row.id, (o) => {
    o.waiterCalledAt = new Date().toISOString();
    return {};
  });
}
