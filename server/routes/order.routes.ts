import type { Hono } from 'hono';
import { ReservationRequestSchema, type Reservation } from '../../src/shared/contract/content.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/common.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { OrderRequestSchema, PromoValidateRequestSchema, type PromoValidateResponse, type RepeatOrder } from '../../src/shared/contract/order.ts';
import { priceOrder, unitPrice } from '../../src/shared/contract/pricing.ts';
import { json } from '../db/database.ts';
import { intParam, parseOrThrow, readBody, requireUser, type AppEnv, type Ctx } from '../http/context.ts';
import { AppError, badField, notFound } from '../http/errors.ts';
import { instantField, requireWithinDays, wholeQuery } from '../http/validate.ts';
import { activePromo, priceCart, promoTerms, requirePromoMinimum, toPromo, type PromoRow } from '../services/cart-pricing.ts';
import { findProduct, productBranch } from '../services/catalogue.ts';
import { checkHours } from '../services/delivery.ts';
import { findBranch, toBranch } from '../services/mappers.ts';
import { isArchived, placeOrder, toOrder, updateOrder, type OrderRow, type StoredOrder } from '../services/orders.ts';

const CANCELLABLE = new Set(['OPEN', 'ACCEPTED', 'AT_TIME']);
/** A table can be reserved up to this many days ahead. */
export const RESERVATION_HORIZON_DAYS = 90;

function ownOrder(c: Ctx): OrderRow {
  const user = requireUser(c);
  const row = c.get('deps').db.prepare('SELECT * FROM orders WHERE id = ? AND merchant_id = ? AND user_id = ?').get(intParam(c.req.param('id'), 'id'), c.get('merchant').id, user.id) as
    | OrderRow
    | undefined;
  if (!row) throw notFound();
  return row;
}

function ownUserId(c: Ctx): number {
  const user = requireUser(c);
  if (intParam(c.req.param('userId'), 'userId') !== user.id) throw notFound();
  return user.id;
}

async function createOrderHandler(c: Ctx, scheduled: boolean) {
  const user = requireUser(c);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError(400, 'BAD_JSON', 'badRequest', { field: 'body' });
  }
  const body = parseOrThrow(OrderRequestSchema, raw);
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null;
  if (key !== null && !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw badField(IDEMPOTENCY_HEADER);
  const fresh = c.get('deps').db.prepare('SELECT * FROM users WHERE id = ?').get(user.id) as typeof user;
  const result = placeOrder(c.get('deps'), c.get('merchant'), fresh, body, { scheduled, idempotencyKey: key, rawBody: raw });
  if (result.status === 200) c.header('Idempotent-Replayed', 'true');
  return c.json(result.order, result.status);
}

export function registerOrderRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.myPromos.path, (c) => {
    const user = requireUser(c);
    const rows = c.get('deps').db
      .prepare('SELECT p.* FROM promos p JOIN user_promos up ON up.promo_id = p.id WHERE up.user_id = ? AND p.merchant_id = ? AND up.used_order_id IS NULL ORDER BY p.id')
      .all(user.id, c.get('merchant').id) as PromoRow[];
    return c.json(rows.map(toPromo));
  });

  api.post(endpoints.promoValidate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, PromoValidateRequestSchema);
    const { db } = c.get('deps');
    const { personal: _personal, ...promo } = activePromo(db, c.get('merchant').id, body.code, c.get('deps').now(), user.id);
    const branchId = body.branchId ?? (db.prepare('SELECT id FROM branches WHERE merchant_id = ? ORDER BY is_main DESC, id LIMIT 1').get(c.get('merchant').id) as { id: number } | undefined)?.id;
    if (!branchId || !findBranch(db, c.get('merchant').id, branchId)) throw badField('branchId');
    const cart = priceCart(db, c.get('merchant').id, branchId, body.cartItems);
    const summary = priceOrder({
      lines: cart.lines,
      deliveryPrice: body.deliveryPrice,
      isDelivery: body.serviceType === 'DELIVERY',
      promo: promoTerms(promo),
      cashbackRequested: 0,
      cashbackBalance: user.cashback,
    });
    requirePromoMinimum(summary, promo);
    const own = cart.lines.reduce((sum, line) => {
      const unit = unitPrice(line);
      return sum + (unit.gross - unit.net) * line.count;
    }, 0);
    const answer: PromoValidateResponse = {
      promo,
      productDiscount: Math.round((summary.productDiscount - own) * 100) / 100,
      deliveryDiscount: summary.deliveryDiscount,
    };
    return c.json(answer);
  });

  api.post(endpoints.orderCreate.path, (c) => createOrderHandler(c, false));
  api.post(endpoints.orderCreateAtTime.path, (c) => createOrderHandler(c, true));

  api.get(endpoints.activeOrdersOfUser.path, (c) => {
    const userId = ownUserId(c);
    const rows = c.get('deps').db.prepare('SELECT * FROM orders WHERE merchant_id = ? AND user_id = ? ORDER BY id DESC').all(c.get('merchant').id, userId) as OrderRow[];
    return c.json(rows.filter((row) => !isArchived(row.status)).map(toOrder));
  });

  api.get(endpoints.ordersOfUser.path, (c) => {
    const userId = ownUserId(c);
    const size = Math.min(50, Math.max(1, wholeQuery(c.req.query('size'), 'size', 10)));
    const page = wholeQuery(c.req.query('page'), 'page', 0);
    const onlyArchive = c.req.query('onlyArchive') === 'true';
    const where = onlyArchive ? "AND status IN ('CANCELED', 'DELIVERED', 'CLOSED')" : '';
    const { db } = c.get('deps');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE merchant_id = ? AND user_id = ? ${where}`).get(c.get('merchant').id, userId) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM orders WHERE merchant_id = ? AND user_id = ? ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(c.get('merchant').id, userId, size, page * size) as OrderRow[];
    const totalPages = Math.ceil(total / size);
    return c.json({ content: rows.map(toOrder), page, size, totalElements: total, totalPages, last: page >= totalPages - 1 });
  });

  api.get(endpoints.order.path, (c) => c.json(toOrder(ownOrder(c))));

  api.put(endpoints.orderCancel.path, (c) => {
    const row = ownOrder(c);
    const { db } = c.get('deps');
    if (!CANCELLABLE.has(row.status)) throw new AppError(409, 'ORDER_NOT_CANCELLABLE', 'orderNotCancellable');
    db.transaction(() => {
      const order = json<StoredOrder>(row.data);
      for (const [productId, count] of order.stockUnits ?? []) {
        db.prepare('UPDATE product_branches SET stock = stock + ? WHERE product_id = ? AND branch_id = ? AND stock IS NOT NULL').run(count, productId, order.branch.id);
      }
      if (order.cashback > 0) db.prepare('UPDATE users SET cashback = cashback + ? WHERE id = ?').run(order.cashback, row.user_id);
      db.prepare('UPDATE user_promos SET used_order_id = NULL WHERE used_order_id = ?').run(row.id);
      const now = c.get('deps').now();
      updateOrder(db, row.id, (o) => {
        o.canceledAt = now.toISOString();
        o.reasons = 'CLIENT';
        o.paymentUrl = null;
        if (o.serviceType === 'DELIVERY') o.courierStatus = 'CANCELLED';
        return { status: 'CANCELED', nextStepAt: null };
      }, now);
    })();
    return c.json(toOrder(ownOrder(c)));
  });

  api.get(endpoints.orderRepeat.path, (c) => {
    const order = toOrder(ownOrder(c));
    const { db } = c.get('deps');
    const answer: RepeatOrder = {
      items: order.items.map((line) => {
        const row = findProduct(db, c.get('merchant').id, line.productId);
        const availability = row ? productBranch(db, row.id, order.branch.id) : null;
        const available = !!row && row.active === 1 && availability?.active === 1;
        const modifications = line.modifications.map((m) => ({ modificationId: m.modificationId, count: m.count }));
        let price: number | null = null;
        if (available && row) {
          try {
            price = priceCart(db, c.get('merchant').id, order.branch.id, [{ productId: row.id, count: 1, modifications }]).orderLines[0]?.unitPrice ?? null;
          } catch {
            price = null;
          }
        }
        return { productId: line.productId, count: line.count, modifications, available: available && price !== null, oldUnitPrice: line.unitPrice, unitPrice: price };
      }),
    };
    return c.json(answer);
  });

  api.post(endpoints.orderCallWaiter.path, (c) => {
    const row = ownOrder(c);
    if (isArchived(row.status) || json<StoredOrder>(row.data).serviceType !== 'DINE_IN') throw new AppError(409, 'NOT_DINE_IN', 'notDineIn');
    updateOrder(c.get('deps').db, row.id, (o) => {
      o.waiterCalledAt = new Date().toISOString();
      return {};
    });
    return c.json(toOrder(ownOrder(c)));
  });

  type ReservationRow = { id: number; branch_id: number; place_id: number; table_id: number | null; chairs: number; reserved_at: string; comment: string | null; status: 'ACTIVE' | 'CANCELED'; created_at: string };
  const toReservation = (row: ReservationRow): Reservation => ({
    id: row.id,
    branchId: row.branch_id,
    placeId: row.place_id,
    tableId: row.table_id,
    chairs: row.chairs,
    reservedAt: row.reserved_at,
    comment: row.comment,
    status: row.status,
    createdDate: row.created_at,
  });

  api.get(endpoints.reservations.path, (c) => {
    const user = requireUser(c);
    const rows = c.get('deps').db.prepare('SELECT * FROM reservations WHERE merchant_id = ? AND user_id = ? ORDER BY reserved_at DESC').all(c.get('merchant').id, user.id) as ReservationRow[];
    return c.json(rows.map(toReservation));
  });

  api.post(endpoints.reservationCreate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, ReservationRequestSchema);
    const { db } = c.get('deps');
    const branchRow = findBranch(db, c.get('merchant').id, body.branchId);
    if (!branchRow) throw badField('branchId');
    const branch = toBranch(branchRow);
    if (branch.settings?.bookingEnabled === false) throw new AppError(422, 'SERVICE_UNAVAILABLE', 'serviceUnavailable', { field: 'branchId' });
    const place = db.prepare('SELECT id FROM places WHERE id = ? AND branch_id = ?').get(body.placeId, branch.id);
    if (!place) throw badField('placeId');
    const at = instantField(body.reservedAt, 'reservedAt');
    if (at.getTime() <= c.get('deps').now().getTime()) throw new AppError(422, 'RESERVATION_PAST', 'reservationPast', { field: 'reservedAt' });
    requireWithinDays(at, c.get('deps').now(), RESERVATION_HORIZON_DAYS, 'reservedAt');
    const hours = checkHours(branch.workHours, at);
    if (hours === 'closed-day') throw new AppError(422, 'HOLIDAY', 'holiday', { field: 'reservedAt' });
    if (hours === 'outside-hours') throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'reservedAt' });
    if (body.tableId) {
      const table = db.prepare('SELECT chairs FROM dining_tables WHERE id = ? AND place_id = ?').get(body.tableId, body.placeId) as { chairs: number } | undefined;
      if (!table || table.chairs < body.chairs) throw new AppError(422, 'TABLE_UNAVAILABLE', 'tableUnavailable', { field: 'tableId' });
      const twoHours = 2 * 60 * 60 * 1000;
      const clash = (db.prepare("SELECT reserved_at FROM reservations WHERE table_id = ? AND status = 'ACTIVE'").all(body.tableId) as { reserved_at: string }[]).some(
        (r) => Math.abs(new Date(r.reserved_at).getTime() - at.getTime()) < twoHours,
      );
      if (clash) throw new AppError(409, 'TABLE_UNAVAILABLE', 'tableUnavailable', { field: 'tableId' });
    }
    const info = db
      .prepare(
        "INSERT INTO reservations (merchant_id, user_id, branch_id, place_id, table_id, chairs, reserved_at, comment, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?)",
      )
      .run(c.get('merchant').id, user.id, branch.id, body.placeId, body.tableId ?? null, body.chairs, at.toISOString(), body.comment ?? null, new Date().toISOString());
    return c.json(toReservation(db.prepare('SELECT * FROM reservations WHERE id = ?').get(info.lastInsertRowid) as ReservationRow), 201);
  });

  api.put(endpoints.reservationCancel.path, (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const id = intParam(c.req.param('id'), 'id');
    const row = db.prepare('SELECT * FROM reservations WHERE id = ? AND merchant_id = ? AND user_id = ?').get(id, c.get('merchant').id, user.id) as ReservationRow | undefined;
    if (!row) throw notFound();
    db.prepare("UPDATE reservations SET status = 'CANCELED' WHERE id = ?").run(id);
    return c.json(toReservation({ ...row, status: 'CANCELED' }));
  });
}
