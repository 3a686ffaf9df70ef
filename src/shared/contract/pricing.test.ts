import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderRequestSchema, OrderSchema } from './order.ts';
import { PRICE_TOTAL_FIELDS, PriceTotalsSchema, totalsOf } from './price-totals.ts';
import { priceOrder, promoDiscount, round2, unitPrice, type PriceInput } from './pricing.ts';

const base: PriceInput = {
  lines: [
    { costPrice: 45000, discountPercent: 0, count: 2, modifications: [] },
    { costPrice: 30000, discountPercent: 10, count: 1, modifications: [{ price: 5000, count: 2 }] },
  ],
  deliveryPrice: 15000,
  isDelivery: true,
  promo: null,
  cashbackRequested: 0,
  cashbackBalance: 0,
};

describe('price rules', () => {
  it('prices a unit with modifications before and after its own discount', () => {
    expect(unitPrice({ costPrice: 30000, discountPercent: 10, modifications: [{ price: 5000, count: 2 }] })).toEqual({
      gross: 40000,
      net: 37000,
    });
  });

  it('total = products + delivery - discounts - cashback', () => {
    const s = priceOrder({ ...base, cashbackRequested: 5000, cashbackBalance: 20000 });
    expect(s).toMatchObject({
      productCount: 3,
      productPrice: 130000,
      productDiscount: 3000,
      deliveryPrice: 15000,
      deliveryDiscount: 0,
      cashback: 5000,
    });
    expect(s.totalPrice).toBe(130000 + 15000 - 3000 - 5000);
  });

  it('applies an AMOUNT promo on products once the minimum is reached, never above the products', () => {
    const promo = { discountType: 'AMOUNT' as const, productDiscount: 30000, deliveryDiscount: 0, minPrice: 100000 };
    expect(priceOrder({ ...base, promo }).productDiscount).toBe(33000);
    const small = priceOrder({
      ...base,
      lines: [{ costPrice: 45000, discountPercent: 0, count: 1, modifications: [] }],
      promo,
    });
    expect(small.productDiscount).toBe(0);
    expect(small.promoBelowMinimum).toBe(true);
    expect(promoDiscount('AMOUNT', 50000, 20000)).toBe(20000);
  });

  it('applies a PERCENTAGE promo to delivery', () => {
    const promo = { discountType: 'PERCENTAGE' as const, productDiscount: 0, deliveryDiscount: 100, minPrice: 0 };
    const s = priceOrder({ ...base, promo });
    expect(s.deliveryDiscount).toBe(15000);
    expect(s.totalPrice).toBe(127000);
  });

  it('charges no delivery for pick-up or an empty cart', () => {
    expect(priceOrder({ ...base, isDelivery: false }).deliveryPrice).toBe(0);
    expect(priceOrder({ ...base, lines: [] })).toMatchObject({ deliveryPrice: 0, totalPrice: 0, productCount: 0 });
  });

  it('never spends more cashback than the balance or the total', () => {
    expect(priceOrder({ ...base, cashbackRequested: 50000, cashbackBalance: 20000 }).cashback).toBe(20000);
    const all = priceOrder({ ...base, cashbackRequested: 1e9, cashbackBalance: 1e9 });
    expect(all.cashback).toBe(142000);
    expect(all.totalPrice).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(
      priceOrder({
        ...base,
        lines: [{ costPrice: 999.99, discountPercent: 33, count: 3, modifications: [] }],
        isDelivery: false,
      }).totalPrice,
    ).toBe(2009.97);
  });

  it('takes the eight totals of a summary, and nothing else, to put on an order', () => {
    const summary = priceOrder({ ...base, cashbackRequested: 5000, cashbackBalance: 20000 });
    expect(totalsOf(summary)).toEqual({
      productCount: 3,
      productPrice: 130000,
      productDiscount: 3000,
      deliveryPrice: 15000,
      deliveryDiscount: 0,
      totalDiscount: 3000,
      cashback: 5000,
      totalPrice: 137000,
    });
    expect(v.safeParse(PriceTotalsSchema, totalsOf(summary)).success).toBe(true);
  });

  it('puts the same totals on the order request and on the order', () => {
    for (const schema of [OrderRequestSchema, OrderSchema])
      expect(Object.keys(schema.entries)).toEqual(expect.arrayContaining([...PRICE_TOTAL_FIELDS]));
    expect(PRICE_TOTAL_FIELDS).toHaveLength(8);
  });
});
