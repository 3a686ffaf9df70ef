import type { Overall } from '@/shared/contract/catalogue.ts';
import { optionsFit } from '@/shared/contract/option-choices.ts';
import { isAvailableAt, offlineProducts, stockAt } from './catalogue.lib.ts';

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

/**
 * What stops a basket line from being ordered at the branch: its dish cannot be ordered there ('unavailable'), its
 * chosen options are no longer ones the dish offers ('options': the menu changed them since the line was kept), or the
 * basket holds more of the dish than the branch has left (`max`, counted per dish across its lines, as the server
 * counts: a basket filled at another branch, or an order repeated). Lines with nothing in the way are not in the map.
 */
export type LineProblem = 'unavailable' | 'options' | { max: number };

export function lineProblemsAt(
  overall: Pick<Overall, 'categories' | 'products'>,
  branchId: number | null,
  items: readonly {
    key: string;
    productId: number;
    count: number;
    modifications: readonly { modificationId: number; count: number }[];
  }[],
): Map<string, LineProblem> {
  const orderable = orderableAt(overall, branchId);
  const units = new Map<number, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.count);
  const problems = new Map<string, LineProblem>();
  for (const item of items) {
    const product = overall.products.find((p) => p.id === item.productId);
    if (!product || !orderable(item.productId)) {
      problems.set(item.key, 'unavailable');
      continue;
    }
    if (!optionsFit(product.modificationGroups ?? [], item.modifications)) {
      problems.set(item.key, 'options');
      continue;
    }
    const stock = stockAt(product, branchId);
    if (stock !== null && (units.get(item.productId) ?? 0) > stock) problems.set(item.key, { max: stock });
  }
  return problems;
}
