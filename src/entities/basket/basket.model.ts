// The basket's stored shape, read back through these schemas. The atoms (basket.atoms.ts) and the rules
// (basket.lib.ts) both build on it, so neither imports the other for its types.
import * as z from 'zod/mini';

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
  /** A later order within a window starting at `time` ('Later'), not at exactly `time` ('At a time'). */
  window: z.optional(z.boolean()),
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
  /** Someone else receives the order: their name and the nine local digits of their phone. */
  receiver: z.optional(z.boolean()),
  receiverName: z.optional(z.string()),
  receiverPhone: z.optional(z.string()),
  /** The receipt by SMS, to these nine local digits (the customer's own when left empty). */
  receipt: z.optional(z.boolean()),
  receiptPhone: z.optional(z.string()),
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
