import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { intParam } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { updateOrder, type OrderRow } from '../services/orders.ts';
import { normalizePhone } from '../services/phone.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}button{font-size:18px;padding:12px 20px;border:0;border-radius:12px;background:#0a7cff;color:#fff;width:100%}</style>
</head><body>${body}</body></html>`;

/** Demo mode only: the console SMS inbox and a stand-in payment page for card and wallet orders. */
export function registerDevRoutes(api: Hono<AppEnv>): void {
  api.get('/dev/sms/latest', (c) => {
    const phone = normalizePhone(c.req.query('phone') ?? '');
    if (!phone) throw notFound();
    const row = c.get('deps').db.prepare('SELECT phone, code, text, created_at AS createdAt FROM dev_sms WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone);
    if (!row) throw notFound();
    return c.json(row);
  });

  api.get('/dev/pay/:id', (c) => {
    const id = intParam(c.req.param('id'), 'id');
    const row = c.get('deps').db.prepare('SELECT id, data FROM orders WHERE id = ?').get(id) as Pick<OrderRow, 'id' | 'data'> | undefined;
    if (!row) throw notFound();
    const order = JSON.parse(row.data) as { totalPrice: number; paymentType: string; isPaid: boolean; number: string };
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(
        'Demo payment',
        order.isPaid
          ? `<h1>Order #${order.number} is paid</h1><p><a href="/orders/${row.id}">Back to the order</a></p>`
          : `<h1>Demo ${order.paymentType} payment</h1><p>Order #${order.number}: <b>${order.totalPrice.toLocaleString('ru-RU')} so'm</b></p>
             <p>This page stands in for the payment provider in demo mode. No money moves.</p>
             <form method="post"><button type="submit">Pay</button></form>`,
      ),
    );
  });

  api.post('/dev/pay/:id', (c) => {
    const id = intParam(c.req.param('id'), 'id');
    const exists = c.get('deps').db.prepare('SELECT 1 FROM orders WHERE id = ?').get(id);
    if (!exists) throw notFound();
    updateOrder(c.get('deps').db, id, (order) => {
      order.isPaid = true;
      order.paymentUrl = null;
      return {};
    });
    return c.redirect(`/orders/${id}`, 303);
  });
}
