/**
 * Every path of the endpoint table, one row each (the `Record<EndpointName, Probe>` type makes a missing path a
 * compile error): reachable, refused without the merchant header, refused with a missing or forged token where the
 * path needs one, the happy path validated against its contract schema, a bad body and a bad id refused with 400.
 * The behaviour behind each path is tested in depth in the other files of this folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BranchSchema,
  CitySchema,
  CourierSchema,
  DeliveryZoneSchema,
  TariffSchema,
  ZoneCheckSchema,
} from '../../src/shared/contract/branch.ts';
import { FavouriteSchema, GradeListSchema, OverallSchema, ReviewSchema } from '../../src/shared/contract/catalogue.ts';
import { MERCHANT_HEADER, OkSchema } from '../../src/shared/contract/common.ts';
import {
  BannerSchema,
  NotificationSchema,
  PlaceSchema,
  ReservationSchema,
  StorySchema,
  VacancySchema,
} from '../../src/shared/contract/content.ts';
import { endpoints, fillPath, type Endpoint, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import {
  MerchantSchema,
  PaymentMethodSchema,
  PaymentSettingsSchema,
  PolicySchema,
  WebSettingsSchema,
} from '../../src/shared/contract/merchant.ts';
import {
  OrderSchema,
  PromoSchema,
  PromoValidateResponseSchema,
  RepeatOrderSchema,
  type CartItem,
  type Order,
  type OrderRequest,
} from '../../src/shared/contract/order.ts';
import { pageSchema } from '../../src/shared/contract/common.ts';
import {
  AddressSchema,
  AuthResponseSchema,
  SendCodeResponseSchema,
  TokenResponseSchema,
  CashbackMoveSchema,
  UserSchema,
  type AddressInput,
} from '../../src/shared/contract/user.ts';
import { advanceDemoOrders } from '../services/demo-clock.ts';
import {
  DEMO_MERCHANT_ID,
  expectError,
  expectOk,
  contactFor,
  initDataFor,
  moveClockToOpenHours,
  nextLocalTime,
  nextPhone,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';
import {
  buildOrder,
  loadCatalogue,
  mainBranch,
  myPromos,
  plainProducts,
  pointInside,
  tariffPrice,
  type Catalogue,
} from './fixtures.ts';

interface Fixture {
  client: Client;
  catalogue: Catalogue;
  session: Session;
  branchId: number;
  productId: number;
  otherProductId: number;
  point: { latitude: number; longitude: number };
  deliveryPrice: number;
  vacancyId: number;
  notificationId: number;
  placeId: number;
  addressId: number;
  addressToDeleteId: number;
  favouriteId: number;
  reservationId: number;
  order: Order;
  orderToCancel: Order;
  dineInOrder: Order;
  courierId: number;
  promoCode: string;
  promoCart: CartItem[];
}

interface Probe {
  /** Path parameters. */
  params?: (f: Fixture) => Record<string, string | number>;
  query?: (f: Fixture) => string;
  /** A valid body (may do set-up work, e.g. send the SMS code it then carries). */
  body?: (f: Fixture) => unknown;
  /** A body the path must refuse with 400 VALIDATION_FAILED naming `field`. */
  badBody?: (f: Fixture) => { body: unknown; field: string };
  schema: v.GenericSchema;
  status?: 200 | 201;
  /**
   * The session of the happy call: the shared user, a fresh user (for calls that end the session), a user signed in
   * by Telegram as `PROBE_TELEGRAM_ID`, or none.
   */
  session?: 'shared' | 'fresh' | 'telegram' | 'none';
}

/** The Telegram user of the 'telegram' probe session. */
const PROBE_TELEGRAM_ID = 4244;

const address = (name: string): AddressInput => ({ type: 'HOUSE', name, latitude: 41.31, longitude: 69.28 });
const list = <S extends v.GenericSchema>(schema: S) => v.array(schema);
const pickUp = (f: Fixture, extra: Partial<OrderRequest> = {}) =>
  buildOrder(f.catalogue, {
    serviceType: 'PICK_UP',
    branchId: f.branchId,
    cart: [{ productId: f.productId, count: 1 }],
    extra,
  }).request;

const probes: Record<EndpointName, Probe> = {
  health: { schema: v.object({ ok: v.literal(true), demo: v.boolean(), time: v.string() }) },
  merchantBySub: { params: () => ({ sub: 'demo' }), schema: MerchantSchema },
  webSettings: { schema: WebSettingsSchema },
  policies: { query: () => 'policies=TERMS', schema: PolicySchema },
  paymentMethods: { schema: list(PaymentMethodSchema) },
  paymentSettings: { schema: list(PaymentSettingsSchema) },
  vacancies: { schema: list(VacancySchema) },
  vacancy: { params: (f) => ({ id: f.vacancyId }), schema: VacancySchema },
  stories: { schema: list(StorySchema) },
  banners: { schema: list(BannerSchema) },
  notifications: { schema: list(NotificationSchema) },
  notificationRead: { params: (f) => ({ id: f.notificationId }), schema: OkSchema },

  branches: { schema: list(BranchSchema) },
  branchesFull: { schema: list(BranchSchema) },
  branch: { params: (f) => ({ id: f.branchId }), schema: BranchSchema },
  branchPlaces: { params: (f) => ({ id: f.branchId }), schema: list(PlaceSchema) },
  closestBranch: {
    params: () => ({ merchant: DEMO_MERCHANT_ID }),
    query: () => 'lat=41.3&lon=69.25',
    schema: BranchSchema,
  },
  closestBranchLocal: { query: () => 'lat=41.3&lon=69.25', schema: BranchSchema },
  cities: { params: () => ({ merchantId: DEMO_MERCHANT_ID }), schema: list(CitySchema) },

  deliveryZones: { schema: list(DeliveryZoneSchema) },
  zoneCheck: { query: () => 'lat=41.311&lon=69.275', schema: ZoneCheckSchema },
  tariff: {
    body: (f) => ({ productPrice: 50000, branchId: f.branchId, ...f.point }),
    badBody: (f) => ({ body: { productPrice: -5, branchId: f.branchId, ...f.point }, field: 'productPrice' }),
    schema: TariffSchema,
  },
  courier: { params: (f) => ({ id: f.courierId }), schema: CourierSchema },

  overalls: { query: () => 'type=WEB', schema: OverallSchema },
  grades: { schema: GradeListSchema },
  favourites: { schema: list(FavouriteSchema) },
  favouriteSet: {
    body: (f) => ({ productId: f.otherProductId, isFavourite: true }),
    badBody: () => ({ body: { productId: 'one', isFavourite: true }, field: 'productId' }),
    schema: FavouriteSchema,
    status: 201,
  },
  favouriteDelete: { params: (f) => ({ id: f.favouriteId }), schema: OkSchema },
  reviews: { query: (f) => `productId=${f.productId}`, schema: list(ReviewSchema) },
  reviewCreate: {
    body: (f) => ({ productId: f.productId, grade: 5, comment: 'Tasty' }),
    badBody: (f) => ({ body: { productId: f.productId, grade: 0, comment: 'Tasty' }, field: 'grade' }),
    schema: ReviewSchema,
    status: 201,
  },

  sendCode: {
    body: () => ({ phone: nextPhone(), type: 'WEB' }),
    badBody: () => ({ body: { phone: 998901234567, type: 'WEB' }, field: 'phone' }),
    schema: SendCodeResponseSchema,
    session: 'none',
  },
  verifyCode: {
    body: async (f) => {
      const phone = nextPhone();
      await f.client.api('/users/v1/users/phone', { method: 'PUT', body: { phone } });
      return { phone, code: await f.client.latestCode(phone), type: 'WEB' };
    },
    badBody: () => ({ body: { phone: '998930000000', code: 'abcd' }, field: 'code' }),
    schema: AuthResponseSchema,
    session: 'none',
  },
  me: { schema: UserSchema },
  cashbackHistory: { schema: list(CashbackMoveSchema) },
  profileUpdate: {
    body: () => ({ firstName: 'Probe', lastName: 'Probov' }),
    badBody: () => ({ body: { email: 'no-at-sign' }, field: 'email' }),
    schema: UserSchema,
  },
  deleteAccount: { schema: OkSchema, session: 'fresh' },
  logout: { schema: OkSchema, session: 'fresh' },
  botLogout: { schema: OkSchema, session: 'fresh' },
  botToken: {
    body: () => ({ initData: initDataFor({ id: 4242, first_name: 'Probe' }) }),
    badBody: () => ({ body: { initData: '' }, field: 'initData' }),
    schema: TokenResponseSchema,
    session: 'none',
  },
  botAuth: {
    body: () => ({ initData: initDataFor({ id: 4243, first_name: 'Probe' }) }),
    badBody: () => ({ body: { initData: 42 }, field: 'initData' }),
    schema: AuthResponseSchema,
    session: 'none',
  },
  botContact: {
    body: () => ({ contact: contactFor({ user_id: PROBE_TELEGRAM_ID, phone_number: nextPhone() }) }),
    badBody: () => ({ body: { contact: 42 }, field: 'contact' }),
    schema: AuthResponseSchema,
    session: 'telegram',
  },

  addresses: { schema: list(AddressSchema) },
  addressCreate: {
    body: () => address('Probe street 1'),
    badBody: () => ({ body: { ...address('x'), latitude: 100 }, field: 'latitude' }),
    schema: AddressSchema,
    status: 201,
  },
  addressUpdate: {
    params: (f) => ({ id: f.addressId }),
    body: () => address('Probe street 2'),
    badBody: () => ({ body: { ...address('x'), name: '' }, field: 'name' }),
    schema: AddressSchema,
  },
  addressDelete: { params: (f) => ({ id: f.addressToDeleteId }), schema: OkSchema },

  myPromos: { schema: list(PromoSchema) },
  promoValidate: {
    body: (f) => ({ code: f.promoCode, branchId: f.branchId, serviceType: 'PICK_UP', cartItems: f.promoCart }),
    badBody: (f) => ({
      body: { code: '', branchId: f.branchId, serviceType: 'PICK_UP', cartItems: [] },
      field: 'code',
    }),
    schema: PromoValidateResponseSchema,
  },

  orderCreate: {
    body: (f) => pickUp(f),
    badBody: (f) => ({ body: { ...pickUp(f), cartItems: [] }, field: 'cartItems' }),
    schema: OrderSchema,
    status: 201,
  },
  orderCreateAtTime: {
    body: (f) =>
      pickUp(f, {
        later: true,
        deliveryAt: new Date(f.client.server.deps.now().getTime() + 3 * 60 * 60 * 1000).toISOString(),
      }),
    badBody: (f) => ({ body: { ...pickUp(f), later: 'yes' }, field: 'later' }),
    schema: OrderSchema,
    status: 201,
  },
  ordersOfUser: {
    params: (f) => ({ userId: f.session.user.id }),
    query: () => 'size=10&page=0',
    schema: pageSchema(OrderSchema),
  },
  activeOrdersOfUser: { params: (f) => ({ userId: f.session.user.id }), schema: list(OrderSchema) },
  order: { params: (f) => ({ id: f.order.id }), schema: OrderSchema },
  orderCancel: { params: (f) => ({ id: f.orderToCancel.id }), schema: OrderSchema },
  orderRepeat: { params: (f) => ({ id: f.order.id }), schema: RepeatOrderSchema },
  orderCallWaiter: { params: (f) => ({ id: f.dineInOrder.id }), schema: OrderSchema },

  reservations: { schema: list(ReservationSchema) },
  reservationCreate: {
    body: (f) => ({
      branchId: f.branchId,
      placeId: f.placeId,
      chairs: 2,
      reservedAt: nextLocalTime(f.client.server.deps.now(), 3, '18:00').toISOString(),
    }),
    badBody: (f) => ({
      body: { branchId: f.branchId, placeId: f.placeId, chairs: 0, reservedAt: new Date().toISOString() },
      field: 'chairs',
    }),
    schema: ReservationSchema,
    status: 201,
  },
  reservationCancel: { params: (f) => ({ id: f.reservationId }), schema: ReservationSchema },
};

let f: Fixture;

beforeAll(async () => {
  const client = await startClient();
  moveClockToOpenHours(client.server);
  const catalogue = await loadCatalogue(client);
  const session = await client.signIn();
  const { token } = session;
  const branchId = mainBranch(catalogue).id;
  const [product, otherProduct] = plainProducts(catalogue, branchId);
  if (!product || !otherProduct) throw new Error('not enough plain products');
  const zone = catalogue.zones[0];
  if (!zone) throw new Error('no delivery zone');
  const point = pointInside(zone);
  const deliveryPrice = await tariffPrice(client, token, branchId, point.latitude, point.longitude);
  const first = <T>(items: readonly T[]): T => {
    const item = items[0];
    if (item === undefined) throw new Error('empty list');
    return item;
  };
  const post = (path: string, body: unknown) => client.api(path, { method: 'POST', token, body });

  // A delivery order walked to COOKING, so a courier is attached.
  const delivery = buildOrder(catalogue, {
    serviceType: 'DELIVERY',
    branchId,
    cart: [{ productId: product.id, count: 1 }],
    deliveryPrice,
    extra: { address: { name: 'Home', ...point } },
  });
  const deliveryOrder = expectOk(await post('/orders/v1/orders', delivery.request), OrderSchema, 201);
  for (let step = 0; step < 2; step += 1) {
    client.server.advance(client.server.deps.config.orderStepSeconds * 1000 + 1000);
    advanceDemoOrders(client.server.deps);
  }
  const courierId = expectOk(
    await client.api(`/orders/v1/orders/${deliveryOrder.id}`, { token }),
    OrderSchema,
  ).courierId;
  if (!courierId) throw new Error('no courier was attached');

  const pickUpRequest = buildOrder(catalogue, {
    serviceType: 'PICK_UP',
    branchId,
    cart: [{ productId: product.id, count: 1 }],
  }).request;
  const order = expectOk(await post('/orders/v1/orders', pickUpRequest), OrderSchema, 201);
  const orderToCancel = expectOk(await post('/orders/v1/orders', pickUpRequest), OrderSchema, 201);
  const place = first(expectOk(await client.api(`/users/v1/branches/${branchId}/places`), list(PlaceSchema)));
  const table = first(place.tables);
  const dineInRequest = buildOrder(catalogue, {
    serviceType: 'DINE_IN',
    branchId,
    cart: [{ productId: product.id, count: 1 }],
    extra: { hallId: place.id, tableId: table.id },
  }).request;
  const dineInOrder = expectOk(await post('/orders/v1/orders', dineInRequest), OrderSchema, 201);

  const addressId = expectOk(await post('/users/v1/addresses', address('Fixture 1')), AddressSchema, 201).id;
  const addressToDeleteId = expectOk(await post('/users/v1/addresses', address('Fixture 2')), AddressSchema, 201).id;
  const favouriteId = expectOk(
    await post('/products/v1/favourite', { productId: product.id, isFavourite: true }),
    FavouriteSchema,
    201,
  ).id;
  const reservationId = expectOk(
    await post('/orders/v1/reservations', {
      branchId,
      placeId: place.id,
      chairs: 2,
      reservedAt: nextLocalTime(client.server.deps.now(), 4, '18:00').toISOString(),
    }),
    ReservationSchema,
    201,
  ).id;
  const vacancyId = first(expectOk(await client.api('/support/v1/vacancies'), list(VacancySchema))).id;
  const notificationId = first(
    expectOk(await client.api('/support/v1/notifications', { token }), list(NotificationSchema)),
  ).id;

  const promo = (await myPromos(client, token)).find((p) => p.code.startsWith('WELCOME'));
  if (!promo) throw new Error('no welcome promo');
  const dearest = plainProducts(catalogue, branchId).at(-1) ?? product;
  const promoCart = [{ productId: dearest.id, count: Math.ceil(promo.minPrice / dearest.costPrice) + 1 }];

  f = {
    client,
    catalogue,
    session,
    branchId,
    productId: product.id,
    otherProductId: otherProduct.id,
    point,
    deliveryPrice,
    vacancyId,
    notificationId,
    placeId: place.id,
    addressId,
    addressToDeleteId,
    favouriteId,
    reservationId,
    order,
    orderToCancel,
    dineInOrder,
    courierId,
    promoCode: promo.code,
    promoCart,
  };
});
afterAll(() => f.client.close());

const names = Object.keys(endpoints) as EndpointName[];
const table = names.map((name) => [name, endpoints[name] as Endpoint] as const);
const pathOf = (name: EndpointName, params?: Record<string, string | number>) => {
  const probe = probes[name];
  const path = fillPath(endpoints[name].path, params ?? probe.params?.(f) ?? {});
  return probe.query ? `${path}?${probe.query(f)}` : path;
};
const scoped = (endpoint: Endpoint) => endpoint.merchant !== false;

describe('the endpoint table', () => {
  it('has a probe for every endpoint and no other', () => {
    expect(Object.keys(probes).sort()).toEqual([...names].sort());
  });

  it('a path that is not in the table answers 404, so "not 404" below means the route exists', async () => {
    expectError(await f.client.api('/users/v1/no-such-thing'), 404, 'NOT_FOUND');
  });
});

describe.each(table)('%s', (name, endpoint) => {
  const probe = probes[name];
  const withBody = probe.body !== undefined;

  it(`${endpoint.method} ${endpoint.path} is reachable${endpoint.auth === 'required' ? ' and refuses a missing token with 401' : ''}`, async () => {
    const response = await f.client.api(pathOf(name), {
      method: endpoint.method,
      merchant: scoped(endpoint) ? DEMO_MERCHANT_ID : null,
      ...(withBody ? { body: {} } : {}),
    });
    expect(response.status).not.toBe(404);
    if (endpoint.auth === 'required') expectError(response, 401, 'UNAUTHORIZED');
  });

  it(
    scoped(endpoint)
      ? 'refuses a forged token with 401 and a missing merchant with 400'
      : 'needs no merchant and ignores tokens',
    async () => {
      const forged = await f.client.api(pathOf(name), {
        method: endpoint.method,
        token: 'forged-token',
        merchant: scoped(endpoint) ? DEMO_MERCHANT_ID : null,
      });
      const noMerchant = await f.client.api(pathOf(name), { method: endpoint.method, merchant: null });
      if (scoped(endpoint)) {
        expectError(forged, 401, 'UNAUTHORIZED');
        expect(expectError(noMerchant, 400, 'MERCHANT_REQUIRED').field).toBe(MERCHANT_HEADER);
      } else {
        expect(forged.status).toBe(200);
        expect(noMerchant.status).toBe(200);
      }
    },
  );

  it(`answers the happy path with ${probe.status ?? 200} and a body matching its contract schema`, async () => {
    const session = probe.session ?? (endpoint.auth === 'none' ? 'none' : 'shared');
    const token =
      session === 'shared'
        ? f.session.token
        : session === 'fresh'
          ? (await f.client.signIn()).token
          : session === 'telegram'
            ? (await f.client.signInTelegram({ id: PROBE_TELEGRAM_ID, first_name: 'Probe' })).token
            : undefined;
    const body = probe.body ? await probe.body(f) : undefined;
    const response = await f.client.api(pathOf(name), {
      method: endpoint.method,
      token,
      body,
      merchant: scoped(endpoint) ? DEMO_MERCHANT_ID : null,
    });
    expectOk(response, probe.schema, probe.status ?? 200);
    if (session === 'fresh' && token)
      expectError(await f.client.api('/users/v1/users/me', { token }), 401, 'UNAUTHORIZED');
  });

  if (probe.badBody) {
    const badBody = probe.badBody;
    it('refuses a bad body with 400 naming the field', async () => {
      const { body, field } = badBody(f);
      const token = endpoint.auth === 'none' ? undefined : f.session.token;
      const response = await f.client.api(pathOf(name), { method: endpoint.method, token, body });
      expect(expectError(response, 400, 'VALIDATION_FAILED').field).toBe(field);
    });
  }

  const idParam = /:(id|userId)\b/.exec(endpoint.path)?.[1];
  if (idParam) {
    it(`refuses a :${idParam} that is not a positive integer with 400`, async () => {
      const params = { ...probes[name].params?.(f), [idParam]: 'abc' };
      const response = await f.client.api(pathOf(name, params), {
        method: endpoint.method,
        token: f.session.token,
        ...(withBody ? { body: {} } : {}),
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').field).toBe(idParam);
    });
  }
});
