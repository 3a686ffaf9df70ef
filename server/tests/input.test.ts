/**
 * Crafted values that used to end in a 500 or be stored as they came: each is refused with a 4xx in the error shape
 * that names its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BranchSchema } from '../../src/shared/contract/branch.ts';
import { pageSchema } from '../../src/shared/contract/common.ts';
import { PlaceSchema } from '../../src/shared/contract/content.ts';
import { OrderSchema } from '../../src/shared/contract/order.ts';
import { expectError, expectOk, moveClockToOpenHours, nextLocalTime, startClient, type Client, type Session } from './http.ts';
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
    const answer = await client.api(`/orders/v1/orders/user/${alice.user.id}?size=${encodeURIComponent(size)}`, { token: alice.token });
    expect(expectError(answer, 400, 'VALIDATION_FAILED').field).toBe('size');
  });

  it('takes a whole size and keeps it between 1 and 50', async () => {
    const path = `/orders/v1/orders/user/${alice.user.id}`;
    expect(expectOk(await client.api(`${path}?size=5`, { token: alice.token }), pageSchema(OrderSchema)).size).toBe(5);
    expect(expectOk(await client.api(`${path}?size=500`, { token: alice.token }), pageSchema(OrderSchema)).size).toBe(50);
    expect(expectOk(await client.api(`${path}?size=0&page=0`, { token: alice.token }), pageSchema(OrderSchema)).size).toBe(1);
  });
});

describe('scheduled order times', () => {
  const atTime = (deliveryAt: string) => {
    const branchId = mainBranch(catalogue).id;
    const cart = [{ productId: plainProduct(catalogue, branchId).id, count: 1 }];
    const { request } = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart, extra: { later: true, deliveryAt } });
    return client.api('/orders/v1/orders/at-time', { method: 'POST', token: alice.token, body: request });
  };

  it.each([FAR_FUTURE, '-271821-04-20T00:00:00.000Z', '2026-02-30T12:00:00Z', '2026-06-01T24:30:00Z', 'tomorrow', '2026-06-01', '1717243200000'])(
    'refuses deliveryAt %j with 400 naming it',
    async (deliveryAt) => {
      expect(expectError(await atTime(deliveryAt), 400, 'VALIDATION_FAILED').field).toBe('deliveryAt');
    },
  );

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
    const branch = expectOk(await client.api('/users/v1/branches'), z.array(BranchSchema)).find((b) => b.settings?.bookingEnabled);
    if (!branch) throw new Error('no branch takes bookings');
    const place = expectOk(await client.api(`/users/v1/branches/${branch.id}/places`), z.array(PlaceSchema))[0];
    if (!place) throw new Error('the branch has no place');
    return client.api('/orders/v1/reservations', { method: 'POST', token: alice.token, body: { branchId: branch.id, placeId: place.id, chairs: 2, reservedAt } });
  };

  it('refuses the far future with 422 TOO_FAR_AHEAD and impossible dates with 400, naming reservedAt', async () => {
    expect(expectError(await reserve('9999-12-31T12:00:00Z'), 422, 'TOO_FAR_AHEAD').field).toBe('reservedAt');
    const in100Days = nextLocalTime(new Date(client.server.deps.now().getTime() + 100 * DAY_MS), 3, '12:00');
    expect(expectError(await reserve(in100Days.toISOString()), 422, 'TOO_FAR_AHEAD').field).toBe('reservedAt');
    for (const bad of [FAR_FUTURE, '2026-13-01T12:00:00Z', '2026-02-29T12:00:00+05:00', '2026-06-01 12:00', 'Tue Jun 02 2026']) {
      expect(expectError(await reserve(bad), 400, 'VALIDATION_FAILED').field).toBe('reservedAt');
    }
  });
});
