import { describe, expect, it } from 'vitest';
import { priceOrder } from '@/shared/contract/pricing.ts';
import { buildOrderRequest, newIdempotencyKey, scheduledAt } from './order-request.lib.ts';

const summary = priceOrder({
  lines: [{ costPrice: 45000, discountPercent: 0, count: 2, modifications: [] }],
  deliveryPrice: 15000,
  isDelivery: true,
  promo: null,
  cashbackRequested: 5000,
  cashbackBalance: 20000,
});
const lines = [{ productId: 1, count: 2, modifications: [] }];
const point = { id: null, name: 'Home', description: null, latitude: 41.3, longitude: 69.2, type: 'HOUSE' as const };

describe('later / deliveryAt', () => {
  it('needs both day and time', () => {
    expect(scheduledAt({ later: true, day: '2026-11-24', time: '12:30' })).toBe('2026-11-24T07:30:00.000Z');
    expect(scheduledAt({ later: true, day: '2026-11-24' })).toBeNull();
    expect(scheduledAt({ later: false, day: '2026-11-24', time: '12:30' })).toBeNull();
  });
});

describe('order request', () => {
  it('sends a delivery with its address, extras, tariff and delivery type', () => {
    const request = buildOrderRequest({
      lines,
      draft: { office: ' 12 ', domophone: '45#', comment: 'No onion', courierComment: 'Call me' },
      place: {
        serviceType: 'DELIVERY',
        branchId: 3,
        cityId: 1,
        address: point,
        tariffId: 'T-1-3',
        device: 'CLIENT_WEB',
      },
      summary,
      paymentType: 'CASH',
    });
    expect(request).toMatchObject({
      address: { name: 'Home', description: 'Home', latitude: 41.3, longitude: 69.2 },
      office: '12',
      deliveryType: 'OWN',
      deliveryTariffId: 'T-1-3',
      cashback: 5000,
      totalPrice: summary.totalPrice,
      later: false,
      deliveryAt: null,
    });
  });

  it('sends pick-up with no delivery type, no address and no extras', () => {
    const request = buildOrderRequest({
      lines,
      draft: { office: '12', later: true, day: '2026-11-24', time: '12:30' },
      place: {
        serviceType: 'PICK_UP',
        branchId: 3,
        cityId: 1,
        address: point,
        tariffId: 'T',
        device: 'TELEGRAM_MINI_APP',
      },
      summary: { ...summary, deliveryPrice: 0 },
      paymentType: 'PAYME',
    });
    expect(request).toMatchObject({
      deliveryType: null,
      address: null,
      addressId: null,
      office: null,
      deliveryTariffId: null,
      later: true,
      deliveryAt: '2026-11-24T07:30:00.000Z',
    });
  });

  it('refers to a saved address by its id', () => {
    const request = buildOrderRequest({
      lines,
      draft: {},
      place: {
        serviceType: 'DELIVERY',
        branchId: 1,
        cityId: null,
        address: { ...point, id: 9 },
        tariffId: null,
        device: 'CLIENT_WEB',
      },
      summary,
      paymentType: 'CASH',
    });
    expect(request.addressId).toBe(9);
    expect(request.address).toBeNull();
  });

  it('makes a new random key per attempt', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
