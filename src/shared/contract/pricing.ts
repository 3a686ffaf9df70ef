/**
 * The price rules of spec §9, in one place for the client's summary and the server's check, so the two cannot
 * disagree. Pure functions; amounts are so'm, rounded to 2 decimals at each step.
 */
import type { DiscountType, PriceTotals } from './price-totals.ts';

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export interface PricedModification {
  price: number;
  count: number;
}
export interface PricedLine {
  /** Price of one unit before the product's own discount. */
  costPrice: number;
  /** The product's own discount in percent. */
  discountPercent: number;
  count: number;
  modifications: readonly PricedModification[];
}

/** One unit with its modifications, before and after the product's own discount. */
export function unitPrice(line: Omit<PricedLine, 'count'>): { gross: number; net: number } {
  const modifications = line.modifications.reduce((sum, m) => sum + m.price * m.count, 0);
  const ownDiscount = (line.costPrice * clampPercent(line.discountPercent)) / 100;
  return { gross: round2(line.costPrice + modifications), net: round2(line.costPrice - ownDiscount + modifications) };
}

export interface PromoTerms {
  discountType: DiscountType;
  productDiscount: number;
  deliveryDiscount: number;
  minPrice: number;
}

export interface PriceInput {
  lines: readonly PricedLine[];
  /** Tariff price for delivery; ignored (0) for pick-up and dine-in. */
  deliveryPrice: number;
  isDelivery: boolean;
  promo: PromoTerms | null;
  /** Cashback the customer asks to spend. */
  cashbackRequested: number;
  /** The customer's cashback balance. */
  cashbackBalance: number;
}

export interface PriceSummary extends PriceTotals {
  /** True when a promo was given but its minimum price is not reached. */
  promoBelowMinimum: boolean;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Discount of a promo on a base amount: a fixed sum (never more than the base) or a percentage of it. */
export function promoDiscount(type: DiscountType, value: number, base: number): number {
  if (base <= 0 || value <= 0) return 0;
  return type === 'AMOUNT' ? round2(Math.min(value, base)) : round2((base * clampPercent(value)) / 100);
}

export function priceOrder(input: PriceInput): PriceSummary {
  let productPrice = 0;
  let ownDiscount = 0;
  let productCount = 0;
  for (const line of input.lines) {
    const unit = unitPrice(line);
    productPrice += unit.gross * line.count;
    ownDiscount += (unit.gross - unit.net) * line.count;
    productCount += line.count;
  }
  productPrice = round2(productPrice);
  ownDiscount = round2(ownDiscount);
  const productsAfterOwn = round2(productPrice - ownDiscount);
  const deliveryPrice = input.isDelivery && productCount > 0 ? round2(Math.max(0, input.deliveryPrice)) : 0;

  const promoApplies = input.promo !== null && productsAfterOwn >= input.promo.minPrice;
  const promoProduct =
    promoApplies && input.promo
      ? promoDiscount(input.promo.discountType, input.promo.productDiscount, productsAfterOwn)
      : 0;
  const deliveryDiscount =
    promoApplies && input.promo
      ? promoDiscount(input.promo.discountType, input.promo.deliveryDiscount, deliveryPrice)
      : 0;

  const productDiscount = round2(ownDiscount + promoProduct);
  const totalDiscount = round2(productDiscount + deliveryDiscount);
  const beforeCashback = round2(productPrice + deliveryPrice - totalDiscount);
  const cashback = round2(Math.max(0, Math.min(input.cashbackRequested, input.cashbackBalance, beforeCashback)));

  return {
    productCount,
    productPrice,
    productDiscount,
    deliveryPrice,
    deliveryDiscount,
    totalDiscount,
    cashback,
    totalPrice: round2(beforeCashback - cashback),
    promoBelowMinimum: input.promo !== null && !promoApplies,
  };
}
