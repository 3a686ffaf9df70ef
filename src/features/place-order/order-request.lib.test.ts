import { describe, expect, it } from 'vitest';
import { priceOrder } from '@/shared/contract/pricing.ts';
import {
  buildOrderRequest,
  contactsProblem,
  flatDetails,
  newIdempotencyKey,
  scheduledAt,
} from './order-request.lib.ts';

const summary = priceOrder({
  lines: [{ costPrice: 45000, discountPercent: 0, count: 2, modifications: [] }],
  deliveryPrice: 15000,
  isDelivery: true,
  promo: null,
  cashbackRequested: 5000,
  cashbackBalance: 20000,
});
const lines = [{ productId: 1, count: 2, modifications: [] }];
const point = {
  id: null,
  name: 'Home',
  description: null,
  latitude: 41.3,
  longitude: 69.2,
  type: 'APARTMENT' as 'APARTMENT' | 'HOUSE',
};

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

  it("sends a flat's details only for a flat: typed for one, then a house chosen, they stay behind", () => {
    const house = buildOrderRequest({
      lines,
      draft: { office: '12', floor: '3', entrance: '2', domophone: '45#', courierComment: 'Gate on the left' },
      place: {
        serviceType: 'DELIVERY',
        branchId: 3,
        cityId: 1,
        address: { ...point, type: 'HOUSE' },
        tariffId: 'T-1-3',
        device: 'CLIENT_WEB',
      },
      summary,
      paymentType: 'CASH',
    });
    expect(house).toMatchObject({
      addressType: 'HOUSE',
      office: null,
      floor: null,
      entrance: null,
      domophone: null,
      courierComment: 'Gate on the left',
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

  it("holds a receipt back until it has a whole number to go to: typed, or the account's own", () => {
    expect(contactsProblem({ receipt: true }, true)).toBeNull();
    expect(contactsProblem({ receipt: true }, false)).toBe('receipt');
    expect(contactsProblem({ receipt: true, receiptPhone: '90123' }, true)).toBe('receipt');
    expect(contactsProblem({ receipt: true, receiptPhone: '901234567' }, false)).toBeNull();
    expect(contactsProblem({ receipt: false }, false)).toBeNull();
    expect(contactsProblem({ receiver: true, receiverName: 'Aziz', receiverPhone: '9012' }, true)).toBe('receiver');
  });

  it('makes a new random key per attempt', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('flatDetails', () => {
  const home = { id: 5, office: '12', floor: '3', entrance: null };
  it('gives what was typed for the chosen address, else what is saved with it', () => {
    const typed = { flatFor: '5', office: '14', floor: '4', entrance: '', domophone: '9#' };
    expect(flatDetails(typed, home)).toEqual({ office: '14', domophone: '9#', entrance: '', floor: '4' });
    expect(flatDetails({}, home)).toEqual({ office: '12', domophone: '', entrance: '', floor: '3' });
  });

  it('never gives what was typed for another address, nor for none', () => {
    const typedForMum = { flatFor: '6', office: '1', floor: '9' };
    expect(flatDetails(typedForMum, home)).toEqual({ office: '12', domophone: '', entrance: '', floor: '3' });
    expect(flatDetails({ flatFor: 'tmp-1', floor: '2' }, { id: 'tmp-2' })).toEqual({
      office: '',
      domophone: '',
      entrance: '',
      floor: '',
    });
    expect(flatDetails(typedForMum, null)).toEqual({ office: '', domophone: '', entrance: '', floor: '' });
  });
});
