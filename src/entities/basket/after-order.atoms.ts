import { atom } from 'jotai';
import { basketAtom } from './basket.atoms.ts';
import type { BasketItem } from './basket.model.ts';

/**
 * The lines left once an order made of `ordered` is placed: each ordered line's units come off the line with its key
 * (units added to it meanwhile stay), and lines added meanwhile stay whole.
 */
export function withoutOrdered(items: readonly BasketItem[], ordered: readonly BasketItem[]): BasketItem[] {
  const sent = new Map(ordered.map((line) => [line.key, line.count]));
  return items.flatMap((item) => {
    const left = item.count - (sent.get(item.key) ?? 0);
    return left > 0 ? [{ ...item, count: left }] : [];
  });
}

/**
 * After an order is placed (spec §4): its lines leave the basket, the comment, promo, cashback and address extras are
 * cleared, the next order starts as "later" (the spec's reset), and the next checkout gets a new idempotency key. The
 * service type stays. Dishes added while the order was on its way (the customer may go back to the menu meanwhile) stay
 * for the next order.
 */
export const resetAfterOrderAtom = atom(null, (get, set, ordered: readonly BasketItem[]) => {
  const basket = get(basketAtom);
  set(basketAtom, {
    items: withoutOrdered(basket.items, ordered),
    serviceType: basket.serviceType,
    checkout: { later: true, paymentType: basket.checkout?.paymentType },
  });
});
