import type { Overall } from '@/shared/contract/catalogue.ts';
import { isAvailableAt, offlineProducts } from './catalogue.lib.ts';

/**
 * Whether a product can be ordered at the branch now: the menu has it, the branch sells it, and its category is not
 * one shown without the basket. The basket and the checkout ask it of every line.
 */
export function orderableAt(
  overall: Pick<Overall, 'categories' | 'products'>,
  branchId: number | null,
): (productId: number) => boolean {
  const offline = offlineProducts(overall);
  const products = new Map(overall.products.map((product) => [product.id, product]));
  return (productId) => {
    const product = products.get(productId);
    return product !== undefined && isAvailableAt(product, branchId) && !offline.has(productId);
  };
}
