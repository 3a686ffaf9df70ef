import type { Product } from '@/shared/contract/catalogue.ts';
import type { CartItem } from '@/shared/contract/order.ts';
import type { PricedLine } from '@/shared/contract/pricing.ts';
import type { BasketItem, BasketState } from './basket.model.ts';

export interface ChosenModification {
  modificationId: number;
  count: number;
}

/** Two lines of one product with the same options are one line; the key says which. */
export function lineKey(productId: number, modifications: readonly ChosenModification[]): string {
  const options = [...modifications]
    .filter((m) => m.count > 0)
    .sort((a, b) => a.modificationId - b.modificationId)
    .map((m) => `${m.modificationId}x${m.count}`)
    .join(',');
  return options ? `${productId}:${options}` : String(productId);
}

/** Units of one product across all its lines (stock is counted per product). */
export function unitsOf(state: BasketState, productId: number): number {
  return state.items.reduce((sum, item) => (item.productId === productId ? sum + item.count : sum), 0);
}

export type AddResult = { state: BasketState; added: number; limitedTo: number | null };

/**
 * Adds `count` units of a product with its options. With a stock limit the basket never holds more units of the
 * product than the stock; `limitedTo` reports the limit when it cut the addition short.
 */
export function addToBasket(
  state: BasketState,
  productId: number,
  modifications: readonly ChosenModification[],
  count: number,
  stock: number | null,
): AddResult {
  const room = stock === null ? count : Math.max(0, stock - unitsOf(state, productId));
  const added = Math.min(count, room);
  const limitedTo = added < count ? stock : null;
  if (added <= 0) return { state, added: 0, limitedTo };
  const key = lineKey(productId, modifications);
  const existing = state.items.find((item) => item.key === key);
  const items: BasketItem[] = existing
    ? state.items.map((item) => (item.key === key ? { ...item, count: item.count + added } : item))
    : [
        ...state.items,
        {
          key,
          productId,
          count: added,
          modifications: modifications.filter((m) => m.count > 0).map((m) => ({ ...m })),
        },
      ];
  return { state: { ...state, items }, added, limitedTo };
}

/**
 * Sets a line's count (0 removes it). A raise is kept within the stock; a cut is taken as asked, one unit at a time even
 * when the basket holds more than the branch has left (filled at another branch, or from a repeated order).
 */
export function setLineCount(state: BasketState, key: string, count: number, stock: number | null): AddResult {
  const line = state.items.find((item) => item.key === key);
  if (!line) return { state, added: 0, limitedTo: null };
  const others = unitsOf(state, line.productId) - line.count;
  const allowed = stock === null || count <= line.count ? count : Math.max(line.count, Math.min(count, stock - others));
  const items =
    allowed <= 0
      ? state.items.filter((item) => item.key !== key)
      : state.items.map((item) => (item.key === key ? { ...item, count: allowed } : item));
  return { state: { ...state, items }, added: allowed - line.count, limitedTo: allowed < count ? stock : null };
}

/** The basket's lines as the order and promo calls want them. */
export const toCartItems = (state: BasketState): CartItem[] =>
  state.items.map((item) => ({ productId: item.productId, count: item.count, modifications: item.modifications }));

/**
 * The basket's lines priced from the catalogue: the product's price and own discount, and the price of each chosen
 * option. A product (or option) the catalogue no longer has is priced 0, so it adds nothing to the totals.
 */
export function pricedLines(items: readonly BasketItem[], products: readonly Product[] | undefined): PricedLine[] {
  return items.map((item) => {
    const product = products?.find((p) => p.id === item.productId);
    const options = (product?.modificationGroups ?? []).flatMap((g) => g.modifications);
    return {
      costPrice: product?.costPrice ?? 0,
      discountPercent: product?.discount ?? 0,
      count: item.count,
      modifications: item.modifications.map((m) => ({
        price: options.find((o) => o.id === m.modificationId)?.price ?? 0,
        count: m.count,
      })),
    };
  });
}
