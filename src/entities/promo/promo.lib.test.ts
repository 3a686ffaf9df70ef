import { describe, expect, it } from 'vitest';
import type { Promo } from '@/shared/contract/order.ts';
import { promoNudge, promosWithin, promoTerms } from './promo.lib.ts';

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

describe('promo nudge', () => {
  const order = { productsTotal: 60000, delivery: true };
  it('counts down to the nearest minimum and says what it gives', () => {
    const nudge = promoNudge(
      [
        promo({ code: 'BIG', productDiscount: 30000, minPrice: 100000 }),
        promo({ code: 'FREE', discountType: 'PERCENTAGE', deliveryDiscount: 100, minPrice: 80000 }),
      ],
      order,
      now,
    );
    expect(nudge).toEqual({ code: 'FREE', missing: 20000, progress: 0.75, gives: { kind: 'freeDelivery' } });
  });
  it('leaves out a delivery discount on a pick-up, and promos already reached, stopped or not started', () => {
    const promos = [
      promo({ code: 'FREE', discountType: 'PERCENTAGE', deliveryDiscount: 100, minPrice: 80000 }),
      promo({ code: 'REACHED', productDiscount: 10, discountType: 'PERCENTAGE', minPrice: 50000 }),
      promo({ code: 'OFF', productDiscount: 5000, minPrice: 70000, isActive: false }),
      promo({ code: 'LATER', productDiscount: 5000, minPrice: 70000, startDate: '2026-12-01T00:00:00Z' }),
      promo({ code: 'OVER', productDiscount: 5000, minPrice: 70000, endDate: '2026-11-01T00:00:00Z' }),
    ];
    expect(promoNudge(promos, { productsTotal: 60000, delivery: false }, now)).toBeNull();
    expect(promoNudge(promos, order, now)?.code).toBe('FREE');
  });
  it('says nothing for an empty basket', () => {
    expect(promoNudge([promo({ productDiscount: 1, minPrice: 10 })], { productsTotal: 0, delivery: true }, now)).toBe(
      null,
    );
  });
  it('describes a percentage and a fixed delivery discount as what they are', () => {
    const percent = promo({ discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 90000 });
    expect(promoNudge([percent], order, now)?.gives).toEqual({ kind: 'percentOff', value: 10 });
    const fixed = promo({ deliveryDiscount: 5000, minPrice: 90000 });
    expect(promoNudge([fixed], order, now)?.gives).toEqual({ kind: 'amountOff', value: 5000 });
  });
});

describe('promos within reach', () => {
  it('lists the running codes the order already qualifies for', () => {
    const promos = [
      promo({ code: 'YES', productDiscount: 5000, minPrice: 50000 }),
      promo({ code: 'SHORT', productDiscount: 5000, minPrice: 90000 }),
      promo({ code: 'DELIVERY', discountType: 'PERCENTAGE', deliveryDiscount: 100 }),
    ];
    expect(promosWithin(promos, { productsTotal: 60000, delivery: false }, now).map((p) => p.code)).toEqual(['YES']);
    expect(promosWithin(promos, { productsTotal: 60000, delivery: true }, now).map((p) => p.code)).toEqual([
      'YES',
      'DELIVERY',
    ]);
  });
});
