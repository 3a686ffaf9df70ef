import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import { DEFAULT_COOKING_MINUTES, estimateMinutes, orderExpectedBy } from './estimate.lib.ts';

describe('estimateMinutes', () => {
  it('takes the longest cooking of the basket, rounded up to 5 minutes, as a 10-minute range', () => {
    expect(estimateMinutes([{ timeCookingMax: 12 }, { timeCookingMin: 23 }], null)).toEqual({ from: 25, to: 35 });
  });

  it('falls back to the default cooking time for dishes without one', () => {
    expect(estimateMinutes([{}], null)).toEqual({ from: DEFAULT_COOKING_MINUTES, to: DEFAULT_COOKING_MINUTES + 10 });
  });

  it('adds the handover and the ride at 20 km/h for delivery', () => {
    // 20 cooking + 10 handover + 5 km at 20 km/h (15 min) = 45.
    expect(estimateMinutes([{ timeCookingMax: 20 }], { distanceKm: 5 })).toEqual({ from: 45, to: 55 });
  });

  it('never goes below a sensible floor, even for instant dishes or a negative distance', () => {
    expect(estimateMinutes([{ timeCookingMax: 0 }], { distanceKm: -3 }).from).toBe(20);
  });
});

describe('orderExpectedBy', () => {
  const placed = '2026-11-23T10:00:00.000Z';
  const branch = { latitude: 41.3111, longitude: 69.2797 };
  it('adds the estimate to the moment an order for now was placed', () => {
    const order = makeOrder({ status: 'COOKING', serviceType: 'PICK_UP', createdDate: placed });
    expect(orderExpectedBy(order)).toBe(new Date(Date.parse(placed) + 30 * 60_000).toISOString());
  });

  it('counts the ride for a delivery', () => {
    const order = makeOrder({
      status: 'ACCEPTED',
      serviceType: 'DELIVERY',
      createdDate: placed,
      branch: { ...makeOrder().branch, ...branch },
      address: { name: 'Home', latitude: 41.3111 + 0.044, longitude: 69.2797 },
    });
    // 20 cooking + 10 handover + just under 5 km at 20 km/h: 45 once rounded up; the range ends 10 later.
    expect(orderExpectedBy(order)).toBe(new Date(Date.parse(placed) + 55 * 60_000).toISOString());
  });

  it("takes its dishes' cooking times from the menu, as the checkout did", () => {
    const order = makeOrder({ status: 'COOKING', serviceType: 'PICK_UP', createdDate: placed });
    const productId = order.items[0]?.productId ?? 0;
    // 12 minutes' cooking, rounded up to 15; the range ends 10 later.
    expect(orderExpectedBy(order, [{ id: productId, timeCookingMax: 12 }])).toBe(
      new Date(Date.parse(placed) + 25 * 60_000).toISOString(),
    );
    expect(orderExpectedBy(order, [{ id: productId + 1, timeCookingMax: 12 }])).toBe(
      new Date(Date.parse(placed) + 30 * 60_000).toISOString(),
    );
  });

  it('has nothing to say for a finished order or one at a set time', () => {
    expect(orderExpectedBy(makeOrder({ status: 'DELIVERED' }))).toBeNull();
    expect(orderExpectedBy(makeOrder({ status: 'AT_TIME', deliveryAt: placed }))).toBeNull();
  });
});
