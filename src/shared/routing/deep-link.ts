import { paths } from './paths.ts';

/**
 * The mini-app's start parameter (`t.me/<bot>?startapp=<param>`) as a route: product_<id>, category_<id>,
 * order_<id> and cart. Anything else opens the home page.
 */
export function startParamPath(param: string | null | undefined): string | null {
  if (!param) return null;
  if (param === 'cart') return paths.cart;
  const match = /^(product|category|order)_(\d{1,12})$/.exec(param);
  if (!match) return null;
  const [, kind, digits] = match;
  const id = Number(digits);
  return kind === 'product' ? paths.product(id) : kind === 'category' ? paths.category(id) : paths.order(id);
}

/** A share link that opens a product inside the merchant's mini-app. */
export function productShareLink(bot: string, productId: number): string {
  return `https://t.me/${bot}?startapp=product_${productId}`;
}
