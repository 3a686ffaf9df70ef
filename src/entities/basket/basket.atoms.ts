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
/** What the customer filled in at checkout, kept with the basket so a reload or relaunch loses nothing. */
export const CheckoutDraftSchema = z.object({
  /** One key per checkout attempt: a retry after a time-out or a relaunch never places a second order. */
  idempotencyKey: z.optional(z.string()),
  later: z.optional(z.boolean()),
  /** "YYYY-MM-DD" and "HH:MM" of a scheduled order. */
  day: z.optional(z.string()),
  time: z.optional(z.string()),
  comment: z.optional(z.string()),
  promoCode: z.optional(z.string()),
  cashback: z.optional(z.number()),
  paymentType: z.optional(z.string()),
  tableId: z.optional(z.number()),
  office: z.optional(z.string()),
  domophone: z.optional(z.string()),
  entrance: z.optional(z.string()),
  floor: z.optional(z.string()),
  courierComment: z.optional(z.string()),
});
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>;

export const ServiceTypeChoiceSchema = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN']);
export type ServiceTypeChoice = z.infer<typeof ServiceTypeChoiceSchema>;

export const BasketStateSchema = z.object({
  items: z.array(BasketItemSchema),
  serviceType: z.optional(ServiceTypeChoiceSchema),
  checkout: z.optional(CheckoutDraftSchema),
});
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

/**
 * After an order is placed (spec §4): the lines, comment, promo, cashback and address extras are cleared, the next
 * order starts as "later" (the spec's reset), and the next checkout gets a new idempotency key. The service type stays.
 */
export const resetAfterOrderAtom = atom(null, (get, set) => {
  const basket = get(basketAtom);
  set(basketAtom, { items: [], serviceType: basket.serviceType, checkout: { later: true, paymentType: basket.checkout?.paymentType } });
});
