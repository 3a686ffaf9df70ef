import { atom } from 'jotai';
import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/lib/storage.ts';
import { addToBasket, setLineCount } from './basket.lib.ts';

/** One basket line: a product with its chosen modifications. `key` tells apart two lines of one product. */
export const BasketItemSchema = z.object({
  key: z.string(),
  productId: z.number(),
  count: z.number().check(z.int(), z.positive()),
  modifications: z.array(z.object({ modificationId: z.number(), count: z.number() })),
});
export type BasketItem = z.infer<typeof BasketItemSchema>;
export const BasketStateSchema = z.object({ items: z.array(BasketItemSchema) });
export type BasketState = z.infer<typeof BasketStateSchema>;

const EMPTY: BasketState = { items: [] };

/** The basket, kept across reloads, relaunches and a session expiry; checked against its schema when read back. */
const storedBasketAtom = atom<BasketState>(readStored(STORAGE_KEYS.basket, BasketStateSchema) ?? EMPTY);

export const basketAtom = atom(
  (get) => get(storedBasketAtom),
  (_get, set, next: BasketState) => {
    writeStored(STORAGE_KEYS.basket, next);
    set(storedBasketAtom, next);
  },
);

export const basketCountAtom = atom((get) => get(basketAtom).items.reduce((sum, item) => sum + item.count, 0));

export const resetBasketAtom = atom(null, (_get, set) => set(basketAtom, EMPTY));

/** Adds units of a product (with options) within its stock at the branch; answers what happened. */
export const addItemAtom = atom(
  null,
  (get, set, input: { productId: number; modifications: { modificationId: number; count: number }[]; count: number; stock: number | null }) => {
    const result = addToBasket(get(basketAtom), input.productId, input.modifications, input.count, input.stock);
    if (result.added > 0) set(basketAtom, result.state);
    return result;
  },
);

export const setLineCountAtom = atom(null, (get, set, input: { key: string; count: number; stock: number | null }) => {
  const result = setLineCount(get(basketAtom), input.key, input.count, input.stock);
  set(basketAtom, result.state);
  return result;
});

/** Units of each product in the basket, for steppers on cards. */
export const unitsByProductAtom = atom((get) => {
  const units = new Map<number, number>();
  for (const item of get(basketAtom).items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.count);
  return units;
});
