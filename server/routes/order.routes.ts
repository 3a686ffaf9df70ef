/**
 * A customer's orders: placing one (now or for later, idempotent), listing and reading their own, cancelling,
 * ordering again and calling the waiter. Handlers parse and answer; the work is in services/place-order.ts and
 * services/orders.ts.
 */
import type { Hono } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/common.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { OrderRequestSchema } from '../../src/shared/contract/order.ts';
import { intParam, readBody, requireUser, type AppEnv, type Ctx } from '../http/context.ts';
import { badField, notFound } from '../http/errors.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { wholeQuery } from '../http/validate.ts';
import {
  activeOrders,
  callWaiter,
  cancelOrder,
  orderPage,
  ownOrder,
  repeatOrder,
  toOrder,
  type OrderRow,
} from '../services/orders.ts';
import { placeOrder } from '../services/place-order.ts';
import { userById } from '../services/users.ts';

/** The signed-in customer's order named by the path's `id`. */
function ownOrderOf(c: Ctx): OrderRow {
  const user = requireUser(c);
  return ownOrder(c.get('deps').db, c.get('merchant').id, user.id, intParam(c.req.param('id'), 'id'));
}

/** The path's `userId`, which must be the signed-in customer's own. */
function ownUserId(c: Ctx): number {
  const user = requireUser(c);
  if (intParam(c.req.param('userId'), 'userId') !== user.id) throw notFound();
  return user.id;
}

async function createOrderHandler(c: Ctx, scheduled: boolean) {
  const user = requireUser(c);
  const body = await readBody(c, OrderRequestSchema);
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null;
  if (key !== null && !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw badField(IDEMPOTENCY_HEADER);
  const fresh = userById(c.get('deps').db, user.id);
  const result = placeOrder(c.get('deps'), c.get('merchant'), fresh, body, {
    scheduled,
    idempotencyKey: key,
    origin: requestOrigin(c, c.get('deps').config),
  });
  if (result.status === 200) c.header('Idempotent-Replayed', 'true');
  return c.json(result.order, result.status);
}

export function registerOrderRoutes(api: Hono<AppEnv>): void {
  api.post(endpoints.orderCreate.path, (c) => createOrderHandler(c, false));
  api.post(endpoints.orderCreateAtTime.path, (c) => createOrderHandler(c, true));

  api.get(endpoints.activeOrdersOfUser.path, (c) =>
    c.json(activeOrders(c.get('deps').db, c.get('merchant').id, ownUserId(c))),
  );

  api.get(endpoints.ordersOfUser.path, (c) => {
    const userId = ownUserId(c);
    const size = Math.min(50, Math.max(1, wholeQuery(c.req.query('size'), 'size', 10)));
    const page = wholeQuery(c.req.query('page'), 'page', 0);
    const onlyArchive = c.req.query('onlyArchive') === 'true';
    return c.json(orderPage(c.get('deps').db, c.get('merchant').id, userId, { page, size, onlyArchive }));
  });

  api.get(endpoints.order.path, (c) => c.json(toOrder(ownOrderOf(c))));

  api.put(endpoints.orderCancel.path, (c) => {
    cancelOrder(c.get('deps').db, ownOrderOf(c), c.get('deps').now());
    return c.json(toOrder(ownOrderOf(c)));
  });

  api.get(endpoints.orderRepeat.path, (c) =>
    c.json(repeatOrder(c.get('deps').db, c.get('merchant').id, toOrder(ownOrderOf(c)))),
  );

  api.post(endpoints.orderCallWaiter.path, (c) => {
    callWaiter(c.get('deps').db, ownOrderOf(c));
    return c.json(toOrder(ownOrderOf(c)));
  });
}
