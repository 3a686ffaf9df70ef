/**
 * The totals an order carries, written once: the checkout summary (`PriceSummary` of pricing.ts), the order request
 * the client sends and the order the server keeps all have them, and the server refuses a request whose totals
 * differ from its own. Apart from the price rules (pricing.ts) because those are on the first screen and these
 * schemas are not: a module shared between chunks is bundled whole.
 */
import * as v from 'valibot';

export const DiscountTypeSchema = v.picklist(['AMOUNT', 'PERCENTAGE']);
export type DiscountType = v.InferOutput<typeof DiscountTypeSchema>;

export const PriceTotalsSchema = v.object({
  productCount: v.number(),
  /** Products at list price (with modifications). */
  productPrice: v.number(),
  /** The products' own discounts plus the promo's product discount. */
  productDiscount: v.number(),
  deliveryPrice: v.number(),
  deliveryDiscount: v.number(),
  totalDiscount: v.number(),
  cashback: v.number(),
  /** products + delivery - discounts - cashback */
  totalPrice: v.number(),
});
export type PriceTotals = v.InferOutput<typeof PriceTotalsSchema>;
/** The total fields in the order the server checks them (the first that differs is the one it names). */
export const PRICE_TOTAL_FIELDS = Object.keys(PriceTotalsSchema.entries) as readonly (keyof PriceTotals)[];

/**
 * Just the totals of anything that carries them (a summary, a request, an order), to put on an order as they are:
 * the client sends them, the server checks them against its own and keeps them.
 */
export function totalsOf(source: PriceTotals): PriceTotals {
  const totals = {} as PriceTotals;
  for (const field of PRICE_TOTAL_FIELDS) totals[field] = source[field];
  return totals;
}
