/**
 * Crafted values that used to end in a 500 or be stored as they came: each is refused with a 4xx in the error shape
 * that names its field.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BranchSchema } from '../../src/shared/contract/branch.ts';
import { pageSchema } from '../../src/shared/contract/common.ts';
import { PlaceSchema } from '../../src/shared/contract/content.ts';
import { ReviewSchema } from '../../src/shared/contract/catalogue.ts';
import { MAX_ORDER_LINES, OrderSchema, type OrderRequest } from '../../src/shared/contract/order.ts';
import { AuthResponseSchema, UserSchema } from '../../src/shared/contract/user.ts';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../http/start-server.ts';
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
    ['firstName', { firstName: 'Ali\ud800' }],
    ['lastName', { lastName: '\udc00Vali' }],
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
    // A receiver's name is one line: no line break, Unicode's own separators included.
    const { request: forAnn } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart,
      extra: { receiverName: 'Ann\u2028Lee', receiverPhone: '998901234567' },
    });
    expect(
      expectError(
        await client.api('/orders/v1/orders', { method: 'POST', token: alice.token, body: forAnn }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('receiverName');
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

  it('cuts a long Telegram name at 100 characters, never through an emoji', async () => {
    const { user } = await client.signInTelegram({ id: 792, first_name: `a${'😀'.repeat(120)}` });
    const name = (user as { firstName: string }).firstName;
    expect(Array.from(name)).toHaveLength(100);
    expect(name).toBe(`a${'😀'.repeat(99)}`);
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

  it.each([
    ['a run of digits no coordinate has', `lat=${'1'.repeat(16_000)}x&lon=69.2`],
    ['a number written with leading zeros past any use', `lat=${'0'.repeat(40)}41&lon=69.2`],
  ])('refuses %s with 400 at once (the pattern never reads it)', async (_what, query) => {
    const started = performance.now();
    const answer = await client.api(`/deliveries/v1/delivery/zones/check?${query}`);
    expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe('lat');
    // Seconds of one thread when the pattern backtracked over the digits; a refusal takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses an empty point in the zone check too', async () => {
    expect(
      expectError(await client.api('/deliveries/v1/delivery/zones/check?lat=&lon='), 400, 'VALIDATION_FAILED').field,
    ).toBe('lat');
  });
});

describe('an e-mail made to make the pattern backtrack', () => {
  it('is refused with 400 naming email at once, however long', async () => {
    for (const email of [`a@${'.'.repeat(60_000)}@`, `a@${'b.'.repeat(150)}`, 'a@b..c', 'a@b']) {
      const started = performance.now();
      const answer = await client.api('/users/v1/users/me', { method: 'PUT', token: alice.token, body: { email } });
      expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe('email');
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    const taken = await client.api('/users/v1/users/me', {
      method: 'PUT',
      token: alice.token,
      body: { email: 'alice.smith@mail.example.uz' },
    });
    expect(expectOk(taken, UserSchema).email).toBe('alice.smith@mail.example.uz');
  });
});

describe('ids in the address', () => {
  it.each(['0x1', '1e0', '+1', '01', '1.', '%201', '0b1'])('refuses the branch id %s with 400', async (id) => {
    expectError(await client.api(`/users/v1/branches/${id}`), 400, 'VALIDATION_FAILED');
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

describe('bodies as they are sent', () => {
  const address = { type: 'HOUSE', name: 'Amir Temur 1', latitude: 41.3, longitude: 69.2 };
  const addAddress = (options: { raw?: string | Uint8Array<ArrayBuffer>; body?: unknown; contentType?: string }) =>
    client.api('/users/v1/addresses', { method: 'POST', token: alice.token, ...options });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'refuses a body declared as %s with 415, and stores nothing',
    async (contentType) => {
      const before = expectOk(await client.api('/users/v1/addresses', { token: alice.token }), v.array(v.unknown()));
      expectError(await addAddress({ body: address, contentType }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const after = expectOk(await client.api('/users/v1/addresses', { token: alice.token }), v.array(v.unknown()));
      expect(after).toHaveLength(before.length);
    },
  );

  it('reads JSON declared with its charset', async () => {
    expectOk(await addAddress({ body: address, contentType: 'application/json; charset=utf-8' }), v.unknown(), 201);
  });

  it('refuses bytes that are not UTF-8 with 400 BAD_JSON instead of storing replacement marks', async () => {
    const text = new TextEncoder().encode(JSON.stringify({ ...address, name: 'NAME' }));
    const at = text.indexOf('N'.charCodeAt(0));
    const bytes = new Uint8Array([...text.slice(0, at), 0xff, 0xfe, ...text.slice(at + 4)]);
    expect(expectError(await addAddress({ raw: bytes }), 400, 'BAD_JSON').field).toBe('body');
  });

  it.each([
    ['cityId', { ...address, cityId: -1 }],
    ['cityId', { ...address, cityId: 1.5 }],
    ['cityId', { ...address, cityId: -1e308 }],
  ])('refuses an id that is no id (400 naming %s)', async (field, body) => {
    expect(expectError(await addAddress({ body }), 400, 'VALIDATION_FAILED').field).toBe(field);
  });

  it('refuses a booking of table 0, which no hall has', async () => {
    const branch = expectOk(await client.api('/users/v1/branches'), v.array(BranchSchema)).find(
      (b) => b.settings?.bookingEnabled,
    );
    if (!branch) throw new Error('no branch takes bookings');
    const place = expectOk(await client.api(`/users/v1/branches/${branch.id}/places`), v.array(PlaceSchema))[0];
    if (!place) throw new Error('the branch has no place');
    const reservedAt = nextLocalTime(client.server.deps.now(), 3, '12:00').toISOString();
    const answer = await client.api('/orders/v1/reservations', {
      method: 'POST',
      token: alice.token,
      body: { branchId: branch.id, placeId: place.id, tableId: 0, chairs: 50, reservedAt },
    });
    expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe('tableId');
  });

  it('checks a promo code against a basket of at most as many lines as an order takes', async () => {
    const line = { productId: plainProduct(catalogue, mainBranch(catalogue).id).id, count: 1 };
    const check = (lines: number) =>
      client.api('/orders/v1/promos/validate', {
        method: 'POST',
        token: alice.token,
        body: { code: 'NO-SUCH-CODE', serviceType: 'PICK_UP', cartItems: Array.from({ length: lines }, () => line) },
      });
    expect((await check(MAX_ORDER_LINES)).status).not.toBe(400);
    expect(expectError(await check(MAX_ORDER_LINES + 1), 400, 'VALIDATION_FAILED').field).toBe('cartItems');
  });

  it('refuses a delivery price no delivery has, instead of answering a discount of null', async () => {
    const line = { productId: plainProduct(catalogue, mainBranch(catalogue).id).id, count: 1 };
    const answer = await client.api('/orders/v1/promos/validate', {
      method: 'POST',
      token: alice.token,
      body: { code: 'NO-SUCH-CODE', serviceType: 'DELIVERY', cartItems: [line], deliveryPrice: 1e307 },
    });
    expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe('deliveryPrice');
  });
});

describe('requests refused before the app reads them', () => {
  /** Sends bytes as they are over a fresh connection and reads the whole answer (the server closes it). */
  const exchange = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const { port } = new URL(client.server.origin);
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
      });
    });
  const errorCode = (body: string) => (JSON.parse(body) as { code: string }).code;

  it('answers headers over Node’s limit with 431 in the error shape', async () => {
    const answer = await exchange(
      `GET /api/health?${'a=1&'.repeat(5000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(errorCode(answer.body)).toBe('HEADERS_TOO_LARGE');
  });

  it('answers a body sent both with a length and in chunks with 400 in the error shape', async () => {
    const answer = await exchange(
      'POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe('BAD_REQUEST');
  });

  it.each(['bad host', '[::1', 'a:99999'])(
    'answers a Host header no address can hold (%s) with 400 in the error shape',
    async (host) => {
      const answer = await exchange(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
      expect(answer.headers).toMatch(/x-content-type-options: nosniff/i);
      expect(errorCode(answer.body)).toBe('BAD_REQUEST');
    },
  );

  it('gives a request at most REQUEST_TIMEOUT_MS to arrive', () => {
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
  });
});
