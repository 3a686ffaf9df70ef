/**
 * Demo mode's stand-in payment page: it opens only through the link the order's owner is given (`paymentUrl`, with
 * a per-order secret), never by counting ids, and never for a cash order.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { OrderSchema, type Order } from '../../src/shared/contract/order.ts';
import type { ServerConfig } from '../config.ts';
import { advanceDemoOrders } from '../services/demo-clock.ts';
import {
  DEMO_MERCHANT_ID,
  expectError,
  expectOk,
  moveClockToOpenHours,
  startClient,
  type ApiResponse,
  type Client,
  type Session,
} from './test-client.ts';
import { buildOrder, loadCatalogue, mainBranch, placePickUp, plainProduct, type Catalogue } from './fixtures.ts';

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

  it('holds an order to be paid online until it is paid: never cooked, never shown paid, then on its way once paid', async () => {
    const online = await place(alice, 'PAYME');
    const cash = await place(alice, 'CASH');
    const step = client.server.deps.config.orderStepSeconds * 1000 + 1000;
    const tick = () => {
      client.server.advance(step);
      advanceDemoOrders(client.server.deps);
    };
    const placed = await order(alice, online.id);
    for (let i = 0; i < 5; i += 1) tick();
    // Waiting is no change: the order's last change is still its placing (a client polling it backs off).
    expect(await order(alice, online.id)).toMatchObject({
      status: 'OPEN',
      isPaid: false,
      lastModifiedDate: placed.lastModifiedDate,
    });
    expect(await order(alice, cash.id)).toMatchObject({ status: 'DELIVERED', isPaid: true });
    expect((await pay(linkPath(online))).status).toBe(303);
    tick();
    expect(await order(alice, online.id)).toMatchObject({ status: 'ACCEPTED', isPaid: true });
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

  it('marks an online order that cashback covers whole paid as placed, with no link to pay', async () => {
    const user = await client.signIn();
    const balance = 10_000_000;
    client.server.db.prepare('UPDATE users SET cashback = ? WHERE id = ?').run(balance, user.user.id);
    const { request, summary } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId: branchId(),
      cart: [{ productId: plainProduct(catalogue, branchId()).id, count: 1 }],
      cashbackRequested: balance,
      cashbackBalance: balance,
      extra: { paymentType: 'PAYME' },
    });
    expect(summary.totalPrice).toBe(0);
    const placed = expectOk(
      await client.api('/orders/v1/orders', { method: 'POST', token: user.token, body: request }),
      OrderSchema,
      201,
    );
    expect(placed).toMatchObject({ paymentType: 'PAYME', totalPrice: 0, isPaid: true, paymentUrl: null });
    expect(await order(user, placed.id)).toMatchObject({ isPaid: true, paymentUrl: null });
    // An online order with something left to pay is still unpaid until paid.
    expect(await place(user, 'PAYME')).toMatchObject({ isPaid: false, paymentUrl: expect.any(String) });
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

/**
 * One call over plain HTTP with exactly the headers given besides the token and merchant (fetch cannot send its own
 * Host), answered as the test client answers.
 */
function callWith(
  on: Client,
  path: string,
  options: { method: 'GET' | 'POST'; token?: string; body?: unknown; headers: Record<string, string> },
): Promise<ApiResponse> {
  const payload = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    [MERCHANT_HEADER]: DEMO_MERCHANT_ID,
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${on.server.url}${path}`, { method: options.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') answer.set(name, value);
        resolve({ status: response.statusCode ?? 0, body, headers: answer, text });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

describe("the payment link's origin", () => {
  /** A server with this configuration, its clock in opening hours, a customer and the catalogue. */
  const setUp = async (overrides: Partial<ServerConfig>) => {
    const on = await startClient(overrides);
    moveClockToOpenHours(on.server);
    const menu = await loadCatalogue(on);
    const session = await on.signIn();
    const branch = mainBranch(menu).id;
    const orderCount = () =>
      (
        on.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(session.user.id) as {
          n: number;
        }
      ).n;
    /** Places a one-dish pick-up order with these headers. */
    const placeWith = (headers: Record<string, string>, paymentType: 'CLICK' | 'CASH' = 'CLICK') =>
      callWith(on, '/orders/v1/orders', {
        method: 'POST',
        token: session.token,
        headers,
        body: buildOrder(menu, {
          serviceType: 'PICK_UP',
          branchId: branch,
          cart: [{ productId: plainProduct(menu, branch).id, count: 1 }],
          extra: { paymentType },
        }).request,
      });
    const linkOf = async (headers: Record<string, string>) => {
      const placed = expectOk(await placeWith(headers), OrderSchema, 201);
      const link = placed.paymentUrl ?? '';
      expect(link).toMatch(new RegExp(`/api/dev/pay/${placed.id}\\?key=[\\w-]{32}$`));
      return link;
    };
    return { on, session, placeWith, linkOf, orderCount };
  };

  it("is the request's own origin: the merchant's subdomain, this machine's address, never a forged forwarded host", async () => {
    const { on, placeWith, linkOf, orderCount } = await setUp({});
    try {
      expect(await linkOf({})).toMatch(new RegExp(`^${on.server.origin}/api/`));
      expect(await linkOf({ Host: 'burger.localhost:8080' })).toMatch(/^http:\/\/burger\.localhost:8080\/api\//);
      expect(await linkOf({ Host: '192.168.1.20:8080' })).toMatch(/^http:\/\/192\.168\.1\.20:8080\/api\//);
      // Without TRUST_PROXY a forwarded host or scheme is anyone's word: the request's Host stands.
      expect(
        await linkOf({ Host: 'shop.localhost:8080', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }),
      ).toMatch(/^http:\/\/shop\.localhost:8080\/api\//);

      // The demo payment page sends the customer back to the order on the origin the link was opened at.
      const link = new URL(await linkOf({ Host: 'burger.localhost:8080' }));
      const paid = await callWith(on, `${link.pathname.replace(/^\/api/, '')}${link.search}`, {
        method: 'POST',
        headers: { Host: 'burger.localhost:8080' },
      });
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get('location') ?? '', link);
      expect(back.origin).toBe('http://burger.localhost:8080');
      expect(back.pathname).toMatch(/^\/orders\/\d+$/);

      // A Host that is no plain host makes no link: the online order is refused, a cash order is placed.
      const before = orderCount();
      for (const Host of ['bad_host', 'a..b', 'x-.example', '-x.example']) {
        const refused = await placeWith({ Host });
        expect(refused.status, Host).toBe(400);
        expect(refused.body, Host).toMatchObject({ code: 'VALIDATION_FAILED', field: 'Host' });
      }
      expect(orderCount()).toBe(before);
      expectOk(await placeWith({ Host: 'bad_host' }, 'CASH'), OrderSchema, 201);
    } finally {
      await on.close();
    }
  });

  it('behind a trusted proxy is the forwarded host and scheme, checked like a Host', async () => {
    const { on, placeWith, linkOf } = await setUp({ trustProxy: true });
    try {
      expect(await linkOf({ 'X-Forwarded-Host': 'burger.example.uz', 'X-Forwarded-Proto': 'https' })).toMatch(
        /^https:\/\/burger\.example\.uz\/api\//,
      );
      // The value the proxy nearest to the server wrote: the last one.
      expect(await linkOf({ 'X-Forwarded-Host': 'first.example, shop.example.uz:8443' })).toMatch(
        /^http:\/\/shop\.example\.uz:8443\/api\//,
      );
      expect(await linkOf({ Host: 'shop.localhost:8080' })).toMatch(/^http:\/\/shop\.localhost:8080\/api\//);
      const forged: Record<string, string>[] = [
        { 'X-Forwarded-Host': 'evil.example/@shop.example' },
        { 'X-Forwarded-Host': 'shop.example"><script>' },
        { 'X-Forwarded-Host': 'user@evil.example' },
        { 'X-Forwarded-Host': 'shop.example?x=' },
        { 'X-Forwarded-Host': 'shop.example:99999' },
        { 'X-Forwarded-Host': '' },
        { 'X-Forwarded-Host': 'shop.example', 'X-Forwarded-Proto': 'javascript' },
      ];
      for (const headers of forged) {
        const refused = await placeWith(headers);
        expect(refused.status, JSON.stringify(headers)).toBe(400);
        expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'Host' });
      }
    } finally {
      await on.close();
    }
  });

  it("with PUBLIC_URL set, a link is on it, or on a merchant's subdomain of it, never on a host it does not name", async () => {
    const { on, linkOf } = await setUp({ trustProxy: true, publicUrl: 'https://shop.example.com' });
    try {
      expect(await linkOf({ 'X-Forwarded-Host': 'evil.example/@x' })).toMatch(/^https:\/\/shop\.example\.com\/api\//);
      expect(await linkOf({ Host: 'bad_host' })).toMatch(/^https:\/\/shop\.example\.com\/api\//);
      expect(await linkOf({ 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' })).toMatch(
        /^https:\/\/shop\.example\.com\/api\//,
      );
      // A merchant's subdomain, on PUBLIC_URL's scheme whatever the proxy said (TLS ends there).
      expect(await linkOf({ 'X-Forwarded-Host': 'burger.shop.example.com', 'X-Forwarded-Proto': 'http' })).toMatch(
        /^https:\/\/burger\.shop\.example\.com\/api\//,
      );
    } finally {
      await on.close();
    }
    // Behind a proxy that sends its upstream's address as the host, without TRUST_PROXY: PUBLIC_URL.
    const direct = await setUp({ publicUrl: 'https://shop.example.com' });
    try {
      expect(await direct.linkOf({ Host: '127.0.0.1:8787' })).toMatch(/^https:\/\/shop\.example\.com\/api\//);
    } finally {
      await direct.on.close();
    }
  });
});
