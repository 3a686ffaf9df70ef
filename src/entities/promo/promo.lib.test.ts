import { describe, expect, it } from 'vitest';
import type { Promo } from '@/shared/contract/order.ts';
import { promoTerms } from './promo.lib.ts';

const promo = (over: Partial<Promo>): Promo => ({
  id: 1,
  code: 'X',
  isActive: true,
  minPrice: 0,
  productDiscount: 0,
  deliveryDiscount: 0,
  discountType: 'AMOUNT',
  startDate: null,
  endDate: null,
  ...over,
});
const money = (v: number) => `${v} so'm`;
const now = new Date('2026-11-21T12:00:00Z');

describe('promo terms', () => {
  it('describes an amount off products with its minimum', () => {
    expect(promoTerms(promo({ productDiscount: 30000, minPrice: 100000 }), now, money)).toEqual({
      benefits: [{ key: 'promos.onProducts', value: "30000 so'm" }],
      minPrice: 100000,
      state: 'active',
    });
  });
  it('describes a percentage off delivery', () => {
    expect(promoTerms(promo({ discountType: 'PERCENTAGE', deliveryDiscount: 100 }), now, money).benefits).toEqual([
      { key: 'promos.onDelivery', value: '100%' },
    ]);
  });
  it('knows upcoming and expired codes', () => {
    expect(promoTerms(promo({ startDate: '2026-12-01T00:00:00Z' }), now, money).state).toBe('upcoming');
    expect(promoTerms(promo({ endDate: '2026-11-01T00:00:00Z' }), now, money).state).toBe('expired');
    expect(promoTerms(promo({ isActive: false }), now, money).state).toBe('expired');
  });
});
