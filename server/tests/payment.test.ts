/**
 * Demo mode's stand-in payment page: it opens only through the link the order's owner is given (`paymentUrl`, with
 * a per-order secret), never by counting ids, and never for a cash order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema, type Order } from '../../src/shared/contract/order.ts';
import { expectError, expectOk, moveClockToOpenHours, startClient, type Client, type Session } from './test-client.ts';
import { loadCatalogue, mainBranch, placePickUp, type Catalogue } from './fixtures.ts';

let client: Client;
let catalogue: Catalogue;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  client = await startClient();
  moveClockToOpenHours(client.server);
  catalogue = await loadCatalogue(client);
  alice = await client.signIn();
  bob = await client.signIn();
});
afterAll(() => client.close());

const branchId = () => mainBranch(catalogue).id;
const place = (session: Session, paymentType: 'CLICK' | 'PAYME' | 'CASH') =>
  placePickUp(client, catalogue, session.token, branchId(), { paymentType });
const order = async (session: Session, id: number) =>
  expectOk(await client.api(`/orders/v1/orders/${id}`, { token: session.token }), OrderSchema);
/** The path of a payment link under /api, with its query. */
const linkPath = (o: Order) => {
  const url = new URL(o.paymentUrl ?? '');
  return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
};
const pay = (path: string) => fetch(`${client.server.url}${path}`, { method: 'POST', redirect: 'manual' });

describe('demo payment page', () => {
  it('gives each online order a link with its own unguessable key, kept out of the order itself', async () => {
    const first = await place(alice, 'CLICK');
    const second = await place(alice, 'PAYME');
    const keyOf = (o: Order) => new URL(o.paymentUrl ?? '').searchParams.get('key') ?? '';
    expect(keyOf(first)).toMatch(/^[\w-]{32}$/);
    expect(keyOf(second)).toMatch(/^[\w-]{32}$/);
    expect(keyOf(first)).not.toBe(keyOf(second));
    expect(JSON.stringify(await order(alice, first.id))).not.toContain('payKey');
  });

  it('shows the page and takes the payment only with the order key', async () => {
    const online = await place(alice, 'CLICK');
    const page = await client.api(linkPath(online), { merchant: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Order #${online.number}`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const paid = await pay(linkPath(online));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/orders/${online.id}`);
    expect(await order(alice, online.id)).toMatchObject({ isPaid: true, paymentUrl: null });
  });

  it('answers 404 to every id without its key: no key, a wrong key, another order key', async () => {
    const target = await place(bob, 'CLICK');
    const other = await place(alice, 'CLICK');
    const otherKey = new URL(other.paymentUrl ?? '').searchParams.get('key') ?? '';
    for (const path of [
      `/dev/pay/${target.id}`,
      `/dev/pay/${target.id}?key=`,
      `/dev/pay/${target.id}?key=${'A'.repeat(32)}`,
      `/dev/pay/${target.id}?key=${otherKey}`,
    ]) {
      expectError(await client.api(path, { merchant: null }), 404, 'NOT_FOUND');
      expectError(await client.api(path, { method: 'POST', merchant: null }), 404, 'NOT_FOUND');
    }
    // Counting ids finds nothing either.
    for (let id = 1; id <= target.id + 2; id += 1) {
      expectError(await client.api(`/dev/pay/${id}`, { method: 'POST', merchant: null }), 404, 'NOT_FOUND');
    }
    expect((await order(bob, target.id)).isPaid).toBe(false);
  });

  it('never marks a cash order paid', async () => {
    const cash = await place(bob, 'CASH');
    expect(cash.paymentUrl).toBeNull();
    expectError(await client.api(`/dev/pay/${cash.id}`, { merchant: null }), 404, 'NOT_FOUND');
    expectError(await client.api(`/dev/pay/${cash.id}`, { method: 'POST', merchant: null }), 404, 'NOT_FOUND');
    expect((await order(bob, cash.id)).isPaid).toBe(false);
  });

  it('refuses to take the payment of a cancelled order with 409', async () => {
    const online = await place(alice, 'PAYME');
    expectOk(
      await client.api(`/orders/v1/orders/${online.id}/cancel`, { method: 'PUT', token: alice.token }),
      OrderSchema,
    );
    expect((await client.api(linkPath(online), { merchant: null })).text).toContain('can no longer be paid');
    expectError(await client.api(linkPath(online), { method: 'POST', merchant: null }), 409, 'ORDER_NOT_PAYABLE');
    expect((await order(alice, online.id)).isPaid).toBe(false);
  });
});
