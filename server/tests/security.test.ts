import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OverallSchema, ReviewSchema } from '../../src/shared/contract/catalogue.ts';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { OrderSchema } from '../../src/shared/contract/order.ts';
import { AddressSchema, UserSchema } from '../../src/shared/contract/user.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  NASTY,
  expectError,
  expectOk,
  moveClockToOpenHours,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';
import {
  buildOrder,
  loadCatalogue,
  mainBranch,
  plainProduct,
  pointInside,
  tariffPrice,
  type Catalogue,
} from './fixtures.ts';

let client: Client;
let catalogue: Catalogue;
let alice: Session;
/** Table names and row counts at the start, to prove nothing was dropped or emptied. */
let tablesBefore: string[];

const tableNames = () =>
  (
    client.server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);
const rows = (table: string) =>
  (client.server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

beforeAll(async () => {
  client = await startClient();
  moveClockToOpenHours(client.server);
  catalogue = await loadCatalogue(client);
  alice = await client.signIn();
  tablesBefore = tableNames();
});
afterAll(() => client.close());

describe('merchant scoping', () => {
  it('refuses a call without X-Merchant-Id with 400 MERCHANT_REQUIRED', async () => {
    for (const path of [
      '/products/v1/overalls',
      '/users/v1/branches',
      '/users/v1/users/me',
      '/support/v1/merchant/settings/web',
    ]) {
      expect(expectError(await client.api(path, { merchant: null }), 400, 'MERCHANT_REQUIRED').field).toBe(
        MERCHANT_HEADER,
      );
    }
    expectError(await client.api('/products/v1/overalls', { merchant: '   ' }), 400, 'MERCHANT_REQUIRED');
  });

  it('refuses an unknown merchant with 404 MERCHANT_NOT_FOUND', async () => {
    for (const merchant of ['00000000-0000-0000-0000-000000000000', "' OR '1'='1", 'demo']) {
      expectError(await client.api('/products/v1/overalls', { merchant }), 404, 'MERCHANT_NOT_FOUND');
    }
  });

  it('refuses a token issued under one merchant under another with 401, on every kind of call', async () => {
    const options = { token: alice.token, merchant: BURGER_MERCHANT_ID };
    expectError(await client.api('/users/v1/users/me', options), 401, 'UNAUTHORIZED');
    expectError(await client.api('/products/v1/overalls', options), 401, 'UNAUTHORIZED');
    expectError(await client.api('/users/v1/branches', options), 401, 'UNAUTHORIZED');
    expectError(await client.api(`/orders/v1/orders/user/${alice.user.id}`, options), 401, 'UNAUTHORIZED');
    // ...and it still works under its own merchant.
    expectOk(await client.api('/users/v1/users/me', { token: alice.token }), UserSchema);
  });

  it("never shows one merchant's catalogue under the other", async () => {
    const burger = expectOk(await client.api('/products/v1/overalls', { merchant: BURGER_MERCHANT_ID }), OverallSchema);
    const demoIds = new Set(catalogue.overall.products.map((p) => p.id));
    expect(burger.products.length).toBeGreaterThan(0);
    expect(burger.products.filter((p) => demoIds.has(p.id))).toEqual([]);
    const burgerIds = new Set(burger.products.map((p) => p.id));
    expect(catalogue.overall.products.filter((p) => burgerIds.has(p.id))).toEqual([]);
  });

  it("does not show one merchant's order under the other even to its owner", async () => {
    const burgerUser = await client.signIn(alice.user.phone ?? undefined, BURGER_MERCHANT_ID);
    expect(burgerUser.user.id).not.toBe(alice.user.id);
    const branchId = mainBranch(catalogue).id;
    const request = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: [{ productId: plainProduct(catalogue, branchId).id, count: 1 }],
    }).request;
    const order = expectOk(
      await client.api('/orders/v1/orders', { method: 'POST', token: alice.token, body: request }),
      OrderSchema,
      201,
    );
    expectError(
      await client.api(`/orders/v1/orders/${order.id}`, { token: burgerUser.token, merchant: BURGER_MERCHANT_ID }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('SQL metacharacters in free text', () => {
  it('stores every text field of an order verbatim', async () => {
    const branchId = mainBranch(catalogue).id;
    const zone = catalogue.zones[0];
    if (!zone) throw new Error('no zone');
    const point = pointInside(zone);
    const deliveryPrice = await tariffPrice(client, alice.token, branchId, point.latitude, point.longitude);
    for (const text of NASTY) {
      const fields = {
        office: text,
        domophone: text,
        entrance: text,
        floor: text,
        courierComment: text,
        comment: text,
      };
      const { request } = buildOrder(catalogue, {
        serviceType: 'DELIVERY',
        branchId,
        cart: [{ productId: plainProduct(catalogue, branchId).id, count: 1 }],
        deliveryPrice,
        extra: { ...fields, address: { name: text, description: text, ...point } },
      });
      const order = expectOk(
        await client.api('/orders/v1/orders', { method: 'POST', token: alice.token, body: request }),
        OrderSchema,
        201,
      );
      expect(order).toMatchObject({ ...fields, address: { name: text, description: text } });
      expect(
        expectOk(await client.api(`/orders/v1/orders/${order.id}`, { token: alice.token }), OrderSchema),
      ).toMatchObject(fields);
    }
  });

  it('treats a promo code with SQL metacharacters as an unknown code', async () => {
    const branchId = mainBranch(catalogue).id;
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    for (const code of ["' OR '1'='1", "WELCOME30'; --", '" OR ""="']) {
      const { request } = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart, extra: { promoCode: code } });
      expectError(
        await client.api('/orders/v1/orders', { method: 'POST', token: alice.token, body: request }),
        422,
        'PROMO_NOT_FOUND',
      );
      const validate = await client.api('/orders/v1/promos/validate', {
        method: 'POST',
        token: alice.token,
        body: { code, branchId, serviceType: 'PICK_UP', cartItems: cart },
      });
      expectError(validate, 422, 'PROMO_NOT_FOUND');
    }
  });

  it('stores names, review comments and address fields verbatim', async () => {
    const productId = plainProduct(catalogue, mainBranch(catalogue).id).id;
    for (const text of NASTY) {
      const user = expectOk(
        await client.api('/users/v1/users/me', {
          method: 'PUT',
          token: alice.token,
          body: { firstName: text, lastName: text },
        }),
        UserSchema,
      );
      expect(user).toMatchObject({ firstName: text, lastName: text });
      // Alice's one review of the product is replaced each time (201 the first time, 200 after).
      const review = expectOk(
        await client.api('/products/v1/comment', {
          method: 'POST',
          token: alice.token,
          body: { productId, grade: 3, comment: text },
        }),
        ReviewSchema,
        text === NASTY[0] ? 201 : 200,
      );
      expect(review).toMatchObject({ comment: text, user: { firstName: text, lastName: text } });
      const address = {
        type: 'HOUSE',
        name: text,
        streetName: text,
        details: text,
        comment: text,
        latitude: 41.3,
        longitude: 69.2,
      };
      expect(
        expectOk(
          await client.api('/users/v1/addresses', { method: 'POST', token: alice.token, body: address }),
          AddressSchema,
          201,
        ),
      ).toMatchObject(address);
    }
  });

  it('refuses SQL metacharacters in phones, ids, numbers and paths without a server error', async () => {
    const injection = encodeURIComponent('1 OR 1=1');
    expectError(
      await client.api('/users/v1/users/phone', { method: 'PUT', body: { phone: "' OR '1'='1", type: 'WEB' } }),
      400,
      'INVALID_PHONE',
    );
    expectError(
      await client.api('/users/v1/users/phone/verify', {
        method: 'PUT',
        body: { phone: "998901234567' --", code: '123456' },
      }),
      400,
      'INVALID_PHONE',
    );
    expectError(
      await client.api(`/dev/sms/latest?phone=${encodeURIComponent("' OR 1=1 --")}`, { merchant: null }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/users/v1/merchants/sub/${encodeURIComponent("demo' OR '1'='1")}`, { merchant: null }),
      404,
      'MERCHANT_NOT_FOUND',
    );
    expectError(await client.api(`/products/v1/comment/all?productId=${injection}`), 400, 'VALIDATION_FAILED');
    expectError(
      await client.api(`/support/v1/vacancies/${encodeURIComponent('1; DROP TABLE vacancies')}`),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await client.api(`/orders/v1/orders/${injection}`, { token: alice.token }), 400, 'VALIDATION_FAILED');
    expectError(
      await client.api(`/orders/v1/orders/user/${injection}`, { token: alice.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await client.api(`/orders/v1/orders/user/${alice.user.id}?page=${injection}`, { token: alice.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await client.api(`/deliveries/v1/delivery/zones/check?lat=${injection}&lon=69`),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await client.api(`/users/v1/branches/full?cityId=${injection}`), 400, 'VALIDATION_FAILED');
    expectError(
      await client.api(`/users/v1/city-merchant/merchant/${encodeURIComponent(`${DEMO_MERCHANT_ID}' OR '1'='1`)}`, {
        token: alice.token,
      }),
      404,
      'NOT_FOUND',
    );
    expect(
      expectError(
        await client.api(`/orders/v1/orders/user/${alice.user.id}?size=${injection}`, { token: alice.token }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('size');
  });

  it('leaves the database intact', () => {
    expect(tableNames()).toEqual(tablesBefore);
    for (const table of ['users', 'orders', 'products', 'addresses', 'reviews', 'promos', 'merchants', 'vacancies'])
      expect(rows(table)).toBeGreaterThan(0);
    expect(rows('merchants')).toBe(2);
  });
});

describe('generic answers', () => {
  it('answers an unknown /api path with a 404 JSON error', async () => {
    expectError(await client.api('/no/such/path'), 404, 'NOT_FOUND');
    expectError(await client.api('/users/v1/users/me', { method: 'DELETE', token: alice.token }), 404, 'NOT_FOUND');
    expectError(await client.api('/health', { method: 'POST' }), 404, 'NOT_FOUND');
  });

  it('refuses a malformed JSON body with 400 on every endpoint that reads one', async () => {
    const calls: [string, 'POST' | 'PUT'][] = [
      ['/users/v1/users/phone', 'PUT'],
      ['/users/v1/users/phone/verify', 'PUT'],
      ['/users/v1/users/me', 'PUT'],
      ['/users/v1/addresses', 'POST'],
      ['/products/v1/favourite', 'POST'],
      ['/products/v1/comment', 'POST'],
      ['/orders/v1/promos/validate', 'POST'],
      ['/orders/v1/orders', 'POST'],
      ['/orders/v1/orders/at-time', 'POST'],
      ['/orders/v1/reservations', 'POST'],
      ['/deliveries/v1/delivery/tariff/client/calculate', 'POST'],
      ['/webbot/v1/users/auth', 'POST'],
      ['/webbot/v1/users/token', 'POST'],
    ];
    for (const [path, method] of calls) {
      for (const raw of ['{"phone": ', 'not json', '']) {
        const error = expectError(await client.api(path, { method, token: alice.token, raw }), 400);
        expect(['BAD_JSON', 'VALIDATION_FAILED']).toContain(error.code);
      }
    }
  });

  it('answers JSON that is not an object with 400 naming the body', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      expect(
        expectError(
          await client.api('/users/v1/addresses', { method: 'POST', token: alice.token, raw }),
          400,
          'VALIDATION_FAILED',
        ).field,
      ).toBe('body');
    }
  });

  it('sends no-store and nosniff headers on private answers (public ones: server/tests/caching.test.ts)', async () => {
    const response = await client.api('/users/v1/users/me', { token: alice.token });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts the token scheme in any case but nothing but a bearer token', async () => {
    expectOk(
      await client.api('/users/v1/users/me', { headers: { Authorization: `bearer ${alice.token}` } }),
      UserSchema,
    );
    expectError(
      await client.api('/users/v1/users/me', { headers: { Authorization: `Token ${alice.token}` } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await client.api('/users/v1/users/me', { headers: { Authorization: `Bearer ${alice.token}x` } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await client.api('/users/v1/users/me', { headers: { Authorization: `Bearer ${alice.token.slice(0, -1)}` } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('a list of zero items is an empty JSON array, not an error', async () => {
    const user = await client.signIn();
    expect(expectOk(await client.api('/users/v1/addresses', { token: user.token }), v.array(AddressSchema))).toEqual(
      [],
    );
  });
});
