import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BranchSchema,
  CitySchema,
  DeliveryZoneSchema,
  TariffSchema,
  ZoneCheckSchema,
  type Branch,
  type DeliveryZone,
} from '../../src/shared/contract/branch.ts';
import { PlaceSchema } from '../../src/shared/contract/content.ts';
import { distanceKm } from '../services/geo.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  expectError,
  expectOk,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';
import { OUTSIDE, pointInside } from './fixtures.ts';

let client: Client;
let alice: Session;
let branches: Branch[];
let burgerBranches: Branch[];
let zones: DeliveryZone[];
beforeAll(async () => {
  client = await startClient();
  alice = await client.signIn();
  branches = expectOk(await client.api('/users/v1/branches'), v.array(BranchSchema));
  burgerBranches = expectOk(
    await client.api('/users/v1/branches', { merchant: BURGER_MERCHANT_ID }),
    v.array(BranchSchema),
  );
  zones = expectOk(await client.api('/deliveries/v1/delivery/zones'), v.array(DeliveryZoneSchema));
});
afterAll(() => client.close());

const first = <T>(list: readonly T[]): T => {
  const item = list[0];
  if (item === undefined) throw new Error('empty list');
  return item;
};

describe('branches', () => {
  it("lists the merchant's active branches, the main one first", () => {
    expect(branches.length).toBeGreaterThan(1);
    expect(first(branches).isMain).toBe(true);
    for (const branch of branches) {
      expect(branch).toMatchObject({ merchantId: DEMO_MERCHANT_ID, isActive: true });
      expect(branch.workHours).toHaveLength(7);
    }
    const burgerIds = new Set(burgerBranches.map((b) => b.id));
    for (const branch of branches) expect(burgerIds.has(branch.id)).toBe(false);
  });

  it('the full list can be filtered by city', async () => {
    const full = expectOk(await client.api('/users/v1/branches/full'), v.array(BranchSchema));
    expect(full.map((b) => b.id)).toEqual(branches.map((b) => b.id));
    const cityId = first(branches).cityId;
    if (cityId == null) throw new Error('the main branch has no city');
    const ofCity = expectOk(await client.api(`/users/v1/branches/full?cityId=${cityId}`), v.array(BranchSchema));
    expect(ofCity.length).toBeGreaterThan(0);
    for (const branch of ofCity) expect(branch.cityId).toBe(cityId);
    expect(expectError(await client.api('/users/v1/branches/full?cityId=abc'), 400, 'VALIDATION_FAILED').field).toBe(
      'cityId',
    );
  });

  it("answers one branch by id; an unknown id, a bad id or another merchant's branch is refused", async () => {
    const branch = first(branches);
    expect(expectOk(await client.api(`/users/v1/branches/${branch.id}`), BranchSchema)).toEqual(branch);
    expectError(await client.api('/users/v1/branches/999999'), 404, 'NOT_FOUND');
    expect(expectError(await client.api('/users/v1/branches/-1'), 400, 'VALIDATION_FAILED').field).toBe('id');
    expectError(await client.api(`/users/v1/branches/${first(burgerBranches).id}`), 404, 'NOT_FOUND');
  });

  it('answers the places of a branch with their tables', async () => {
    const branch = first(branches);
    const places = expectOk(await client.api(`/users/v1/branches/${branch.id}/places`), v.array(PlaceSchema));
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) {
      expect(place.branchId).toBe(branch.id);
      expect(place.tables.length).toBeGreaterThan(0);
      for (const table of place.tables) expect(table.hallId).toBe(place.id);
    }
    expectError(await client.api(`/users/v1/branches/${first(burgerBranches).id}/places`), 404, 'NOT_FOUND');
    expectError(await client.api('/users/v1/branches/x/places'), 400, 'VALIDATION_FAILED');
  });

  it('finds the closest branch to a point, with its distance', async () => {
    const target = branches[branches.length - 1] ?? first(branches);
    const lat = target.latitude + 0.001;
    const lon = target.longitude + 0.001;
    const closest = expectOk(
      await client.api(`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?lat=${lat}&lon=${lon}`),
      BranchSchema,
    );
    expect(closest.id).toBe(target.id);
    const expected = Math.min(...branches.map((b) => distanceKm(lat, lon, b.latitude, b.longitude)));
    expect(closest.distance).toBeCloseTo(expected, 1);
  });

  it('refuses the closest-branch call when the path merchant is not the header merchant', async () => {
    expectError(
      await client.api(`/users/v1/branches/merchant/${BURGER_MERCHANT_ID}/closest?lat=41.3&lon=69.2`),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?lat=41.3&lon=69.2`, {
        merchant: BURGER_MERCHANT_ID,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses missing or impossible coordinates with 400', async () => {
    expect(
      expectError(
        await client.api(`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?lon=69.2`),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('lat');
    expect(
      expectError(
        await client.api(`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?lat=41.3&lon=abc`),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('lon');
    expectError(
      await client.api(`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?lat=91&lon=69`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('the local closest-branch call needs a token', async () => {
    expectError(await client.api('/users/v1/local/branch/closest?lat=41.3&lon=69.2'), 401, 'UNAUTHORIZED');
    const closest = expectOk(
      await client.api('/users/v1/local/branch/closest?lat=41.3&lon=69.2', { token: alice.token }),
      BranchSchema,
    );
    expect(closest.merchantId).toBe(DEMO_MERCHANT_ID);
    expect(closest.distance).toEqual(expect.any(Number));
  });
});

describe('cities', () => {
  it("lists the merchant's cities, the main one first", async () => {
    const cities = expectOk(
      await client.api(`/users/v1/city-merchant/merchant/${DEMO_MERCHANT_ID}`, { token: alice.token }),
      v.array(CitySchema),
    );
    expect(cities.length).toBeGreaterThan(0);
    expect(first(cities).isMain).toBe(true);
  });

  it("refuses another merchant's id in the path with 404 and a missing token with 401", async () => {
    expectError(
      await client.api(`/users/v1/city-merchant/merchant/${BURGER_MERCHANT_ID}`, { token: alice.token }),
      404,
      'NOT_FOUND',
    );
    expectError(await client.api(`/users/v1/city-merchant/merchant/${DEMO_MERCHANT_ID}`), 401, 'UNAUTHORIZED');
  });
});

describe('delivery zones and tariffs', () => {
  it('lists the zones, cheapest first, with closed-enough polygons', () => {
    expect(zones.length).toBeGreaterThan(0);
    const prices = zones.map((zone) => zone.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const zone of zones) {
      expect(zone.merchantId).toBe(DEMO_MERCHANT_ID);
      expect(zone.polygon.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('checks whether a point is inside a zone (the cheapest zone containing it)', async () => {
    const zone = first(zones);
    const point = pointInside(zone);
    const inside = expectOk(
      await client.api(`/deliveries/v1/delivery/zones/check?lat=${point.latitude}&lon=${point.longitude}`),
      ZoneCheckSchema,
    );
    expect(inside).toEqual({ inZone: true, zone });
    const outside = expectOk(
      await client.api(`/deliveries/v1/delivery/zones/check?lat=${OUTSIDE.latitude}&lon=${OUTSIDE.longitude}`),
      ZoneCheckSchema,
    );
    expect(outside).toEqual({ inZone: false, zone: null });
    expect(
      expectError(await client.api('/deliveries/v1/delivery/zones/check?lat=41.3'), 400, 'VALIDATION_FAILED').field,
    ).toBe('lon');
  });

  it("never answers another merchant's zone", async () => {
    const point = pointInside(first(zones));
    const burgerZones = expectOk(
      await client.api('/deliveries/v1/delivery/zones', { merchant: BURGER_MERCHANT_ID }),
      v.array(DeliveryZoneSchema),
    );
    expect(burgerZones.length).toBeGreaterThan(0);
    const burgerIds = new Set(burgerZones.map((zone) => zone.id));
    for (const zone of zones) expect(burgerIds.has(zone.id)).toBe(false);
    for (const zone of burgerZones) expect(zone.merchantId).toBe(BURGER_MERCHANT_ID);
    const check = expectOk(
      await client.api(`/deliveries/v1/delivery/zones/check?lat=${point.latitude}&lon=${point.longitude}`, {
        merchant: BURGER_MERCHANT_ID,
      }),
      ZoneCheckSchema,
    );
    expect(check.zone === null || burgerIds.has(check.zone.id)).toBe(true);
  });

  it('prices delivery inside a zone with the zone price', async () => {
    const zone = first(zones);
    const branch = first(branches);
    const point = pointInside(zone);
    const response = await client.api('/deliveries/v1/delivery/tariff/client/calculate', {
      method: 'POST',
      token: alice.token,
      body: {
        productPrice: 50000,
        branchId: branch.id,
        latitude: point.latitude,
        longitude: point.longitude,
        address: "Amir Temur 1'; --",
      },
    });
    const tariff = expectOk(response, TariffSchema);
    expect(tariff).toMatchObject({ price: zone.price, zoneId: zone.id });
    expect(tariff.id).toEqual(expect.any(String));
    expect(tariff.distance).toBeCloseTo(
      distanceKm(branch.latitude, branch.longitude, point.latitude, point.longitude),
      1,
    );
  });

  it('refuses a point outside every zone with 422 OUT_OF_ZONE', async () => {
    const response = await client.api('/deliveries/v1/delivery/tariff/client/calculate', {
      method: 'POST',
      token: alice.token,
      body: { productPrice: 50000, branchId: first(branches).id, ...OUTSIDE },
    });
    expectError(response, 422, 'OUT_OF_ZONE');
  });

  it('needs a token, a valid body and a branch of the merchant', async () => {
    const point = pointInside(first(zones));
    const body = { productPrice: 1000, branchId: first(branches).id, ...point };
    const path = '/deliveries/v1/delivery/tariff/client/calculate';
    expectError(await client.api(path, { method: 'POST', body }), 401, 'UNAUTHORIZED');
    expect(
      expectError(
        await client.api(path, { method: 'POST', token: alice.token, body: { ...body, productPrice: -1 } }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('productPrice');
    expect(
      expectError(
        await client.api(path, { method: 'POST', token: alice.token, body: { ...body, latitude: 'north' } }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('latitude');
    const foreign = await client.api(path, {
      method: 'POST',
      token: alice.token,
      body: { ...body, branchId: first(burgerBranches).id },
    });
    expect(expectError(foreign, 400, 'VALIDATION_FAILED').field).toBe('branchId');
  });
});
