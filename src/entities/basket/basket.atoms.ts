import { atom } from 'jotai';
import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/lib/storage.ts';

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
