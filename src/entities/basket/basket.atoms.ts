import { atom } from 'jotai';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { addToBasket, setLineCount } from './basket.lib.ts';
import { BasketStateSchema, type BasketState, type CheckoutDraft, type ServiceTypeChoice } from './basket.model.ts';

const EMPTY: BasketState = { items: [] };

/** The basket, kept across reloads, relaunches and a session expiry; checked against its schema when read back. */
const storedBasketAtom = atom<BasketState>(readStored(STORAGE_KEYS.basket, BasketStateSchema) ?? EMPTY);
// One basket across the storefront's tabs: another tab's change (a line, the draft, an order placed there) is taken
// here as it happens, so neither tab writes over the other's lines or places the same basket a second time.
storedBasketAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.basket && event.key !== null) return;
    set(readStored(STORAGE_KEYS.basket, BasketStateSchema) ?? EMPTY);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

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
  (
    get,
    set,
    input: {
      productId: number;
      modifications: { modificationId: number; count: number }[];
      count: number;
      stock: number | null;
    },
  ) => {
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

export const serviceTypeAtom = atom(
  (get) => get(basketAtom).serviceType ?? null,
  (get, set, serviceType: ServiceTypeChoice) => set(basketAtom, { ...get(basketAtom), serviceType }),
);

export const checkoutDraftAtom = atom(
  (get) => get(basketAtom).checkout ?? {},
  (get, set, change: Partial<CheckoutDraft>) => {
    const basket = get(basketAtom);
    set(basketAtom, { ...basket, checkout: { ...basket.checkout, ...change } });
  },
);

/** Takes lines out (e.g. those not sold at a newly chosen branch). */
export const removeLinesAtom = atom(null, (get, set, keys: readonly string[]) => {
  const basket = get(basketAtom);
  set(basketAtom, { ...basket, items: basket.items.filter((item) => !keys.includes(item.key)) });
});
