/**
 * The totals an order carries, written once: the checkout summary (`PriceSummary` of pricing.ts), the order request
 * the client sends and the order the server keeps all have them, and the server refuses a request whose totals
 * differ from its own. Apart from the price rules (pricing.ts) because those are on the first screen and these
 * schemas are not: a module shared between chunks is bundled whole.
 */
import * as z from 'zod/mini';

export const DiscountTypeSchema = z.enum(['AMOUNT', 'PERCENTAGE']);
export type DiscountType = z.infer<typeof DiscountTypeSchema>;

export const PriceTotalsSchema = z.object({
  productCount: z.number(),
  /** Products at list price (with modifications). */
  productPrice: z.number(),
  /** The products' own discounts plus the promo's product discount. */
  productDiscount: z.number(),
  deliveryPrice: z.number(),
  deliveryDiscount: z.number(),
  totalDiscount: z.number(),
  cashback: z.number(),
  /** products + delivery - discounts - cashback */
  totalPrice: z.number(),
});
export type PriceTotals = z.infer<typeof PriceTotalsSchema>;
/** The total fields in the order the server checks them (the first that differs is the one it names). */
export const PRICE_TOTAL_FIELDS = Object.keys(PriceTotalsSchema.shape) as readonly (keyof PriceTotals)[];

/**
 * Just the totals of anything that carries them (a summary, a request, an order), to put on an order as they are:
 * the client sends them, the server checks them against its own and keeps them.
 */
export function totalsOf(source: PriceTotals): PriceTotals {
  const totals = {} as PriceTotals;
  for (const field of PRICE_TOTAL_FIELDS) totals[field] = source[field];
  return totals;
}
