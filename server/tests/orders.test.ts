import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CourierSchema } from '../../src/shared/contract/branch.ts';
import { pageSchema } from '../../src/shared/contract/common.ts';
import { PlaceSchema } from '../../src/shared/contract/content.ts';
import {
  OrderSchema,
  PromoValidateResponseSchema,
  RepeatOrderSchema,
  type CartItem,
  type Order,
  type OrderRequest,
  type Promo,
} from '../../src/shared/contract/order.ts';
import { priceOrder } from '../../src/shared/contract/pricing.ts';
import { AddressSchema, CashbackMoveSchema, UserSchema } from '../../src/shared/contract/user.ts';
import { messages } from '../http/messages.ts';
import { advanceDemoOrders } from '../services/demo-clock.ts';
import { checkHours, localClock } from '../services/delivery.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  expectError,
  expectOk,
  moveClockToOpenHours,
  nextLocalTime,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';
import {
  OUTSIDE,
  buildOrder,
  inactiveSomewhere,
  loadCatalogue,
  mainBranch,
  myPromos,
  placePickUp,
  plainProduct,
  plainProducts,
  pointInside,
  pricedLines,
  productWithRequiredOptions,
  stockedProduct,
  tariffPrice,
  withSettingsOff,
  type Catalogue,
} from './fixtures.ts';

let client: Client;
let catalogue: Catalogue;
let branchId: number;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  client = await startClient();
  // Immediate orders need an open branch: Tuesday noon in Tashkent, whatever the wall clock says.
  moveClockToOpenHours(client.server);
  catalogue = await loadCatalogue(client);
  branchId = mainBranch(catalogue).id;
  alice = await client.signIn();
  bob = await client.signIn();
});
afterAll(() => client.close());

const ORDERS = '/orders/v1/orders';
const post = (path: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  client.api(path, { method: 'POST', token, body, headers });
const place = (token: string, request: OrderRequest, headers: Record<string, string> = {}) =>
  post(ORDERS, token, request, headers);
const getOrder = (token: string, id: number) => client.api(`${ORDERS}/${id}`, { token });
const meOf = async (token: string) => expectOk(await client.api('/users/v1/users/me', { token }), UserSchema);
const OrderPageSchema = pageSchema(OrderSchema);
const orderCount = (userId: number) =>
  (client.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId) as { n: number }).n;

const welcomePromo = async (token: string): Promise<Promo> => {
  const promo = (await myPromos(client, token)).find((p) => p.code.startsWith('WELCOME'));
  if (!promo) throw new Error('the new user got no WELCOME promo');
  return promo;
};

/** Enough units of the dearest plain product to reach `minimum` after its own discount. */
const cartReaching = (minimum: number): CartItem[] => {
  const list = plainProducts(catalogue, branchId);
  const product = list[list.length - 1];
  if (!product) throw new Error('no plain product');
  const net = product.costPrice * (1 - (product.discount ?? 0) / 100);
  return [{ productId: product.id, count: Math.ceil(minimum / net) + 1 }];
};

const firstZone = () => {
  const zone = catalogue.zones[0];
  if (!zone) throw new Error('the merchant has no delivery zone');
  return zone;
};

const simplePickUp = (count = 1, extra: Partial<OrderRequest> = {}) =>
  buildOrder(catalogue, {
    serviceType: 'PICK_UP',
    branchId,
    cart: [{ productId: plainProduct(catalogue, branchId).id, count }],
    extra,
  });

describe('placing orders', () => {
  it('runs on a server clock set to Tuesday noon in Tashkent, when every branch is open', () => {
    const clock = localClock(client.server.deps.now());
    expect(clock.day).toBe(2);
    expect(Math.floor(clock.minutes / 60)).toBe(12);
    for (const branch of catalogue.branches)
      expect(checkHours(branch.workHours, client.server.deps.now())).toBe('open');
  });

  it('places a pick-up order with the totals the shared pricing computes', async () => {
    const [p1, p2] = plainProducts(catalogue, branchId);
    if (!p1 || !p2) throw new Error('not enough plain products');
    const cart = [
      { productId: p1.id, count: 2 },
      { productId: p2.id, count: 1 },
    ];
    const { request, summary } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart,
      extra: { comment: 'No onions' },
    });
    const order = expectOk(await place(alice.token, request), OrderSchema, 201);
    expect(order).toMatchObject({
      userId: alice.user.id,
      status: 'OPEN',
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      isPaid: false,
      paymentUrl: null,
      address: null,
      deliveryType: null,
      courierStatus: null,
      comment: 'No onions',
      later: false,
      productCount: 3,
      productPrice: summary.productPrice,
      productDiscount: summary.productDiscount,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      totalDiscount: summary.totalDiscount,
      cashback: 0,
      totalPrice: summary.totalPrice,
    });
    expect(order.branch.id).toBe(branchId);
    expect(order.items.map((line) => [line.productId, line.count])).toEqual([
      [p1.id, 2],
      [p2.id, 1],
    ]);
    expect(order.number).toMatch(/^\d+$/);
    expect(expectOk(await getOrder(alice.token, order.id), OrderSchema)).toEqual(order);
  });

  it('places a delivery order to a point inside a zone, with a promo and cashback', async () => {
    const zone = firstZone();
    const point = pointInside(zone);
    const user = await client.signIn();
    const promo = await welcomePromo(user.token);
    const deliveryPrice = await tariffPrice(client, user.token, branchId, point.latitude, point.longitude);
    expect(deliveryPrice).toBe(zone.price);
    const balance = (await meOf(user.token)).cashback;
    const { request, summary } = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart: cartReaching(promo.minPrice),
      deliveryPrice,
      promo,
      cashbackRequested: 5000,
      cashbackBalance: balance,
      extra: {
        address: { name: 'Amir Temur 1', description: null, ...point },
        addressType: 'APARTMENT',
        entrance: '2',
        floor: '5',
        courierComment: 'Call me',
      },
    });
    expect(summary.promoBelowMinimum).toBe(false);
    expect(summary.cashback).toBe(5000);
    const order = expectOk(await place(user.token, request), OrderSchema, 201);
    expect(order).toMatchObject({
      serviceType: 'DELIVERY',
      status: 'OPEN',
      promoCode: promo.code,
      cashback: 5000,
      deliveryPrice: zone.price,
      deliveryType: 'OWN',
      courierStatus: 'NONE',
      address: { name: 'Amir Temur 1', description: 'Amir Temur 1', ...point },
      addressType: 'APARTMENT',
      entrance: '2',
      floor: '5',
      courierComment: 'Call me',
      productDiscount: summary.productDiscount,
      totalPrice: summary.totalPrice,
    });
    expect(order.deliveryTariffId).toEqual(expect.any(String));
    expect((await meOf(user.token)).cashback).toBe(balance - 5000);
  });

  it('delivers to a saved address by its id', async () => {
    const point = pointInside(firstZone());
    const saved = expectOk(
      await post('/users/v1/addresses', alice.token, {
        type: 'HOUSE',
        name: 'Saved home',
        latitude: point.latitude,
        longitude: point.longitude,
      }),
      AddressSchema,
      201,
    );
    const deliveryPrice = await tariffPrice(client, alice.token, branchId, point.latitude, point.longitude);
    const { request } = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart: [{ productId: plainProduct(catalogue, branchId).id, count: 1 }],
      deliveryPrice,
      extra: { addressId: saved.id },
    });
    const order = expectOk(await place(alice.token, request), OrderSchema, 201);
    expect(order.address).toEqual({
      name: 'Saved home',
      description: 'Saved home',
      latitude: point.latitude,
      longitude: point.longitude,
      streetName: null,
      houseNumber: null,
    });
    // Another user's saved address cannot be used.
    expect(expectError(await place(bob.token, request), 400, 'VALIDATION_FAILED').field).toBe('addressId');
  });

  it('an order to a saved flat carries its street, house, flat, entrance, floor, door code and note for the courier', async () => {
    const point = pointInside(firstZone());
    const saved = expectOk(
      await post('/users/v1/addresses', alice.token, {
        type: 'APARTMENT',
        name: 'Home',
        streetName: 'Amir Temur',
        houseNumber: '15',
        office: '42',
        entrance: '3',
        floor: '7',
        domophone: '42K',
        comment: 'Ring twice',
        latitude: point.latitude,
        longitude: point.longitude,
      }),
      AddressSchema,
      201,
    );
    const deliveryPrice = await tariffPrice(client, alice.token, branchId, point.latitude, point.longitude);
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const asSaved = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart,
      deliveryPrice,
      extra: { addressId: saved.id, addressType: 'APARTMENT' },
    }).request;
    const order = expectOk(await place(alice.token, asSaved), OrderSchema, 201);
    expect(order.address).toMatchObject({ name: 'Home', streetName: 'Amir Temur', houseNumber: '15' });
    expect(order).toMatchObject({
      office: '42',
      entrance: '3',
      floor: '7',
      domophone: '42K',
      courierComment: 'Ring twice',
    });
    // The same answer when the order is read back.
    expect(expectOk(await getOrder(alice.token, order.id), OrderSchema)).toMatchObject({
      address: { streetName: 'Amir Temur' },
      entrance: '3',
      courierComment: 'Ring twice',
    });
    // What was typed at checkout wins over the saved address; what was left empty there comes from it.
    const typed = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart,
      deliveryPrice,
      extra: { addressId: saved.id, addressType: 'APARTMENT', entrance: '4', courierComment: 'Leave at the door' },
    }).request;
    expect(expectOk(await place(alice.token, typed), OrderSchema, 201)).toMatchObject({
      entrance: '4',
      floor: '7',
      courierComment: 'Leave at the door',
    });
  });

  it('gives an online payment a payment link and refuses a payment type the merchant does not take', async () => {
    const online = expectOk(
      await place(alice.token, simplePickUp(1, { paymentType: 'PAYME' }).request),
      OrderSchema,
      201,
    );
    expect(online.paymentUrl).toMatch(new RegExp(`/api/dev/pay/${online.id}\\?key=[\\w-]{32}$`));
    const refused = await place(alice.token, simplePickUp(1, { paymentType: 'APELSIN' }).request);
    expect(expectError(refused, 422, 'PAYMENT_UNAVAILABLE').field).toBe('paymentType');
  });

  it('refuses an order without a token (401), with a bad body (400) or malformed JSON (400)', async () => {
    const { request } = simplePickUp();
    expectError(await post(ORDERS, undefined, request), 401, 'UNAUTHORIZED');
    expectError(await post(`${ORDERS}/at-time`, undefined, request), 401, 'UNAUTHORIZED');
    expect(expectError(await place(alice.token, { ...request, cartItems: [] }), 400, 'VALIDATION_FAILED').field).toBe(
      'cartItems',
    );
    expect(
      expectError(
        await place(alice.token, { ...request, serviceType: 'TELEPORT' as 'PICK_UP' }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('serviceType');
    expect(
      expectError(
        await place(alice.token, { ...request, cartItems: [{ productId: 1, count: 0 }] }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('cartItems.0.count');
    expectError(
      await client.api(ORDERS, { method: 'POST', token: alice.token, raw: '{"serviceType":' }),
      400,
      'BAD_JSON',
    );
  });

  it("refuses another merchant's branch", async () => {
    const burgerUser = await client.signIn(undefined, BURGER_MERCHANT_ID);
    const response = await client.api(ORDERS, {
      method: 'POST',
      token: burgerUser.token,
      merchant: BURGER_MERCHANT_ID,
      body: simplePickUp().request,
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').field).toBe('branchId');
  });
});

describe('the server re-checks every order', () => {
  it.each([
    ['a lower total', (r: OrderRequest) => ({ ...r, totalPrice: r.totalPrice - 1000 })],
    ['a higher total', (r: OrderRequest) => ({ ...r, totalPrice: r.totalPrice + 1000 })],
    [
      'a lower product price',
      (r: OrderRequest) => ({ ...r, productPrice: r.productPrice - 1, totalPrice: r.totalPrice - 1 }),
    ],
    [
      'a made-up discount',
      (r: OrderRequest) => ({
        ...r,
        productDiscount: r.productDiscount + 5000,
        totalDiscount: r.totalDiscount + 5000,
        totalPrice: r.totalPrice - 5000,
      }),
    ],
    ['a wrong product count', (r: OrderRequest) => ({ ...r, productCount: r.productCount + 1 })],
    [
      'a delivery price on pick-up',
      (r: OrderRequest) => ({ ...r, deliveryPrice: 10000, totalPrice: r.totalPrice + 10000 }),
    ],
  ])('refuses %s with 409 PRICE_MISMATCH', async (_label, tamper) => {
    const before = orderCount(alice.user.id);
    const error = expectError(await place(alice.token, tamper(simplePickUp(2).request)), 409, 'PRICE_MISMATCH');
    expect(error.description).toEqual(messages.overpriced);
    expect(error.description.eng).toBe('The product is overpriced');
    expect(orderCount(alice.user.id)).toBe(before);
  });

  it('refuses more cashback than the balance with 422 CASHBACK_TOO_MUCH', async () => {
    const balance = (await meOf(bob.token)).cashback;
    const { request } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: cartReaching(balance + 50000),
      cashbackRequested: balance + 1,
      cashbackBalance: balance + 1,
    });
    expect(expectError(await place(bob.token, request), 422, 'CASHBACK_TOO_MUCH').field).toBe('cashback');
  });

  it('refuses more than the stock of a branch with 422 NOT_ENOUGH_PRODUCTS and books the stock of a placed order', async () => {
    const { product, branchId: stockBranch, stock } = stockedProduct(catalogue);
    const order = (count: number, cart: CartItem[] = [{ productId: product.id, count }]) =>
      buildOrder(catalogue, { serviceType: 'PICK_UP', branchId: stockBranch, cart }).request;

    const tooMany = expectError(await place(alice.token, order(stock + 1)), 422, 'NOT_ENOUGH_PRODUCTS');
    expect(tooMany.message).toBe(`Not enough products! Maximum amount ${stock}`);
    expect(tooMany.description.ru).toContain(String(stock));
    expect(tooMany.field).toBe('cartItems.0.count');
    // Two lines of the same product count together.
    const split = order(0, [
      { productId: product.id, count: stock },
      { productId: product.id, count: 1 },
    ]);
    expectError(await place(alice.token, split), 422, 'NOT_ENOUGH_PRODUCTS');

    const placed = expectOk(await place(alice.token, order(stock)), OrderSchema, 201);
    const left = (await loadCatalogue(client)).overall.products
      .find((p) => p.id === product.id)
      ?.productBranch?.find((b) => b.branchId === stockBranch);
    expect(left?.stock).toBe(0);
    expect(expectError(await place(bob.token, order(1)), 422, 'NOT_ENOUGH_PRODUCTS').message).toBe(
      'Not enough products! Maximum amount 0',
    );

    // Cancelling gives the stock back.
    expectOk(await client.api(`${ORDERS}/${placed.id}/cancel`, { method: 'PUT', token: alice.token }), OrderSchema);
    expectOk(await place(bob.token, order(1)), OrderSchema, 201);
  });

  it("refuses a product switched off at the branch, an unknown product and another merchant's product with 422 PRODUCT_NOT_AVAILABLE", async () => {
    const { product, branchId: offBranch } = inactiveSomewhere(catalogue);
    const cart = [{ productId: product.id, count: 1 }];
    const request = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId: offBranch, cart }).request;
    expect(expectError(await place(alice.token, request), 422, 'PRODUCT_NOT_AVAILABLE').field).toBe(
      'cartItems.0.productId',
    );

    const unknown = { ...simplePickUp().request, cartItems: [{ productId: 999999, count: 1 }] };
    expectError(await place(alice.token, unknown), 422, 'PRODUCT_NOT_AVAILABLE');
    const burger = await loadCatalogue(client, BURGER_MERCHANT_ID);
    const foreignProduct = burger.overall.products[0];
    if (!foreignProduct) throw new Error('the burger catalogue is empty');
    expectError(
      await place(alice.token, { ...simplePickUp().request, cartItems: [{ productId: foreignProduct.id, count: 1 }] }),
      422,
      'PRODUCT_NOT_AVAILABLE',
    );

    // A dish of a category shown without the basket (served in the hall only) is not sold online.
    const hall = catalogue.overall.categories.find((c) => c.isWithoutCart === true);
    const hallDish = catalogue.overall.products.find((p) => p.categoryId === hall?.id);
    if (!hallDish) throw new Error('the demo menu has no dish shown without the basket');
    const offline = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: [{ productId: hallDish.id, count: 1 }],
    }).request;
    expectError(await place(alice.token, offline), 422, 'PRODUCT_NOT_AVAILABLE');
  });

  it('checks modifications against their groups: minimum, maximum, unknown and repeated options', async () => {
    const product = productWithRequiredOptions(catalogue, branchId);
    const groups = product.modificationGroups ?? [];
    const required = groups.find((g) => g.minimum > 0 && g.maximum > 0);
    if (!required) throw new Error('no required group');
    const validPicks = groups.flatMap((g) =>
      g.modifications.slice(0, g.minimum).map((m) => ({ modificationId: m.id, count: 1 })),
    );
    const orderWith = (modifications: { modificationId: number; count: number }[]) => ({
      ...simplePickUp().request,
      cartItems: [{ productId: product.id, count: 1, modifications }],
    });

    expect(expectError(await place(alice.token, orderWith([])), 422, 'MODIFIERS_INVALID').field).toBe(
      'cartItems.0.modifications',
    );
    const tooMany =
      required.modifications.length > required.maximum
        ? required.modifications.slice(0, required.maximum + 1).map((m) => ({ modificationId: m.id, count: 1 }))
        : [{ modificationId: required.modifications[0]?.id ?? 0, count: required.maximum + 1 }];
    expectError(await place(alice.token, orderWith(tooMany)), 422, 'MODIFIERS_INVALID');
    expectError(
      await place(alice.token, orderWith([...validPicks, { modificationId: 999999, count: 1 }])),
      422,
      'MODIFIERS_INVALID',
    );
    const first = validPicks[0];
    if (!first) throw new Error('no valid pick');
    expectError(await place(alice.token, orderWith([first, first])), 422, 'MODIFIERS_INVALID');

    const cart = [{ productId: product.id, count: 2, modifications: validPicks }];
    const { request, summary } = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart });
    const order = expectOk(await place(alice.token, request), OrderSchema, 201);
    expect(order.totalPrice).toBe(summary.totalPrice);
    expect(order.items[0]?.modifications.map((m) => m.modificationId)).toEqual(validPicks.map((m) => m.modificationId));
    const withOptions = pricedLines(catalogue, cart)[0];
    expect(withOptions?.modifications).toHaveLength(validPicks.length);
  });

  it('refuses delivery outside every zone (422 OUT_OF_ZONE) and without an address (422 ADDRESS_REQUIRED)', async () => {
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const outside = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart,
      deliveryPrice: 10000,
      extra: { address: { name: 'Far away', ...OUTSIDE } },
    }).request;
    expect(expectError(await place(alice.token, outside), 422, 'OUT_OF_ZONE').field).toBe('address');
    const nowhere = buildOrder(catalogue, { serviceType: 'DELIVERY', branchId, cart, deliveryPrice: 10000 }).request;
    expectError(await place(alice.token, nowhere), 422, 'ADDRESS_REQUIRED');
  });

  it('refuses delivery to an account without a phone (422 PHONE_REQUIRED), and takes its pick-up', async () => {
    const noPhone = await client.signInTelegram({ id: 7_700_101, first_name: 'Dilnoza' });
    expect((await meOf(noPhone.token)).phone ?? null).toBeNull();
    const point = pointInside(firstZone());
    const delivery = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart: [{ productId: plainProduct(catalogue, branchId).id, count: 1 }],
      deliveryPrice: await tariffPrice(client, noPhone.token, branchId, point.latitude, point.longitude),
      extra: { address: { name: 'Home', ...point } },
    }).request;
    expectError(await place(noPhone.token, delivery), 422, 'PHONE_REQUIRED');
    expectOk(await place(noPhone.token, simplePickUp(1).request), OrderSchema, 201);
  });

  it('refuses a delivery type on a pick-up order with 400', async () => {
    const error = expectError(
      await place(alice.token, simplePickUp(1, { deliveryType: 'OWN' }).request),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.field).toBe('deliveryType');
  });

  it('keeps who receives the order and where its receipt goes; a receiver needs a name and a valid number', async () => {
    const forSomeoneElse = expectOk(
      await place(
        alice.token,
        simplePickUp(1, {
          receiverName: ' Dilshod ',
          receiverPhone: '+998 (90) 111-22-33',
          sendCheque: true,
          sendChequePhone: '93 444 55 66',
        }).request,
      ),
      OrderSchema,
      201,
    );
    expect(forSomeoneElse).toMatchObject({
      receiverName: 'Dilshod',
      receiverPhone: '998901112233',
      sendCheque: true,
      sendChequePhone: '998934445566',
    });
    // The receipt goes to the customer's own number when none is given; no receiver when none is asked for.
    const own = expectOk(await place(alice.token, simplePickUp(1, { sendCheque: true }).request), OrderSchema, 201);
    expect(own).toMatchObject({ receiverName: null, receiverPhone: null, sendChequePhone: alice.user.phone });
    for (const [extra, field] of [
      [{ receiverPhone: '998901112233' }, 'receiverName'],
      [{ receiverName: 'Dilshod', receiverPhone: '12345678901' }, 'receiverPhone'],
      [{ receiverName: 'Dilshod' }, 'receiverPhone'],
      [{ sendCheque: true, sendChequePhone: '+7 999 123 45 67' }, 'sendChequePhone'],
    ] as const) {
      const error = expectError(await place(alice.token, simplePickUp(1, extra).request), 400, 'VALIDATION_FAILED');
      expect(error.field).toBe(field);
    }
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body: one order, second answer 200 with the same id', async () => {
    const user = await client.signIn();
    const { request } = simplePickUp();
    const headers = { 'Idempotency-Key': 'order-key-0001' };
    const first = await place(user.token, request, headers);
    const created = expectOk(first, OrderSchema, 201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await place(user.token, request, headers);
    expect(expectOk(second, OrderSchema, 200).id).toBe(created.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');

    const page = expectOk(
      await client.api(`${ORDERS}/user/${user.user.id}?size=10&page=0`, { token: user.token }),
      OrderPageSchema,
    );
    expect(page.totalElements).toBe(1);
    expect(page.content.map((o) => o.id)).toEqual([created.id]);
  });

  it('refuses the same key with a different body with 409, naming the order already placed under it', async () => {
    const user = await client.signIn();
    const headers = { 'Idempotency-Key': 'order-key-0002' };
    const placed = expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 201);
    const refused = expectError(await place(user.token, simplePickUp(2).request, headers), 409, 'IDEMPOTENCY_CONFLICT');
    expect(refused.orderId).toBe(placed.id);
    expect(orderCount(user.user.id)).toBe(1);
  });

  it('forgets a key after 24 hours: the same request under it then places a new order', async () => {
    const user = await client.signIn();
    const headers = { 'Idempotency-Key': 'order-key-0024h' };
    const first = expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 201);
    const aged = (hours: number) =>
      client.server.db
        .prepare('UPDATE idempotency_keys SET created_at = ? WHERE user_id = ? AND key = ?')
        .run(
          new Date(client.server.deps.now().getTime() - hours * 3_600_000).toISOString(),
          user.user.id,
          headers['Idempotency-Key'],
        );
    aged(23);
    expect(expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 200).id).toBe(first.id);
    aged(25);
    const second = expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 201);
    expect(second.id).not.toBe(first.id);
    expect(orderCount(user.user.id)).toBe(2);
    // The key now stands for the new order.
    expect(expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 200).id).toBe(second.id);
  });

  it('never replays a cancelled order: the same key then places a new order, the same basket or a changed one', async () => {
    const user = await client.signIn();
    const headers = { 'Idempotency-Key': 'order-key-cancel' };
    const cancel = async (id: number) =>
      expect(
        expectOk(await client.api(`${ORDERS}/${id}/cancel`, { method: 'PUT', token: user.token }), OrderSchema).status,
      ).toBe('CANCELED');
    const first = expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 201);
    await cancel(first.id);
    const again = await place(user.token, simplePickUp(1).request, headers);
    const second = expectOk(again, OrderSchema, 201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(second).toMatchObject({ status: 'OPEN' });
    expect(second.id).not.toBe(first.id);
    // The key now stands for the new order: replayed while it lives, and no conflict naming the cancelled one.
    expect(expectOk(await place(user.token, simplePickUp(1).request, headers), OrderSchema, 200).id).toBe(second.id);
    expect(
      expectError(await place(user.token, simplePickUp(2).request, headers), 409, 'IDEMPOTENCY_CONFLICT').orderId,
    ).toBe(second.id);
    await cancel(second.id);
    const third = expectOk(await place(user.token, simplePickUp(2).request, headers), OrderSchema, 201);
    expect(third.id).not.toBe(second.id);
    expect(orderCount(user.user.id)).toBe(3);
  });

  it('keeps keys apart per user and refuses a malformed key', async () => {
    const headers = { 'Idempotency-Key': 'order-key-0003' };
    const a = expectOk(await place(alice.token, simplePickUp().request, headers), OrderSchema, 201);
    const b = expectOk(await place(bob.token, simplePickUp().request, headers), OrderSchema, 201);
    expect(a.id).not.toBe(b.id);
    expect(
      expectError(
        await place(alice.token, simplePickUp().request, { 'Idempotency-Key': "x'; --" }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('Idempotency-Key');
  });

  it('is the same order sent with its fields in another order, and whatever the contract does not know is no part of it', async () => {
    const user = await client.signIn();
    const headers = { 'Idempotency-Key': 'order-key-0005' };
    const { request } = simplePickUp();
    // Unknown to the contract and nested far deeper than any order: dropped before the request is compared.
    const sent = JSON.stringify(request);
    const raw = `${sent.slice(0, -1)},"extra":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const first = expectOk(
      await client.api(ORDERS, { method: 'POST', token: user.token, raw, headers }),
      OrderSchema,
      201,
    );
    const reordered = Object.fromEntries(Object.entries(request).reverse()) as OrderRequest;
    expect(expectOk(await place(user.token, reordered, headers), OrderSchema, 200).id).toBe(first.id);
    expect(orderCount(user.user.id)).toBe(1);
  });

  it('a refused request does not use up its key', async () => {
    const headers = { 'Idempotency-Key': 'order-key-0004' };
    const { request } = simplePickUp();
    expectError(await place(alice.token, { ...request, totalPrice: 1 }, headers), 409, 'PRICE_MISMATCH');
    expectOk(await place(alice.token, request, headers), OrderSchema, 201);
  });
});

describe('scheduled orders', () => {
  const atTime = (deliveryAt: Date | string, branch = branchId) => {
    const cart = [{ productId: plainProduct(catalogue, branch).id, count: 1 }];
    const at = typeof deliveryAt === 'string' ? deliveryAt : deliveryAt.toISOString();
    return buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId: branch,
      cart,
      extra: { later: true, deliveryAt: at },
    }).request;
  };
  const now = () => client.server.deps.now();

  it('places an order for later inside the branch hours, at least 30 minutes ahead', async () => {
    const at = new Date(now().getTime() + 2 * 60 * 60 * 1000);
    const order = expectOk(await post(`${ORDERS}/at-time`, alice.token, atTime(at)), OrderSchema, 201);
    expect(order).toMatchObject({ status: 'AT_TIME', later: true, deliveryAt: at.toISOString() });
  });

  it('places an order for a window (later: from deliveryAt to an hour after it) and refuses a window of another length or one for an order for now', async () => {
    const workday = catalogue.branches.find((b) => b.id === branchId)?.workHours.find((w) => !w.isClosed);
    if (!workday) throw new Error('the main branch never works');
    const start = nextLocalTime(new Date(now().getTime() + 2 * 60 * 60 * 1000), workday.day, '14:00');
    const until = new Date(start.getTime() + 60 * 60 * 1000).toISOString();
    const request = { ...atTime(start), deliveryUntil: until };
    const order = expectOk(await post(`${ORDERS}/at-time`, alice.token, request), OrderSchema, 201);
    expect(order).toMatchObject({ status: 'AT_TIME', deliveryAt: start.toISOString(), deliveryUntil: until });
    expect(expectOk(await getOrder(alice.token, order.id), OrderSchema).deliveryUntil).toBe(until);

    const twoHours = new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString();
    expect(
      expectError(
        await post(`${ORDERS}/at-time`, alice.token, { ...request, deliveryUntil: twoHours }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('deliveryUntil');
    expectError(
      await place(alice.token, { ...simplePickUp().request, deliveryUntil: until }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a time in the past or too soon with 422 DELIVERY_AT_INVALID', async () => {
    const past = new Date(now().getTime() - 60 * 60 * 1000);
    expect(
      expectError(await post(`${ORDERS}/at-time`, alice.token, atTime(past)), 422, 'DELIVERY_AT_INVALID').field,
    ).toBe('deliveryAt');
    const soon = new Date(now().getTime() + 10 * 60 * 1000);
    expectError(await post(`${ORDERS}/at-time`, alice.token, atTime(soon)), 422, 'DELIVERY_AT_INVALID');
  });

  it("refuses a time outside the branch's hours with 422 DELIVERY_AT_INVALID", async () => {
    const night = nextLocalTime(now(), 3, '03:00');
    expectError(await post(`${ORDERS}/at-time`, alice.token, atTime(night)), 422, 'DELIVERY_AT_INVALID');
  });

  it("refuses the branch's closed day with 422 HOLIDAY", async () => {
    const branch = catalogue.branches.find((b) => b.workHours.some((w) => w.isClosed));
    const closed = branch?.workHours.find((w) => w.isClosed);
    if (!branch || !closed) throw new Error('the seed has no branch with a closed day');
    const at = nextLocalTime(now(), closed.day, '12:00');
    expect(expectError(await post(`${ORDERS}/at-time`, alice.token, atTime(at, branch.id)), 422, 'HOLIDAY').field).toBe(
      'deliveryAt',
    );
  });

  it('refuses a scheduled order without a time and an immediate order with one (400)', async () => {
    const request = atTime(new Date(now().getTime() + 2 * 60 * 60 * 1000));
    expect(
      expectError(
        await post(`${ORDERS}/at-time`, alice.token, { ...request, deliveryAt: null }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('deliveryAt');
    expect(
      expectError(
        await post(`${ORDERS}/at-time`, alice.token, { ...request, deliveryAt: 'tomorrow' }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('deliveryAt');
    expect(expectError(await place(alice.token, request), 400, 'VALIDATION_FAILED').field).toBe('deliveryAt');
  });
});

describe("a user's orders", () => {
  it("hides another user's order: GET, cancel, repeat and call-waiter answer 404", async () => {
    const order = await placePickUp(client, catalogue, alice.token, branchId);
    expectError(await getOrder(bob.token, order.id), 404, 'NOT_FOUND');
    expectError(
      await client.api(`${ORDERS}/${order.id}/cancel`, { method: 'PUT', token: bob.token }),
      404,
      'NOT_FOUND',
    );
    expectError(await client.api(`${ORDERS}/${order.id}/repeat`, { token: bob.token }), 404, 'NOT_FOUND');
    expectError(await post(`${ORDERS}/${order.id}/call-waiter`, bob.token, undefined), 404, 'NOT_FOUND');
    expectError(await client.api(`${ORDERS}/user/${alice.user.id}`, { token: bob.token }), 404, 'NOT_FOUND');
    expectError(await client.api(`${ORDERS}/user/${alice.user.id}/active`, { token: bob.token }), 404, 'NOT_FOUND');
    expect(expectOk(await getOrder(alice.token, order.id), OrderSchema).status).toBe('OPEN');
  });

  it('refuses the order calls without a token, with a bad id, and an unknown order', async () => {
    for (const [method, path] of [
      ['GET', `${ORDERS}/1`],
      ['PUT', `${ORDERS}/1/cancel`],
      ['GET', `${ORDERS}/1/repeat`],
      ['POST', `${ORDERS}/1/call-waiter`],
      ['GET', `${ORDERS}/user/1`],
      ['GET', `${ORDERS}/user/1/active`],
    ] as const) {
      expectError(await client.api(path, { method }), 401, 'UNAUTHORIZED');
    }
    expect(expectError(await getOrder(alice.token, Number.NaN), 400, 'VALIDATION_FAILED').field).toBe('id');
    expectError(await getOrder(alice.token, 999999), 404, 'NOT_FOUND');
  });

  it('pages the orders newest first, filters the archive and lists the active ones', async () => {
    const user = await client.signIn();
    const placed: Order[] = [];
    for (let i = 0; i < 12; i += 1) placed.push(await placePickUp(client, catalogue, user.token, branchId));
    const newestFirst = placed.map((o) => o.id).reverse();
    const list = (query: string) => client.api(`${ORDERS}/user/${user.user.id}${query}`, { token: user.token });

    const page0 = expectOk(await list('?size=10&page=0'), OrderPageSchema);
    expect(page0).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2, last: false });
    expect(page0.content.map((o) => o.id)).toEqual(newestFirst.slice(0, 10));
    const page1 = expectOk(await list('?size=10&page=1'), OrderPageSchema);
    expect(page1).toMatchObject({ page: 1, totalElements: 12, last: true });
    expect(page1.content.map((o) => o.id)).toEqual(newestFirst.slice(10));
    expect(expectOk(await list(''), OrderPageSchema)).toMatchObject({ page: 0, size: 10 });

    expect(expectOk(await list('?onlyArchive=true'), OrderPageSchema).totalElements).toBe(0);
    const [c1, c2] = placed;
    if (!c1 || !c2) throw new Error('orders missing');
    for (const order of [c1, c2])
      expectOk(await client.api(`${ORDERS}/${order.id}/cancel`, { method: 'PUT', token: user.token }), OrderSchema);
    const archive = expectOk(await list('?size=10&page=0&onlyArchive=true'), OrderPageSchema);
    expect(archive.content.map((o) => o.id).sort()).toEqual([c1.id, c2.id].sort());
    expect(archive.content.every((o) => o.status === 'CANCELED')).toBe(true);

    const active = expectOk(await list('/active'), v.array(OrderSchema));
    expect(active).toHaveLength(10);
    expect(active.some((o) => o.id === c1.id)).toBe(false);

    expect(expectError(await list('?page=-1'), 400, 'VALIDATION_FAILED').field).toBe('page');
    expect(expectError(await list('?page=abc'), 400, 'VALIDATION_FAILED').field).toBe('page');
  });

  it('refuses what the merchant has switched off: a payment type, promo codes, cashback and cancelling', async () => {
    const user = await client.signIn();
    const promo = await welcomePromo(user.token);
    const balance = (await meOf(user.token)).cashback;
    const withPromo = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: cartReaching(promo.minPrice),
      promo,
    });
    const withCashback = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: cartReaching(50000),
      cashbackRequested: 1000,
      cashbackBalance: balance,
    });
    const placed = expectOk(await place(user.token, simplePickUp().request), OrderSchema, 201);
    await withSettingsOff(
      client.server.db,
      DEMO_MERCHANT_ID,
      ['paymeActive', 'promoActive', 'cashbackActive', 'cancelOrderActive'],
      async () => {
        const payme = simplePickUp(1, { paymentType: 'PAYME' }).request;
        expect(expectError(await place(user.token, payme), 422, 'PAYMENT_UNAVAILABLE').field).toBe('paymentType');
        expect(expectError(await place(user.token, withPromo.request), 422, 'PROMO_UNAVAILABLE').field).toBe(
          'promoCode',
        );
        const check = { code: promo.code, branchId, serviceType: 'PICK_UP', cartItems: withPromo.request.cartItems };
        expectError(await post('/orders/v1/promos/validate', user.token, check), 422, 'PROMO_UNAVAILABLE');
        expect(expectError(await place(user.token, withCashback.request), 422, 'CASHBACK_UNAVAILABLE').field).toBe(
          'cashback',
        );
        expectError(
          await client.api(`${ORDERS}/${placed.id}/cancel`, { method: 'PUT', token: user.token }),
          409,
          'ORDER_NOT_CANCELLABLE',
        );
        expect(orderCount(user.user.id)).toBe(1);
      },
    );
    // Switched on again, the same requests go through.
    expectOk(await place(user.token, withPromo.request), OrderSchema, 201);
    expectOk(await client.api(`${ORDERS}/${placed.id}/cancel`, { method: 'PUT', token: user.token }), OrderSchema);
  });

  it('cancels an OPEN order and gives the cashback back; a cancelled order cannot be cancelled again', async () => {
    const user = await client.signIn();
    const balance = (await meOf(user.token)).cashback;
    const { request, summary } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: cartReaching(50000),
      cashbackRequested: 3000,
      cashbackBalance: balance,
    });
    expect(summary.cashback).toBe(3000);
    const order = expectOk(await place(user.token, request), OrderSchema, 201);
    expect((await meOf(user.token)).cashback).toBe(balance - 3000);
    const cancelled = expectOk(
      await client.api(`${ORDERS}/${order.id}/cancel`, { method: 'PUT', token: user.token }),
      OrderSchema,
    );
    expect(cancelled).toMatchObject({ id: order.id, status: 'CANCELED', reasons: 'CLIENT' });
    expect(cancelled.canceledAt).toEqual(expect.any(String));
    expect((await meOf(user.token)).cashback).toBe(balance);
    expectError(
      await client.api(`${ORDERS}/${order.id}/cancel`, { method: 'PUT', token: user.token }),
      409,
      'ORDER_NOT_CANCELLABLE',
    );
  });

  it('calls a waiter only to a dine-in order', async () => {
    const pickUp = await placePickUp(client, catalogue, alice.token, branchId);
    expectError(await post(`${ORDERS}/${pickUp.id}/call-waiter`, alice.token, undefined), 409, 'NOT_DINE_IN');

    const places = expectOk(await client.api(`/users/v1/branches/${branchId}/places`), v.array(PlaceSchema));
    const hall = places[0];
    const table = hall?.tables[0];
    if (!hall || !table) throw new Error('the main branch has no table');
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const dineIn = buildOrder(catalogue, {
      serviceType: 'DINE_IN',
      branchId,
      cart,
      extra: { hallId: hall.id, tableId: table.id },
    }).request;
    const order = expectOk(await place(alice.token, dineIn), OrderSchema, 201);
    expect(order).toMatchObject({ serviceType: 'DINE_IN', tableId: table.id, hallId: hall.id, deliveryPrice: 0 });
    expect(order.waiterCalledAt ?? null).toBeNull();
    const called = expectOk(await post(`${ORDERS}/${order.id}/call-waiter`, alice.token, undefined), OrderSchema);
    expect(called.waiterCalledAt).toEqual(expect.any(String));

    expect(expectError(await place(alice.token, { ...dineIn, tableId: null }), 400, 'VALIDATION_FAILED').field).toBe(
      'tableId',
    );
    const otherBranch = catalogue.branches.find((b) => b.id !== branchId);
    if (!otherBranch) throw new Error('only one branch');
    const otherPlaces = expectOk(await client.api(`/users/v1/branches/${otherBranch.id}/places`), v.array(PlaceSchema));
    const foreignTable = otherPlaces[0]?.tables[0];
    if (!foreignTable) throw new Error('the other branch has no table');
    expectError(await place(alice.token, { ...dineIn, tableId: foreignTable.id }), 422, 'TABLE_UNAVAILABLE');
  });

  it("repeats an order with each line re-checked against today's menu", async () => {
    const [p1, p2] = plainProducts(catalogue, branchId);
    if (!p1 || !p2) throw new Error('not enough plain products');
    const cart = [
      { productId: p1.id, count: 2 },
      { productId: p2.id, count: 1 },
    ];
    const order = expectOk(
      await place(alice.token, buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart }).request),
      OrderSchema,
      201,
    );

    const repeat = expectOk(
      await client.api(`${ORDERS}/${order.id}/repeat`, { token: alice.token }),
      RepeatOrderSchema,
    );
    expect(repeat.items).toEqual(
      order.items.map((line) => ({
        productId: line.productId,
        count: line.count,
        modifications: [],
        available: true,
        oldUnitPrice: line.unitPrice,
        unitPrice: line.unitPrice,
      })),
    );

    // The merchant switches the second product off at the branch.
    client.server.db
      .prepare('UPDATE product_branches SET active = 0 WHERE product_id = ? AND branch_id = ?')
      .run(p2.id, branchId);
    try {
      const later = expectOk(
        await client.api(`${ORDERS}/${order.id}/repeat`, { token: alice.token }),
        RepeatOrderSchema,
      );
      expect(later.items.map((line) => [line.productId, line.available, line.unitPrice])).toEqual([
        [p1.id, true, order.items[0]?.unitPrice],
        [p2.id, false, null],
      ]);
    } finally {
      client.server.db
        .prepare('UPDATE product_branches SET active = 1 WHERE product_id = ? AND branch_id = ?')
        .run(p2.id, branchId);
    }
  });
});

describe('promo codes', () => {
  const validate = (token: string | undefined, body: unknown) => post('/orders/v1/promos/validate', token, body);

  it("lists the user's promos", async () => {
    const promos = await myPromos(client, alice.token);
    expect(promos.map((p) => p.code)).toContainEqual(expect.stringMatching(/^WELCOME/));
    expectError(await client.api('/orders/v1/promos/my'), 401, 'UNAUTHORIZED');
  });

  it('answers the discounts of a valid code, in any letter case', async () => {
    const promo = await welcomePromo(alice.token);
    const cart = cartReaching(promo.minPrice);
    const lines = pricedLines(catalogue, cart);
    const base = { lines, deliveryPrice: 0, isDelivery: false, cashbackRequested: 0, cashbackBalance: 0 };
    const withPromo = priceOrder({ ...base, promo });
    const without = priceOrder({ ...base, promo: null });
    const answer = expectOk(
      await validate(alice.token, {
        code: promo.code.toLowerCase(),
        branchId,
        serviceType: 'PICK_UP',
        cartItems: cart,
      }),
      PromoValidateResponseSchema,
    );
    expect(answer.promo.code).toBe(promo.code);
    expect(answer.productDiscount).toBe(withPromo.productDiscount - without.productDiscount);
    expect(answer.productDiscount).toBeGreaterThan(0);
    expect(answer.deliveryDiscount).toBe(0);
  });

  it('prices a basket sent without a branch at the first active one when the main branch is closed for good', async () => {
    const promo = await welcomePromo(alice.token);
    const cart = cartReaching(promo.minPrice);
    const main = client.server.db
      .prepare('SELECT id FROM branches WHERE merchant_id = ? AND is_main = 1')
      .get(DEMO_MERCHANT_ID) as { id: number };
    const active = (on: boolean) =>
      client.server.db.prepare('UPDATE branches SET is_active = ? WHERE id = ?').run(on ? 1 : 0, main.id);
    active(false);
    try {
      const answer = await validate(alice.token, { code: promo.code, serviceType: 'PICK_UP', cartItems: cart });
      expect(answer.status).toBe(200);
    } finally {
      active(true);
    }
  });

  it('answers the delivery discount of a free-delivery code', async () => {
    const rows = client.server.db
      .prepare('SELECT code, data FROM promos WHERE merchant_id = ?')
      .all(DEMO_MERCHANT_ID) as { code: string; data: string }[];
    const now = client.server.deps.now();
    const usable = rows
      .map((row) => ({ code: row.code, ...(JSON.parse(row.data) as Omit<Promo, 'id' | 'code'>) }))
      .find(
        (p) =>
          p.isActive &&
          p.deliveryDiscount > 0 &&
          (!p.startDate || new Date(p.startDate) <= now) &&
          (!p.endDate || new Date(p.endDate) >= now),
      );
    if (!usable) throw new Error('the seed has no usable delivery promo');
    const cart = cartReaching(usable.minPrice);
    const expected = priceOrder({
      lines: pricedLines(catalogue, cart),
      deliveryPrice: 15000,
      isDelivery: true,
      promo: usable,
      cashbackRequested: 0,
      cashbackBalance: 0,
    });
    const answer = expectOk(
      await validate(alice.token, {
        code: usable.code,
        branchId,
        serviceType: 'DELIVERY',
        cartItems: cart,
        deliveryPrice: 15000,
      }),
      PromoValidateResponseSchema,
    );
    expect(answer.deliveryDiscount).toBe(expected.deliveryDiscount);
    expect(answer.deliveryDiscount).toBeGreaterThan(0);
  });

  it('refuses a code below its minimum price with 422 PROMO_MIN_PRICE', async () => {
    const promo = await welcomePromo(alice.token);
    expect(promo.minPrice).toBeGreaterThan(0);
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const error = expectError(
      await validate(alice.token, { code: promo.code, branchId, serviceType: 'PICK_UP', cartItems: cart }),
      422,
      'PROMO_MIN_PRICE',
    );
    expect(error.description.eng).toContain(promo.minPrice.toLocaleString('ru-RU').replace(/\u00a0/g, ' '));
    // The same rule holds when ordering.
    const request = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart }).request;
    expectError(await place(alice.token, { ...request, promoCode: promo.code }), 422, 'PROMO_MIN_PRICE');
  });

  it('refuses an expired or paused code with 422 PROMO_EXPIRED', async () => {
    const rows = client.server.db
      .prepare('SELECT code, data FROM promos WHERE merchant_id = ?')
      .all(DEMO_MERCHANT_ID) as { code: string; data: string }[];
    const now = client.server.deps.now();
    const dead = rows.filter((row) => {
      const p = JSON.parse(row.data) as Omit<Promo, 'id' | 'code'>;
      return !p.isActive || (p.endDate !== null && p.endDate !== undefined && new Date(p.endDate) < now);
    });
    expect(dead.length).toBeGreaterThan(0);
    const cart = cartReaching(250000);
    for (const { code } of dead) {
      expect(
        expectError(
          await validate(alice.token, { code, branchId, serviceType: 'PICK_UP', cartItems: cart }),
          422,
          'PROMO_EXPIRED',
        ).field,
      ).toBe('promoCode');
      const request = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart }).request;
      expectError(await place(alice.token, { ...request, promoCode: code }), 422, 'PROMO_EXPIRED');
    }
  });

  it('refuses an unknown code, SQL metacharacters included, with 422 PROMO_NOT_FOUND', async () => {
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    for (const code of ['NOPE', "' OR '1'='1", "WELCOME30' --", '%']) {
      expectError(
        await validate(alice.token, { code, branchId, serviceType: 'PICK_UP', cartItems: cart }),
        422,
        'PROMO_NOT_FOUND',
      );
    }
  });

  it('refuses a missing token (401) and a bad body (400)', async () => {
    const body = { code: 'X', serviceType: 'PICK_UP', cartItems: [] };
    expectError(await validate(undefined, body), 401, 'UNAUTHORIZED');
    expect(expectError(await validate(alice.token, { ...body, code: '' }), 400, 'VALIDATION_FAILED').field).toBe(
      'code',
    );
    expect(
      expectError(await validate(alice.token, { ...body, serviceType: 'BOAT' }), 400, 'VALIDATION_FAILED').field,
    ).toBe('serviceType');
  });
});

describe('the demo order clock', () => {
  it('keeps the cashback ledger: the welcome bonus, spent on an order, returned by its cancellation, earned (3%) by a delivered one', async () => {
    const user = await client.signIn();
    const history = async () =>
      expectOk(
        await client.api('/users/v1/users/cashback/history', { token: user.token }),
        v.array(CashbackMoveSchema),
      );
    const welcome = (await meOf(user.token)).cashback;
    expect((await history()).map((m) => [m.kind, m.amount, m.orderNumber])).toEqual([['WELCOME', welcome, null]]);

    const spending = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: cartReaching(50000),
      cashbackRequested: 3000,
      cashbackBalance: welcome,
    }).request;
    const cancelled = expectOk(await place(user.token, spending), OrderSchema, 201);
    expectOk(await client.api(`${ORDERS}/${cancelled.id}/cancel`, { method: 'PUT', token: user.token }), OrderSchema);

    const { request, summary } = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId,
      cart: cartReaching(50000),
      cashbackRequested: 2000,
      cashbackBalance: welcome,
    });
    const delivered = expectOk(await place(user.token, request), OrderSchema, 201);
    const step = client.server.deps.config.orderStepSeconds * 1000 + 1000;
    for (let i = 0; i < 4; i += 1) {
      client.server.advance(step);
      advanceDemoOrders(client.server.deps);
    }
    expect(expectOk(await getOrder(user.token, delivered.id), OrderSchema).status).toBe('DELIVERED');
    const earned = Math.floor(((summary.productPrice - summary.productDiscount - 2000) * 3) / 100);
    expect(earned).toBeGreaterThan(0);
    expect((await history()).map((m) => [m.kind, m.amount, m.orderNumber])).toEqual([
      ['EARNED', earned, delivered.number],
      ['SPENT', 2000, delivered.number],
      ['RETURNED', 3000, cancelled.number],
      ['SPENT', 3000, cancelled.number],
      ['WELCOME', welcome, null],
    ]);
    expect((await meOf(user.token)).cashback).toBe(welcome - 2000 + earned);
    // Another customer sees none of it; a guest is refused.
    expect(
      expectOk(
        await client.api('/users/v1/users/cashback/history', { token: alice.token }),
        v.array(CashbackMoveSchema),
      ).filter((m) => m.orderNumber === delivered.number),
    ).toEqual([]);
    expectError(await client.api('/users/v1/users/cashback/history'), 401, 'UNAUTHORIZED');
  });

  it('walks a delivery order OPEN → ACCEPTED → COOKING → ON_WAY → DELIVERED with a courier', async () => {
    const zone = firstZone();
    const point = pointInside(zone);
    const user = await client.signIn();
    const deliveryPrice = await tariffPrice(client, user.token, branchId, point.latitude, point.longitude);
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 2 }];
    const request = buildOrder(catalogue, {
      serviceType: 'DELIVERY',
      branchId,
      cart,
      deliveryPrice,
      extra: { address: { name: 'Home', ...point } },
    }).request;
    const order = expectOk(await place(user.token, request), OrderSchema, 201);

    const step = client.server.deps.config.orderStepSeconds * 1000 + 1000;
    const seen: Order[] = [];
    let onTheWay: unknown = null;
    for (const _ of ['ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED']) {
      client.server.advance(step);
      advanceDemoOrders(client.server.deps);
      const now = expectOk(await getOrder(user.token, order.id), OrderSchema);
      seen.push(now);
      if (now.status === 'ON_WAY')
        onTheWay = expectOk(
          await client.api(`/deliveries/v1/delivery/courier/${now.courierId ?? 0}?orderId=${order.id}`, {
            token: user.token,
          }),
          CourierSchema,
        );
    }
    expect(seen.map((o) => o.status)).toEqual(['ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED']);
    const [accepted, cooking, onWay, delivered] = seen;
    expect(accepted?.acceptedTime).toEqual(expect.any(String));
    expect(cooking?.courierId).toEqual(expect.any(Number));
    expect(onWay?.courierStatus).toMatch(/^PERFORMER_/);
    expect(delivered).toMatchObject({ isPaid: true, courierStatus: 'PERFORMER_DELIVERED_FINISH' });
    expect(delivered?.deliveredAt).toEqual(expect.any(String));

    // The courier is visible to the owner of the order while it is on its way, to nobody else; once the order is
    // history, to nobody, even asked for that order.
    const courierId = cooking?.courierId ?? 0;
    expect(onTheWay).toMatchObject({ id: courierId, status: 'PERFORMER_PICKUPED' });
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}?orderId=${order.id}`, { token: user.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}`, { token: user.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}`, { token: bob.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}?orderId=${order.id}`, { token: bob.token }),
      404,
      'NOT_FOUND',
    );
    expectError(await client.api(`/deliveries/v1/delivery/courier/${courierId}`), 401, 'UNAUTHORIZED');
    expectError(
      await client.api('/deliveries/v1/delivery/courier/abc', { token: user.token }),
      400,
      'VALIDATION_FAILED',
    );

    // A delivered order is history: not cancellable, in the archive, not active, still repeatable.
    expectError(
      await client.api(`${ORDERS}/${order.id}/cancel`, { method: 'PUT', token: user.token }),
      409,
      'ORDER_NOT_CANCELLABLE',
    );
    const archive = expectOk(
      await client.api(`${ORDERS}/user/${user.user.id}?onlyArchive=true`, { token: user.token }),
      OrderPageSchema,
    );
    expect(archive.content.map((o) => o.id)).toEqual([order.id]);
    expect(
      expectOk(await client.api(`${ORDERS}/user/${user.user.id}/active`, { token: user.token }), v.array(OrderSchema)),
    ).toEqual([]);
    const repeat = expectOk(await client.api(`${ORDERS}/${order.id}/repeat`, { token: user.token }), RepeatOrderSchema);
    expect(repeat.items).toHaveLength(1);
    expect(repeat.items[0]).toMatchObject({ count: 2, available: true });
  });

  it("answers a courier's status and position from the right order when the courier carries two of them", async () => {
    const zone = firstZone();
    const point = pointInside(zone);
    const user = await client.signIn();
    const deliveryPrice = await tariffPrice(client, user.token, branchId, point.latitude, point.longitude);
    const delivery = () =>
      buildOrder(catalogue, {
        serviceType: 'DELIVERY',
        branchId,
        cart: [{ productId: plainProduct(catalogue, branchId).id, count: 1 }],
        deliveryPrice,
        extra: { address: { name: 'Home', ...point } },
      }).request;
    const step = client.server.deps.config.orderStepSeconds * 1000 + 1000;
    const tick = () => {
      client.server.advance(step);
      advanceDemoOrders(client.server.deps);
    };
    // The first order is a step ahead of the second: on its way while the second is cooking, with the same courier.
    const first = expectOk(await place(user.token, delivery()), OrderSchema, 201);
    tick();
    const second = expectOk(await place(user.token, delivery()), OrderSchema, 201);
    tick();
    tick();
    const onWay = expectOk(await getOrder(user.token, first.id), OrderSchema);
    const cooking = expectOk(await getOrder(user.token, second.id), OrderSchema);
    expect([onWay.status, cooking.status]).toEqual(['ON_WAY', 'COOKING']);
    const courierId = onWay.courierId ?? 0;
    expect(cooking.courierId).toBe(courierId);
    const courierOf = async (query: string) =>
      expectOk(
        await client.api(`/deliveries/v1/delivery/courier/${courierId}${query}`, { token: user.token }),
        CourierSchema,
      );
    const onTheWay = { status: onWay.courierStatus, latitude: expect.any(Number), longitude: expect.any(Number) };
    const found = { status: 'PERFORMER_FOUND', latitude: null, longitude: null };
    // Asked for an order, that order's state; asked for none, the order on its way, not the newest.
    expect(await courierOf(`?orderId=${first.id}`)).toMatchObject(onTheWay);
    expect(await courierOf(`?orderId=${second.id}`)).toMatchObject(found);
    expect(await courierOf('')).toMatchObject(onTheWay);
    // Another customer's order, or an order this courier does not carry, is not found; a bad id is a 400.
    const other = expectOk(await place(user.token, delivery()), OrderSchema, 201);
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}?orderId=${other.id}`, { token: user.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}?orderId=${first.id}`, { token: bob.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/deliveries/v1/delivery/courier/${courierId}?orderId=x`, { token: user.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('walks a pick-up order to DONE and DELIVERED without a courier', async () => {
    const order = await placePickUp(client, catalogue, bob.token, branchId);
    const step = client.server.deps.config.orderStepSeconds * 1000 + 1000;
    const statuses: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      client.server.advance(step);
      advanceDemoOrders(client.server.deps);
      statuses.push(expectOk(await getOrder(bob.token, order.id), OrderSchema).status);
    }
    expect(statuses).toEqual(['ACCEPTED', 'COOKING', 'DONE', 'DELIVERED']);
    expect(expectOk(await getOrder(bob.token, order.id), OrderSchema).courierId).toBeNull();
  });
});

describe('opening hours of immediate orders', () => {
  it('refuses an order at a branch on its closed day (422 HOLIDAY) and outside its hours (422 BRANCH_CLOSED)', async () => {
    const branch = catalogue.branches.find((b) => b.workHours.some((w) => w.isClosed));
    const closed = branch?.workHours.find((w) => w.isClosed);
    if (!branch || !closed) throw new Error('the seed has no branch with a closed day');
    const request = buildOrder(catalogue, {
      serviceType: 'PICK_UP',
      branchId: branch.id,
      cart: [{ productId: plainProduct(catalogue, branch.id).id, count: 1 }],
    }).request;

    moveClockToOpenHours(client.server, closed.day, '12:00');
    expect(expectError(await place(alice.token, request), 422, 'HOLIDAY').field).toBe('branchId');

    moveClockToOpenHours(client.server, closed.day === 7 ? 1 : closed.day + 1, '05:00');
    expectError(await place(alice.token, request), 422, 'BRANCH_CLOSED');
  });
});

describe('personal promos', () => {
  beforeEach(() => {
    moveClockToOpenHours(client.server);
  });

  it('spends the welcome promo with the order that uses it, and gives it back when that order is cancelled', async () => {
    const carol = await client.signIn();
    const promo = await welcomePromo(carol.token);
    const plan = { serviceType: 'PICK_UP' as const, branchId, cart: cartReaching(promo.minPrice), promo };
    const first = expectOk(await place(carol.token, buildOrder(catalogue, plan).request), OrderSchema, 201);
    expect(first.promoCode).toBe(promo.code);
    expect((await myPromos(client, carol.token)).map((p) => p.code)).not.toContain(promo.code);

    expectError(await place(carol.token, buildOrder(catalogue, plan).request), 422, 'PROMO_USED');
    expectOk(await client.api(`${ORDERS}/${first.id}/cancel`, { method: 'PUT', token: carol.token }), OrderSchema);
    expect((await myPromos(client, carol.token)).map((p) => p.code)).toContain(promo.code);
    expectOk(await place(carol.token, buildOrder(catalogue, plan).request), OrderSchema, 201);
  });

  it('refuses a personal promo to a user it was not given to', async () => {
    const dave = await client.signIn();
    const promo = await welcomePromo(dave.token);
    client.server.db.prepare('DELETE FROM user_promos WHERE user_id = ?').run(bob.user.id);
    const plan = { serviceType: 'PICK_UP' as const, branchId, cart: cartReaching(promo.minPrice), promo };
    expectError(await place(bob.token, buildOrder(catalogue, plan).request), 422, 'PROMO_NOT_FOUND');
  });
});
