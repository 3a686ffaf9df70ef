import { cashbackPercentOf, earnedBy, moveCashback } from './cashback.ts';
import type { CourierStatus } from '../../src/shared/contract/branch.ts';
import { ONLINE_PAYMENT_TYPES } from '../../src/shared/contract/merchant.ts';
import type { OrderStatus } from '../../src/shared/contract/order.ts';
import { json } from '../db/database.ts';
import type { Deps } from '../http/context.ts';
import { updateOrder, type OrderRow, type StoredOrder } from './orders.ts';

/** The statuses an order walks through in demo mode, one step per DEMO_ORDER_STEP_SECONDS. */
const DELIVERY_PATH: readonly OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED'];
const COUNTER_PATH: readonly OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'DELIVERED'];
const COURIER_BY_STATUS: Partial<Record<OrderStatus, CourierStatus>> = {
  ACCEPTED: 'PERFORMER_LOOK_UP',
  COOKING: 'PERFORMER_FOUND',
  ON_WAY: 'PERFORMER_PICKUPED',
  DELIVERED: 'PERFORMER_DELIVERED_FINISH',
};

/** Moves every due order one step and the couriers on their way a little closer. Returns how many changed. */
export function advanceDemoOrders(deps: Deps): number {
  const { db } = deps;
  const now = deps.now().getTime();
  const stepMs = deps.config.orderStepSeconds * 1000;
  let changed = 0;

  const due = db
    .prepare('SELECT * FROM orders WHERE next_step_at IS NOT NULL AND next_step_at <= ?')
    .all(now) as OrderRow[];
  for (const row of due) {
    // An order to be paid online goes to the kitchen once it is paid: until then it waits where it is, looked at again
    // a step later without being touched (its last change stays its own), so one never paid is never cooked, nor shown
    // as paid.
    const waiting = json<StoredOrder>(row.data);
    if (
      (row.status === 'OPEN' || row.status === 'AT_TIME') &&
      !waiting.isPaid &&
      ONLINE_PAYMENT_TYPES.includes(waiting.paymentType)
    ) {
      db.prepare('UPDATE orders SET next_step_at = ? WHERE id = ?').run(now + stepMs, row.id);
      continue;
    }
    db.transaction(() => {
      let earned = 0;
      let number = '';
      updateOrder(
        db,
        row.id,
        (order) => {
          const path = order.serviceType === 'DELIVERY' ? DELIVERY_PATH : COUNTER_PATH;
          const current: OrderStatus = row.status === 'AT_TIME' ? 'OPEN' : row.status;
          const index = path.indexOf(current);
          const next = index >= 0 ? path[index + 1] : undefined;
          if (!next) return { nextStepAt: null };
          const at = new Date(now).toISOString();
          if (next === 'ACCEPTED') order.acceptedTime = at;
          if (next === 'COOKING') order.cookingTime = at;
          if (next === 'ON_WAY' || next === 'DONE') order.readyTime = at;
          if (next === 'DELIVERED') {
            earned = earnedBy(
              cashbackPercentOf(db, row.merchant_id),
              order.productPrice - order.productDiscount - order.cashback,
            );
            number = order.number;
            order.deliveredAt = at;
            // Cash and the card terminal are paid to the courier or at the counter as the order is handed over.
            order.isPaid = true;
            order.paymentUrl = null;
          }
          if (order.serviceType === 'DELIVERY') {
            order.courierStatus = COURIER_BY_STATUS[next] ?? order.courierStatus ?? 'NONE';
            if (next === 'COOKING' && !order.courierId) {
              const courier = db
                .prepare('SELECT id FROM couriers WHERE merchant_id = ? AND branch_id = ? ORDER BY id LIMIT 1')
                .get(row.merchant_id, order.branch.id) as { id: number } | undefined;
              order.courierId = courier?.id ?? null;
            }
            if (next === 'ON_WAY')
              order.courierPosition = { latitude: order.branch.latitude, longitude: order.branch.longitude };
            if (next === 'DELIVERED' && order.address)
              order.courierPosition = { latitude: order.address.latitude, longitude: order.address.longitude };
          }
          return { status: next, nextStepAt: next === 'DELIVERED' ? null : now + stepMs };
        },
        new Date(now),
      );
      moveCashback(db, {
        merchantId: row.merchant_id,
        userId: row.user_id,
        kind: 'EARNED',
        amount: earned,
        order: { id: row.id, number },
        at: new Date(now),
      });
      changed += 1;
    })();
  }

  // Couriers on the way move along the straight line from the branch to the address.
  const moving = db.prepare("SELECT * FROM orders WHERE status = 'ON_WAY'").all() as OrderRow[];
  for (const row of moving) {
    const order = json<StoredOrder>(row.data);
    if (!order.address || !order.readyTime || row.next_step_at === null) continue;
    const started = new Date(order.readyTime).getTime();
    const progress = Math.min(1, Math.max(0, (now - started) / Math.max(1, row.next_step_at - started)));
    updateOrder(db, row.id, (o) => {
      if (!o.address) return {};
      o.courierPosition = {
        latitude: o.branch.latitude + (o.address.latitude - o.branch.latitude) * progress,
        longitude: o.branch.longitude + (o.address.longitude - o.branch.longitude) * progress,
      };
      if (progress > 0.8) o.courierStatus = 'PERFORMER_ARRIVED';
      return {};
    });
  }
  return changed;
}

/** Runs the demo clock every second; returns a function that stops it. */
export function startDemoOrderClock(deps: Deps): () => void {
  const timer = setInterval(() => {
    try {
      advanceDemoOrders(deps);
    } catch (error) {
      console.error('Demo order clock failed', error);
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
