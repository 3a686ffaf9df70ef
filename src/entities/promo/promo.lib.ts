import type { Promo } from '@/shared/contract/order.ts';

export interface PromoTermsText {
  /** i18n key and values of each benefit, e.g. products −30 000 so'm, delivery −100%. */
  benefits: { key: 'promos.onProducts' | 'promos.onDelivery'; value: string }[];
  minPrice: number;
  state: 'active' | 'upcoming' | 'expired';
}

/** What a promo gives and when, ready for display. `money` formats an amount with the currency. */
export function promoTerms(promo: Promo, now: Date, money: (value: number) => string): PromoTermsText {
  const amount = (value: number) => (promo.discountType === 'AMOUNT' ? money(value) : `${value}%`);
  const benefits: PromoTermsText['benefits'] = [];
  if (promo.productDiscount > 0) benefits.push({ key: 'promos.onProducts', value: amount(promo.productDiscount) });
  if (promo.deliveryDiscount > 0) benefits.push({ key: 'promos.onDelivery', value: amount(promo.deliveryDiscount) });
  const started = !promo.startDate || new Date(promo.startDate) <= now;
  const ended = (promo.endDate && new Date(promo.endDate) < now) || !promo.isActive;
  return { benefits, minPrice: promo.minPrice, state: ended ? 'expired' : started ? 'active' : 'upcoming' };
}

/** A promo the basket is short of: how much more to add, and what it then gives. */
export interface PromoNudge {
  code: string;
  /** So'm still to add to the products (after their own discounts). */
  missing: number;
  /** Share of the minimum already reached, 0..1. */
  progress: number;
  /** What it gives: free delivery, or an amount or percentage off. */
  gives: { kind: 'freeDelivery' } | { kind: 'amountOff'; value: number } | { kind: 'percentOff'; value: number };
}

const isRunning = (promo: Promo, now: Date): boolean =>
  promo.isActive &&
  (!promo.startDate || new Date(promo.startDate) <= now) &&
  (!promo.endDate || new Date(promo.endDate) >= now);

/** What a promo gives on this order, or null when it gives nothing here (a delivery discount on a pick-up). */
function promoGives(promo: Promo, delivery: boolean): PromoNudge['gives'] | null {
  if (promo.productDiscount > 0) {
    return promo.discountType === 'AMOUNT'
      ? { kind: 'amountOff', value: promo.productDiscount }
      : { kind: 'percentOff', value: Math.min(100, promo.productDiscount) };
  }
  if (delivery && promo.deliveryDiscount > 0) {
    // A percentage of 100 makes delivery free whatever it costs; a fixed amount is shown as the amount off.
    return promo.discountType === 'PERCENTAGE' && promo.deliveryDiscount >= 100
      ? { kind: 'freeDelivery' }
      : promo.discountType === 'AMOUNT'
        ? { kind: 'amountOff', value: promo.deliveryDiscount }
        : { kind: 'percentOff', value: promo.deliveryDiscount };
  }
  return null;
}

/**
 * 'Add X more for free delivery': among the customer's running promo codes that would give something on this order,
 * the one whose minimum the basket is closest to reaching (null when none is short, or the basket is empty). The
 * contract has no delivery price that falls with the basket and no minimum order, so the promos' minimum is the one
 * threshold the storefront can count down to.
 */
export function promoNudge(
  promos: readonly Promo[],
  order: { productsTotal: number; delivery: boolean },
  now: Date,
): PromoNudge | null {
  if (order.productsTotal <= 0) return null;
  let best: PromoNudge | null = null;
  for (const promo of promos) {
    if (!isRunning(promo, now) || promo.minPrice <= order.productsTotal) continue;
    const gives = promoGives(promo, order.delivery);
    if (!gives) continue;
    const missing = Math.round((promo.minPrice - order.productsTotal) * 100) / 100;
    if (best && best.missing <= missing) continue;
    best = { code: promo.code, missing, progress: order.productsTotal / promo.minPrice, gives };
  }
  return best;
}

/** The customer's running codes that apply to this order as it stands: offered at checkout to apply with a tap. */
export function promosWithin(
  promos: readonly Promo[],
  order: { productsTotal: number; delivery: boolean },
  now: Date,
): Promo[] {
  return promos.filter(
    (promo) =>
      isRunning(promo, now) && promo.minPrice <= order.productsTotal && promoGives(promo, order.delivery) !== null,
  );
}
