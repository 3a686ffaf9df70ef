/**
 * Crafted values that used to end in a 500 or be stored as they came: each is refused with a 4xx in the error shape
 * that names its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BranchSchema } from '../../src/shared/contract/branch.ts';
import { pageSchema } from '../../src/shared/contract/common.ts';
import { PlaceSchema } from '../../src/shared/contract/content.ts';
import { ReviewSchema } from '../../src/shared/contract/catalogue.ts';
import { OrderSchema, type OrderRequest } from '../../src/shared/contract/order.ts';
import { AuthResponseSchema, UserSchema } from '../../src/shared/contract/user.ts';
import { localClock } from '../services/delivery.ts';
import {
  DEMO_MERCHANT_ID,
  expectError,
  expectOk,
  initDataFor,
  moveClockToOpenHours,
  nextLocalTime,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';
import { buildOrder, loadCatalogue, mainBranch, plainProduct, type Catalogue } from './fixtures.ts';

let client: Client;
let catalogue: Catalogue;
let alice: Session;

beforeAll(async () => {
  client = await startClient();
  moveClockToOpenHours(client.server);
  catalogue = await loadCatalogue(client);
  alice = await client.signIn();
});
afterAll(() => client.close());

const FAR_FUTURE = '+275760-09-13T00:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('page sizes', () => {
  it.each(['2.5', '-1', '1e2', 'ten', '', '0x10'])('refuses size=%j with 400 naming size', async (size) => {
    const answer = await client.api(`/orders/v1/orders/user/${alice.user.id}?size=${encodeURIComponent(size)}`, {
      token: alice.token,
    });
    expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe('size');
  });

  it('takes a whole size and keeps it between 1 and 50', async () => {
    const path = `/orders/v1/orders/user/${alice.user.id}`;
    expect(expectOk(await client.api(`${path}?size=5`, { token: alice.token }), pageSchema(OrderSchema)).size).toBe(5);
    expect(expectOk(await client.api(`${path}?size=500`, { token: alice.token }), pageSchema(OrderSchema)).size).toBe(
      50,
    );
    expect(
      expectOk(await client.api(`${path}?size=0&page=0`, { token: alice.token }), pageSchema(OrderSchema)).size,
    ).toBe(1);
  });
});

describe('scheduled order times', () => {
  const atTime = (deliveryAt: string) => {
    const branchId = mainBranch(catalogue).id;
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const { request } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart,
      extra: { later: true, deliveryAt },
    });
    return client.api('/orders/v1/orders/at-time', { method: 'POST', token: alice.token, body: request });
  };

  it.each([
    FAR_FUTURE,
    '-271821-04-20T00:00:00.000Z',
    '2026-02-30T12:00:00Z',
    '2026-06-01T24:30:00Z',
    'tomorrow',
    '2026-06-01',
    '1717243200000',
  ])('refuses deliveryAt %j with 400 naming it', async (deliveryAt) => {
    expect(expectError(await atTime(deliveryAt), 400, 'VALIDATION_FAILED').field).toBe('deliveryAt');
  });

  it('refuses a time more than 8 days ahead with 422 TOO_FAR_AHEAD and takes one a week ahead', async () => {
    const now = client.server.deps.now();
    const far = nextLocalTime(new Date(now.getTime() + 8 * DAY_MS), 3, '12:00');
    const error = expectError(await atTime(far.toISOString()), 422, 'TOO_FAR_AHEAD');
    expect(error).toMatchObject({ field: 'deliveryAt' });
    expect(error.description.eng).toBe('Choose a time within the next 8 days');
    const week = nextLocalTime(new Date(now.getTime() + 6 * DAY_MS), 3, '12:00');
    expect(expectOk(await atTime(week.toISOString()), OrderSchema, 201).deliveryAt).toBe(week.toISOString());
  });
});

describe('reservation times', () => {
  const reserve = async (reservedAt: string) => {
    const branch = expectOk(await client.api('/users/v1/branches'), v.array(BranchSchema)).find(
      (b) => b.settings?.bookingEnabled,
    );
    if (!branch) throw new Error('no branch takes bookings');
    const place = expectOk(await client.api(`/users/v1/branches/${branch.id}/places`), v.array(PlaceSchema))[0];
    if (!place) throw new Error('the branch has no place');
    return client.api('/orders/v1/reservations', {
      method: 'POST',
      token: alice.token,
      body: { branchId: branch.id, placeId: place.id, chairs: 2, reservedAt },
    });
  };

  it('refuses the far future with 422 TOO_FAR_AHEAD and impossible dates with 400, naming reservedAt', async () => {
    expect(expectError(await reserve('9999-12-31T12:00:00Z'), 422, 'TOO_FAR_AHEAD').field).toBe('reservedAt');
    const in100Days = nextLocalTime(new Date(client.server.deps.now().getTime() + 100 * DAY_MS), 3, '12:00');
    expect(expectError(await reserve(in100Days.toISOString()), 422, 'TOO_FAR_AHEAD').field).toBe('reservedAt');
    for (const bad of [
      FAR_FUTURE,
      '2026-13-01T12:00:00Z',
      '2026-02-29T12:00:00+05:00',
      '2026-06-01 12:00',
      'Tue Jun 02 2026',
    ]) {
      expect(expectError(await reserve(bad), 400, 'VALIDATION_FAILED').field).toBe('reservedAt');
    }
  });
});

describe('birthdays', () => {
  const update = (birthday: string) =>
    client.api('/users/v1/users/me', { method: 'PUT', token: alice.token, body: { birthday } });

  it.each(['2024-13-45', '2999-01-01', '2023-02-29', '1899-12-31', '0000-01-01', '2024-00-10'])(
    'refuses %s with 400 naming birthday',
    async (birthday) => {
      expect(expectError(await update(birthday), 400, 'VALIDATION_FAILED').field).toBe('birthday');
    },
  );

  it('refuses tomorrow and takes a real past date, a leap day and today', async () => {
    const today = localClock(client.server.deps.now()).dateKey;
    const tomorrow = localClock(new Date(client.server.deps.now().getTime() + DAY_MS)).dateKey;
    expect(expectError(await update(tomorrow), 400, 'VALIDATION_FAILED').field).toBe('birthday');
    for (const birthday of ['1990-05-17', '2000-02-29', today])
      expect(expectOk(await update(birthday), UserSchema).birthday).toBe(birthday);
  });
});

describe('control characters in free text', () => {
  const productId = () => plainProduct(catalogue, mainBranch(catalogue).id).id;

  it.each([
    ['firstName', { firstName: 'Ali\u0000' }],
    ['lastName', { lastName: 'Vali\u0007' }],
    ['firstName', { firstName: 'Ali\nAdmin' }],
    ['lastName', { lastName: '\u202Enimda' }],
    ['firstName', { firstName: 'A\u0085B' }],
  ])('refuses a name with one (400 naming %s)', async (field, body) => {
    expect(
      expectError(
        await client.api('/users/v1/users/me', { method: 'PUT', token: alice.token, body }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe(field);
  });

  it('refuses them in a review comment but keeps line breaks, and the review list shows nothing hidden', async () => {
    const post = (comment: string) =>
      client.api('/products/v1/comment', {
        method: 'POST',
        token: alice.token,
        body: { productId: productId(), grade: 4, comment },
      });
    for (const comment of ['Tasty\u0000', 'Bell\u0007', 'esc\u001b[31m', 'rtl\u202Eevil']) {
      expect(expectError(await post(comment), 400, 'VALIDATION_FAILED').field).toBe('comment');
    }
    expect(expectOk(await post('Tasty.\nWill order again.\tFive stars'), ReviewSchema, 201).comment).toBe(
      'Tasty.\nWill order again.\tFive stars',
    );
  });

  it('names the nested field in an order and in an address', async () => {
    const branchId = mainBranch(catalogue).id;
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const { request } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart,
      extra: { comment: 'Ring\u0007twice' },
    });
    expect(
      expectError(
        await client.api('/orders/v1/orders', { method: 'POST', token: alice.token, body: request }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('comment');
    const address = { type: 'HOUSE', name: 'Home\u0000', latitude: 41.3, longitude: 69.2 };
    expect(
      expectError(
        await client.api('/users/v1/addresses', { method: 'POST', token: alice.token, body: address }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('name');
  });

  it('drops them from a Telegram user name, which comes signed and cannot be refused', async () => {
    const { user } = await client.signInTelegram({ id: 791, first_name: 'Bob\u0000\u202E', last_name: 'Line\nBreak' });
    expect(user).toMatchObject({ firstName: 'Bob', lastName: 'Line Break' });
  });
});

describe('coordinates in the query', () => {
  it.each([
    ['lat=&lon=', 'lat'],
    ['lat=41.3&lon=', 'lon'],
    ['lat=%20&lon=69.2', 'lat'],
    ['lat=0x29&lon=69.2', 'lat'],
    ['lat=41.3&lon=Infinity', 'lon'],
    ['lat=91&lon=69.2', 'lat'],
    ['lat=41.3&lon=-181', 'lon'],
  ])('refuses closest?%s with 400 naming %s, not as (0, 0)', async (query, field) => {
    const answer = await client.api(`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?${query}`);
    expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe(field);
  });

  it('refuses an empty point in the zone check too', async () => {
    expect(
      expectError(await client.api('/deliveries/v1/delivery/zones/check?lat=&lon='), 400, 'VALIDATION_FAILED').field,
    ).toBe('lat');
  });
});

describe('initData dated in the future', () => {
  const auth = (initData: string) => client.api('/webbot/v1/users/auth', { method: 'POST', body: { initData } });

  it('refuses initData dated a year or an hour ahead with 401 naming initData', async () => {
    for (const ahead of [365 * DAY_MS, 60 * 60 * 1000]) {
      const initData = initDataFor({ id: 792, first_name: 'Future' }, new Date(Date.now() + ahead));
      expect(expectError(await auth(initData), 401, 'INIT_DATA_INVALID').field).toBe('initData');
    }
  });

  it("forgives a minute of difference between Telegram's clock and ours", async () => {
    expectOk(
      await auth(initDataFor({ id: 793, first_name: 'Skew' }, new Date(Date.now() + 60_000))),
      AuthResponseSchema,
    );
  });
});

describe('totals to the tiyin', () => {
  const request = () => {
    const branchId = mainBranch(catalogue).id;
    return buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: [{ productId: plainProduct(catalogue, branchId).id, count: 2 }],
    }).request;
  };
  const place = (body: OrderRequest) => client.api('/orders/v1/orders', { method: 'POST', token: alice.token, body });

  it('refuses a total one tiyin off, naming the total that differs', async () => {
    const exact = request();
    expect(
      expectError(await place({ ...exact, totalPrice: exact.totalPrice + 0.01 }), 409, 'PRICE_MISMATCH').field,
    ).toBe('totalPrice');
    expect(
      expectError(await place({ ...exact, totalPrice: exact.totalPrice - 0.01 }), 409, 'PRICE_MISMATCH').field,
    ).toBe('totalPrice');
    const productPrice = exact.productPrice + 0.01;
    expect(expectError(await place({ ...exact, productPrice }), 409, 'PRICE_MISMATCH').field).toBe('productPrice');
    expect(
      expectError(await place({ ...exact, productCount: exact.productCount + 1 }), 409, 'PRICE_MISMATCH').field,
    ).toBe('productCount');
  });

  it('takes a total less than a tiyin off (a rounding difference) and the exact one', async () => {
    const exact = request();
    expectOk(await place({ ...exact, totalPrice: exact.totalPrice + 0.004 }), OrderSchema, 201);
    expectOk(await place(exact), OrderSchema, 201);
  });
});
