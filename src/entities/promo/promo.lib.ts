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
