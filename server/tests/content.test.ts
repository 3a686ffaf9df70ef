import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BranchSchema, type Branch } from '../../src/shared/contract/branch.ts';
import { OkSchema } from '../../src/shared/contract/common.ts';
import {
  BannerSchema,
  NotificationSchema,
  PlaceSchema,
  ReservationSchema,
  StorySchema,
  VacancySchema,
  type Place,
  type Reservation,
} from '../../src/shared/contract/content.ts';
import { MAX_BOOKINGS_AHEAD } from '../services/reservations.ts';
import {
  MerchantSchema,
  POLICY_TYPES,
  PaymentMethodSchema,
  PaymentSettingsSchema,
  PolicySchema,
  WebSettingsSchema,
} from '../../src/shared/contract/merchant.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  NASTY,
  expectError,
  expectOk,
  nextLocalTime,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';
import { withSettingsOff } from './fixtures.ts';

let client: Client;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  client = await startClient();
  alice = await client.signIn();
  bob = await client.signIn();
});
afterAll(() => client.close());

const first = <T>(list: readonly T[]): T => {
  const item = list[0];
  if (item === undefined) throw new Error('empty list');
  return item;
};

describe('merchant', () => {
  it('answers the health check without a merchant', async () => {
    const health = expectOk(
      await client.api('/health', { merchant: null }),
      v.object({ ok: v.literal(true), demo: v.boolean(), time: v.string() }),
    );
    expect(health.demo).toBe(true);
  });

  it('resolves a subdomain to its merchant without a merchant header', async () => {
    const demo = expectOk(await client.api('/users/v1/merchants/sub/demo', { merchant: null }), MerchantSchema);
    expect(demo).toMatchObject({ id: DEMO_MERCHANT_ID, sub: 'demo', isActive: true });
    expect(expectOk(await client.api('/users/v1/merchants/sub/DEMO', { merchant: null }), MerchantSchema).id).toBe(
      DEMO_MERCHANT_ID,
    );
    expect(expectOk(await client.api('/users/v1/merchants/sub/burger', { merchant: null }), MerchantSchema).id).toBe(
      BURGER_MERCHANT_ID,
    );
  });

  it('answers 404 MERCHANT_NOT_FOUND for an unknown or malformed subdomain', async () => {
    for (const sub of ['nope', encodeURIComponent("demo' OR '1'='1"), encodeURIComponent('demo;--'), 'x'.repeat(64)]) {
      expectError(await client.api(`/users/v1/merchants/sub/${sub}`, { merchant: null }), 404, 'MERCHANT_NOT_FOUND');
    }
  });

  it("answers the merchant's web settings", async () => {
    const demo = expectOk(await client.api('/support/v1/merchant/settings/web'), WebSettingsSchema);
    const burger = expectOk(
      await client.api('/support/v1/merchant/settings/web', { merchant: BURGER_MERCHANT_ID }),
      WebSettingsSchema,
    );
    expect(demo.merchantId).toBe(DEMO_MERCHANT_ID);
    expect(burger.merchantId).toBe(BURGER_MERCHANT_ID);
    expect(burger).not.toEqual(demo);
  });

  it.each(POLICY_TYPES)('answers the %s policy in three languages', async (type) => {
    const policy = expectOk(await client.api(`/support/v1/company/policies?policies=${type}`), PolicySchema);
    expect(policy.type).toBe(type);
    for (const text of [policy.text.uz, policy.text.ru, policy.text.eng]) expect(text?.length).toBeGreaterThan(0);
  });

  it('refuses a missing or unknown policy type with 400', async () => {
    expectError(await client.api('/support/v1/company/policies'), 400, 'VALIDATION_FAILED');
    expectError(await client.api('/support/v1/company/policies?policies=SECRETS'), 400, 'VALIDATION_FAILED');
    expectError(
      await client.api(`/support/v1/company/policies?policies=${encodeURIComponent("TERMS' OR '1'='1")}`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers the payment methods and the payment settings of the merchant', async () => {
    const methods = expectOk(await client.api('/support/v1/payment-methods'), v.array(PaymentMethodSchema));
    expect(methods.length).toBeGreaterThan(0);
    const settings = expectOk(await client.api('/support/v1/payment-settings'), v.array(PaymentSettingsSchema));
    expect(settings.length).toBeGreaterThan(0);
    for (const setting of settings) expect(setting.merchantId).toBe(DEMO_MERCHANT_ID);
    expect(settings.some((s) => s.type === 'CASH' && s.webEnabled && s.isActive)).toBe(true);
    const burger = expectOk(
      await client.api('/support/v1/payment-settings', { merchant: BURGER_MERCHANT_ID }),
      v.array(PaymentSettingsSchema),
    );
    for (const setting of burger) expect(setting.merchantId).toBe(BURGER_MERCHANT_ID);
  });
});

describe('vacancies, stories and banners', () => {
  it('lists vacancies and answers each one by id', async () => {
    const vacancies = expectOk(await client.api('/support/v1/vacancies'), v.array(VacancySchema));
    expect(vacancies.length).toBeGreaterThan(0);
    for (const vacancy of vacancies)
      expect(expectOk(await client.api(`/support/v1/vacancies/${vacancy.id}`), VacancySchema)).toEqual(vacancy);
    // Applying: a phone for every demo vacancy, a Telegram username where the seed gives one.
    expect(vacancies.every((vacancy) => typeof vacancy.phone === 'string')).toBe(true);
    expect(vacancies.filter((vacancy) => vacancy.telegram === 'oshxona_jobs')).toHaveLength(2);
  });

  it("answers 404 for an unknown vacancy or another merchant's, 400 for a bad id", async () => {
    const vacancy = first(expectOk(await client.api('/support/v1/vacancies'), v.array(VacancySchema)));
    expectError(await client.api('/support/v1/vacancies/999999'), 404, 'NOT_FOUND');
    expectError(
      await client.api(`/support/v1/vacancies/${vacancy.id}`, { merchant: BURGER_MERCHANT_ID }),
      404,
      'NOT_FOUND',
    );
    expect(expectError(await client.api('/support/v1/vacancies/1.5'), 400, 'VALIDATION_FAILED').field).toBe('id');
  });

  it('lists stories with slides and banners, by priority', async () => {
    const stories = expectOk(await client.api('/support/v1/stories'), v.array(StorySchema));
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) expect(story.slides.length).toBeGreaterThan(0);
    const storyPriorities = stories.map((s) => s.priority);
    expect([...storyPriorities].sort((a, b) => a - b)).toEqual(storyPriorities);
    const banners = expectOk(await client.api('/support/v1/banners'), v.array(BannerSchema));
    expect(banners.length).toBeGreaterThan(0);
    const bannerPriorities = banners.map((b) => b.priority);
    expect([...bannerPriorities].sort((a, b) => a - b)).toEqual(bannerPriorities);
    const burgerBanners = expectOk(
      await client.api('/support/v1/banners', { merchant: BURGER_MERCHANT_ID }),
      v.array(BannerSchema),
    );
    const ids = new Set(banners.map((b) => b.id));
    for (const banner of burgerBanners) expect(ids.has(banner.id)).toBe(false);
  });
});

describe('demo pictures', () => {
  it("names the WebP of each drawing in the demo's content, served as WebP and cached for good", async () => {
    const banners = expectOk(await client.api('/support/v1/banners'), v.array(BannerSchema));
    const address = banners[0]?.image ?? '';
    expect(address).toMatch(/^\/api\/content\/art\/[a-z0-9-]+\/\d+\.webp$/);
    const answer = await fetch(new URL(address, client.server.origin));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  });

  it('still draws the SVG of an address seeded before, and refuses a malformed one with 404', async () => {
    const svg = await fetch(`${client.server.url}/content/art/plov/3.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    // A key that is an object's inherited member draws the unknown-key picture like any other, not a 500.
    for (const file of ['constructor/1.svg', 'constructor/1.webp']) {
      const answer = await fetch(`${client.server.url}/content/art/${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
    }
    for (const bad of ['plov/3.png', 'plov/1234567.webp', 'PLOV/3.webp', `${'a'.repeat(41)}/3.webp`, 'plov/x.webp']) {
      expectError(await client.api(`/content/art/${bad}`), 404, 'NOT_FOUND');
    }
  });
});

describe('notifications', () => {
  it('lists notifications with the read state of each user and marks one read', async () => {
    const list = expectOk(
      await client.api('/support/v1/notifications', { token: alice.token }),
      v.array(NotificationSchema),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => !n.isRead)).toBe(true);
    const target = first(list);
    expectOk(
      await client.api(`/support/v1/notifications/${target.id}/read`, { method: 'PUT', token: alice.token }),
      OkSchema,
    );
    expectOk(
      await client.api(`/support/v1/notifications/${target.id}/read`, { method: 'PUT', token: alice.token }),
      OkSchema,
    );
    const after = expectOk(
      await client.api('/support/v1/notifications', { token: alice.token }),
      v.array(NotificationSchema),
    );
    expect(after.find((n) => n.id === target.id)?.isRead).toBe(true);
    expect(after.filter((n) => n.isRead)).toHaveLength(1);
    const bobs = expectOk(
      await client.api('/support/v1/notifications', { token: bob.token }),
      v.array(NotificationSchema),
    );
    expect(bobs.every((n) => !n.isRead)).toBe(true);
  });

  it("refuses a missing token, an unknown notification and another merchant's notification", async () => {
    expectError(await client.api('/support/v1/notifications'), 401, 'UNAUTHORIZED');
    expectError(await client.api('/support/v1/notifications/1/read', { method: 'PUT' }), 401, 'UNAUTHORIZED');
    expectError(
      await client.api('/support/v1/notifications/999999/read', { method: 'PUT', token: alice.token }),
      404,
      'NOT_FOUND',
    );
    const demoNotification = first(
      expectOk(await client.api('/support/v1/notifications', { token: alice.token }), v.array(NotificationSchema)),
    );
    const burgerUser = await client.signIn(undefined, BURGER_MERCHANT_ID);
    const burgerList = expectOk(
      await client.api('/support/v1/notifications', { token: burgerUser.token, merchant: BURGER_MERCHANT_ID }),
      v.array(NotificationSchema),
    );
    expect(burgerList.some((n) => n.id === demoNotification.id)).toBe(false);
    const foreign = await client.api(`/support/v1/notifications/${demoNotification.id}/read`, {
      method: 'PUT',
      token: burgerUser.token,
      merchant: BURGER_MERCHANT_ID,
    });
    expectError(foreign, 404, 'NOT_FOUND');
  });
});

describe('reservations', () => {
  let branch: Branch;
  let places: Place[];
  const now = () => client.server.deps.now();
  const reserve = (token: string, body: unknown, merchant?: string) =>
    client.api('/orders/v1/reservations', { method: 'POST', token, body, merchant });

  beforeAll(async () => {
    const branches = expectOk(await client.api('/users/v1/branches'), v.array(BranchSchema));
    branch =
      branches.find((b) => b.settings?.bookingEnabled && b.workHours.every((w) => !w.isClosed)) ?? first(branches);
    places = expectOk(await client.api(`/users/v1/branches/${branch.id}/places`), v.array(PlaceSchema));
  });

  const request = (overrides: Record<string, unknown> = {}) => ({
    branchId: branch.id,
    placeId: first(places).id,
    tableId: null,
    chairs: 2,
    reservedAt: nextLocalTime(now(), 3, '19:00').toISOString(),
    comment: 'Window seat',
    ...overrides,
  });

  it('reserves a table in the future inside the hours, lists it and cancels it', async () => {
    const table = first(first(places).tables);
    const created = expectOk(
      await reserve(alice.token, request({ tableId: table.id, chairs: Math.min(2, table.chairs) })),
      ReservationSchema,
      201,
    );
    expect(created).toMatchObject({
      branchId: branch.id,
      placeId: first(places).id,
      tableId: table.id,
      status: 'ACTIVE',
      comment: 'Window seat',
    });

    const mine = expectOk(
      await client.api('/orders/v1/reservations/my', { token: alice.token }),
      v.array(ReservationSchema),
    );
    expect(mine.map((r) => r.id)).toContain(created.id);
    expect(
      expectOk(await client.api('/orders/v1/reservations/my', { token: bob.token }), v.array(ReservationSchema)),
    ).toEqual([]);

    // The same table is taken for two hours.
    const clash = request({
      tableId: table.id,
      chairs: 1,
      reservedAt: new Date(new Date(created.reservedAt).getTime() + 60 * 60 * 1000).toISOString(),
    });
    expectError(await reserve(bob.token, clash), 409, 'TABLE_UNAVAILABLE');

    expectError(
      await client.api(`/orders/v1/reservations/${created.id}/cancel`, { method: 'PUT', token: bob.token }),
      404,
      'NOT_FOUND',
    );
    const cancelled = expectOk(
      await client.api(`/orders/v1/reservations/${created.id}/cancel`, { method: 'PUT', token: alice.token }),
      ReservationSchema,
    );
    expect(cancelled).toMatchObject({ id: created.id, status: 'CANCELED' });
    // Once cancelled, the table is free again.
    expectOk(await reserve(bob.token, clash), ReservationSchema, 201);
  });

  it('refuses a time in the past (422 RESERVATION_PAST), outside the hours (422) and on a closed day (422 HOLIDAY)', async () => {
    expect(
      expectError(
        await reserve(alice.token, request({ reservedAt: new Date(now().getTime() - 60_000).toISOString() })),
        422,
        'RESERVATION_PAST',
      ).field,
    ).toBe('reservedAt');
    expectError(
      await reserve(alice.token, request({ reservedAt: nextLocalTime(now(), 3, '04:00').toISOString() })),
      422,
      'DELIVERY_AT_INVALID',
    );
    const branches = expectOk(await client.api('/users/v1/branches'), v.array(BranchSchema));
    const withHoliday = branches.find((b) => b.workHours.some((w) => w.isClosed));
    const closed = withHoliday?.workHours.find((w) => w.isClosed);
    if (!withHoliday || !closed) throw new Error('the seed has no branch with a closed day');
    const holidayPlaces = expectOk(
      await client.api(`/users/v1/branches/${withHoliday.id}/places`),
      v.array(PlaceSchema),
    );
    const body = request({
      branchId: withHoliday.id,
      placeId: first(holidayPlaces).id,
      reservedAt: nextLocalTime(now(), closed.day, '13:00').toISOString(),
    });
    expectError(await reserve(alice.token, body), 422, 'HOLIDAY');
  });

  it('refuses a table too small, a place of another branch and a bad body', async () => {
    const small = first(places).tables.reduce((a, b) => (b.chairs < a.chairs ? b : a));
    expectError(
      await reserve(alice.token, request({ tableId: small.id, chairs: small.chairs + 1 })),
      422,
      'TABLE_UNAVAILABLE',
    );
    const branches = expectOk(await client.api('/users/v1/branches'), v.array(BranchSchema));
    const other = branches.find((b) => b.id !== branch.id);
    if (!other) throw new Error('only one branch');
    const otherPlace = first(expectOk(await client.api(`/users/v1/branches/${other.id}/places`), v.array(PlaceSchema)));
    expect(
      expectError(await reserve(alice.token, request({ placeId: otherPlace.id })), 400, 'VALIDATION_FAILED').field,
    ).toBe('placeId');
    expect(expectError(await reserve(alice.token, request({ chairs: 0 })), 400, 'VALIDATION_FAILED').field).toBe(
      'chairs',
    );
    expect(
      expectError(await reserve(alice.token, request({ reservedAt: 'soon' })), 400, 'VALIDATION_FAILED').field,
    ).toBe('reservedAt');
    expect(expectError(await reserve(alice.token, request({ branchId: 999999 })), 400, 'VALIDATION_FAILED').field).toBe(
      'branchId',
    );
  });

  it('refuses booking where the branch does not take bookings (422 SERVICE_UNAVAILABLE)', async () => {
    const burgerUser = await client.signIn(undefined, BURGER_MERCHANT_ID);
    const burgerBranch = first(
      expectOk(await client.api('/users/v1/branches', { merchant: BURGER_MERCHANT_ID }), v.array(BranchSchema)),
    );
    expect(burgerBranch.settings?.bookingEnabled).toBe(false);
    expectError(
      await reserve(burgerUser.token, request({ branchId: burgerBranch.id }), BURGER_MERCHANT_ID),
      422,
      'SERVICE_UNAVAILABLE',
    );
  });

  it('refuses booking when the merchant has booking off, though the branch takes bookings', async () => {
    const { db } = client.server;
    const lunch = request({ reservedAt: nextLocalTime(now(), 5, '13:00').toISOString() });
    await withSettingsOff(db, DEMO_MERCHANT_ID, ['bookingActive'], async () => {
      expectError(await reserve(alice.token, lunch), 422, 'SERVICE_UNAVAILABLE');
    });
    expectOk(await reserve(alice.token, lunch), ReservationSchema, 201);
  });

  it('stores SQL metacharacters in the comment verbatim', async () => {
    for (const [i, comment] of NASTY.entries()) {
      const at = new Date(nextLocalTime(now(), 4, '12:00').getTime() + i * 60 * 60 * 1000).toISOString();
      const created = expectOk(await reserve(bob.token, request({ comment, reservedAt: at })), ReservationSchema, 201);
      expect(created.comment).toBe(comment);
      // Cancelled at once (a customer holds only so many bookings ahead); the list keeps it with its comment.
      const cancel = `/orders/v1/reservations/${created.id}/cancel`;
      expect((await client.api(cancel, { method: 'PUT', token: bob.token })).status).toBe(200);
    }
    const mine = expectOk(
      await client.api('/orders/v1/reservations/my', { token: bob.token }),
      v.array(ReservationSchema),
    );
    for (const comment of NASTY) expect(mine.map((r) => r.comment)).toContain(comment);
  });

  it(`holds at most ${MAX_BOOKINGS_AHEAD} bookings ahead per customer (422 TOO_MANY_RESERVATIONS); a cancelled one frees its place`, async () => {
    const dana = await client.signIn();
    const at = (day: number) => request({ reservedAt: nextLocalTime(now(), day, '12:00').toISOString() });
    const made: Reservation[] = [];
    for (let day = 1; day <= MAX_BOOKINGS_AHEAD; day += 1)
      made.push(expectOk(await reserve(dana.token, at(day)), ReservationSchema, 201));
    expectError(await reserve(dana.token, at(MAX_BOOKINGS_AHEAD + 1)), 422, 'TOO_MANY_RESERVATIONS');
    const cancel = await client.api(`/orders/v1/reservations/${made[0]!.id}/cancel`, {
      method: 'PUT',
      token: dana.token,
    });
    expect(cancel.status).toBe(200);
    expectOk(await reserve(dana.token, at(MAX_BOOKINGS_AHEAD + 1)), ReservationSchema, 201);
  });

  it("refuses 'any table' for a party no table of the hall seats", async () => {
    const hall = places.find((p) => p.tables.length > 0) ?? first(places);
    const most = Math.max(...hall.tables.map((table) => table.chairs));
    const tooMany = request({ placeId: hall.id, tableId: null, chairs: most + 1 });
    const refused = expectError(await reserve(alice.token, tooMany), 422, 'PARTY_TOO_LARGE');
    expect(refused).toMatchObject({ field: 'chairs' });
    const fits = expectOk(
      await reserve(alice.token, request({ placeId: hall.id, tableId: null, chairs: most })),
      ReservationSchema,
      201,
    );
    expectOk(
      await client.api(`/orders/v1/reservations/${fits.id}/cancel`, { method: 'PUT', token: alice.token }),
      ReservationSchema,
    );
  });

  it('gives a table booked ahead back when its account is deleted: another customer may book it', async () => {
    const table = first(first(places).tables);
    const leaving = await client.signIn();
    const at = nextLocalTime(now(), 4, '13:00').toISOString();
    const booking = request({ tableId: table.id, chairs: Math.min(2, table.chairs), reservedAt: at });
    expectOk(await reserve(leaving.token, booking), ReservationSchema, 201);
    expectError(await reserve(bob.token, booking), 409, 'TABLE_UNAVAILABLE');
    expectOk(await client.api('/users/v1/users', { method: 'DELETE', token: leaving.token }), OkSchema);
    const taken = expectOk(await reserve(bob.token, booking), ReservationSchema, 201);
    expectOk(
      await client.api(`/orders/v1/reservations/${taken.id}/cancel`, { method: 'PUT', token: bob.token }),
      ReservationSchema,
    );
  });

  it('needs a token for every reservation call', async () => {
    expectError(await client.api('/orders/v1/reservations/my'), 401, 'UNAUTHORIZED');
    expectError(await client.api('/orders/v1/reservations', { method: 'POST', body: request() }), 401, 'UNAUTHORIZED');
    expectError(await client.api('/orders/v1/reservations/1/cancel', { method: 'PUT' }), 401, 'UNAUTHORIZED');
  });
});
