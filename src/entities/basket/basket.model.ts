// The basket's stored shape, read back through these schemas. The atoms (basket.atoms.ts) and the rules
// (basket.lib.ts) both build on it, so neither imports the other for its types.
import * as v from 'valibot';

/** One basket line: a product with its chosen modifications. `key` tells apart two lines of one product. */
export const BasketItemSchema = v.object({
  key: v.string(),
  productId: v.number(),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  modifications: v.array(v.object({ modificationId: v.number(), count: v.number() })),
});
export type BasketItem = v.InferOutput<typeof BasketItemSchema>;
/** What the customer filled in at checkout, kept with the basket so a reload or relaunch loses nothing. */
export const CheckoutDraftSchema = v.object({
  /** One key per checkout attempt: a retry after a time-out or a relaunch never places a second order. */
  idempotencyKey: v.optional(v.string()),
  /** The basket's lines when the key was first sent: what the order it may have placed is made of. */
  keyLines: v.optional(v.array(BasketItemSchema)),
  later: v.optional(v.boolean()),
  /** "YYYY-MM-DD" and "HH:MM" of a scheduled order. */
  day: v.optional(v.string()),
  time: v.optional(v.string()),
  /** A later order within a window starting at `time` ('Later'), not at exactly `time` ('At a time'). */
  window: v.optional(v.boolean()),
  comment: v.optional(v.string()),
  promoCode: v.optional(v.string()),
  cashback: v.optional(v.number()),
  paymentType: v.optional(v.string()),
  /** A dine-in's table, and the branch it is at: a table chosen at one branch is no table at another. */
  tableId: v.optional(v.number()),
  tableBranchId: v.optional(v.number()),
  /** The address (its id, as text) the flat's details below were typed for: they are that address's only. */
  flatFor: v.optional(v.string()),
  office: v.optional(v.string()),
  domophone: v.optional(v.string()),
  entrance: v.optional(v.string()),
  floor: v.optional(v.string()),
  courierComment: v.optional(v.string()),
  /** Someone else receives the order: their name and the nine local digits of their phone. */
  receiver: v.optional(v.boolean()),
  receiverName: v.optional(v.string()),
  receiverPhone: v.optional(v.string()),
  /** The receipt by SMS, to these nine local digits (the customer's own when left empty). */
  receipt: v.optional(v.boolean()),
  receiptPhone: v.optional(v.string()),
});
export type CheckoutDraft = v.InferOutput<typeof CheckoutDraftSchema>;

export const ServiceTypeChoiceSchema = v.picklist(['DELIVERY', 'PICK_UP', 'DINE_IN']);
export type ServiceTypeChoice = v.InferOutput<typeof ServiceTypeChoiceSchema>;

export const BasketStateSchema = v.object({
  items: v.array(BasketItemSchema),
  serviceType: v.optional(ServiceTypeChoiceSchema),
  checkout: v.optional(CheckoutDraftSchema),
});
export type BasketState = v.InferOutput<typeof BasketStateSchema>;
