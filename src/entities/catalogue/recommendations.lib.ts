import type { Product } from '@/shared/contract/catalogue.ts';
import type { ShapedCatalogue } from './catalogue.lib.ts';

// A module of its own: only the basket uses it, so it travels in the basket's chunk, not the first screen's.

/**
 * The cart's 'goes well with' row: dishes the merchant marks `isCartRecommendation`, sold at the branch now (the shaped
 * menu holds only those, stock left included) and online, that are not among `leave`, in menu order.
 */
export function cartRecommendations(
  shaped: ShapedCatalogue,
  leave: ReadonlySet<number>,
  limit = CART_RECOMMENDATIONS,
): Product[] {
  const out: Product[] = [];
  for (const category of shaped.categories) {
    for (const product of category.products) {
      if (out.length >= limit) return out;
      if (product.isCartRecommendation === true && !leave.has(product.id) && !shaped.offline.has(product.id))
        out.push(product);
    }
  }
  return out;
}

/** At most this many dishes in the cart's 'goes well with' row. */
export const CART_RECOMMENDATIONS = 10;
