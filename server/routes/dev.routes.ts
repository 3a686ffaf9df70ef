/** Demo-mode helpers on the API: the console SMS inbox and the stand-in payment page (see registerDevRoutes). */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { ONLINE_PAYMENT_TYPES } from '../../src/shared/contract/merchant.ts';
import { json } from '../db/database.ts';
import { isLocalClient } from '../http/client-address.ts';
import { intParam, type AppEnv, type Ctx } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { isArchived, updateOrder, type OrderRow, type StoredOrder } from '../services/orders.ts';
import { normalizePhone } from '../services/phone.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}button{font-size:18px;padding:12px 20px;border:0;border-radius:12px;background:#0a7cff;color:#fff;width:100%}</style>
</head><body>${body}</body></html>`;

/**
 * Demo mode only: the console SMS inbox (for this machine only) and a stand-in payment page for card and wallet
 * orders. The payment page opens only through the order's own link (`paymentUrl`, with its secret key), never by
 * counting ids.
 */
export function registerDevRoutes(api: Hono<AppEnv>): void {
  api.get('/dev/sms/latest', (c) => {
    // The inbox holds sign-in codes: only this machine may read it (a demo left open on a network gives no accounts away).
    if (!isLocalClient(c, c.get('deps').config.trustProxy)) throw notFound();
    const phone = normalizePhone(c.req.query('phone') ?? '');
    if (!phone) throw notFound();
    const row = c
      .get('deps')
      .db.prepare(
        'SELECT phone, code, text, created_at AS createdAt FROM dev_sms WHERE phone = ? ORDER BY id DESC LIMIT 1',
      )
      .get(phone);
    if (!row) throw notFound();
    return c.json(row);
  });

  api.get('/dev/pay/:id', (c) => {
    const { id, order } = payableOrder(c);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', PAY_PAGE_CSP);
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    return c.html(
      page(
        'Demo payment',
        order.isPaid
          ? `<h1>Order #${order.number} is paid</h1><p><a href="/orders/${id}">Back to the order</a></p>`
          : isArchived(order.status)
            ? `<h1>Order #${order.number} can no longer be paid</h1><p><a href="/orders/${id}">Back to the order</a></p>`
            : `<h1>Demo ${order.paymentType} payment</h1><p>Order #${order.number}: <b>${order.totalPrice.toLocaleString('ru-RU')} so'm</b></p>
             <p>This page stands in for the payment provider in demo mode. No money moves.</p>
             <form method="post"><button type="submit">Pay</button></form>`,
      ),
    );
  });

  api.post('/dev/pay/:id', (c) => {
    const { id, order } = payableOrder(c);
    if (!order.isPaid && isArchived(order.status)) throw new AppError(409, 'ORDER_NOT_PAYABLE', 'orderNotPayable');
    updateOrder(c.get('deps').db, id, (stored) => {
      stored.isPaid = true;
      stored.paymentUrl = null;
      return {};
    });
    return c.redirect(`/orders/${id}`, 303);
  });
}

/** The demo payment page is a plain page of its own: no script, nothing framed, posting only to itself. */
const PAY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The order behind a payment link, only with the link's key: an order without one (cash, or placed outside demo
 * mode), a wrong key or no key all get the same 404, so ids cannot be probed.
 */
function payableOrder(c: Ctx): { id: number; order: StoredOrder } {
  const id = intParam(c.req.param('id'), 'id');
  const row = c.get('deps').db.prepare('SELECT id, data FROM orders WHERE id = ?').get(id) as
    Pick<OrderRow, 'id' | 'data'> | undefined;
  const order = row ? json<StoredOrder>(row.data) : null;
  const given = c.req.query('key') ?? '';
  if (!order?.payKey || !ONLINE_PAYMENT_TYPES.includes(order.paymentType) || !sameSecret(order.payKey, given))
    throw notFound();
  return { id, order };
}

function sameSecret(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
