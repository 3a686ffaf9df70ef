import * as v from 'valibot';
import { DateTimeSchema, IdSchema, LocalizedSchema } from './common.ts';
import { CourierStatusSchema } from './branch.ts';
import { PaymentTypeSchema } from './merchant.ts';
import { DiscountTypeSchema, PriceTotalsSchema } from './price-totals.ts';
import { AddressTypeSchema, PhoneInputSchema } from './user.ts';

export const ORDER_STATUSES = [
  'OPEN',
  'ACCEPTED',
  'CANCELED',
  'CREATED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
  'CLOSED',
  'ATTACHED',
  'AT_TIME',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;
/** Statuses after which an order is history (the Archive tab). */
export const ARCHIVE_STATUSES: readonly OrderStatus[] = ['CANCELED', 'DELIVERED', 'CLOSED'];

export const SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'] as const;
export const ServiceTypeSchema = v.picklist(SERVICE_TYPES);
export type ServiceType = v.InferOutput<typeof ServiceTypeSchema>;

export const PromoSchema = v.object({
  id: v.number(),
  code: v.string(),
  description: v.nullish(LocalizedSchema),
  startDate: v.nullish(DateTimeSchema),
  endDate: v.nullish(DateTimeSchema),
  isActive: v.boolean(),
  /** Smallest product total (after the products' own discounts) the promo applies to. */
  minPrice: v.number(),
  /** Discount on products: so'm for AMOUNT, percent for PERCENTAGE. */
  productDiscount: v.number(),
  /** Discount on delivery: so'm for AMOUNT, percent for PERCENTAGE. */
  deliveryDiscount: v.number(),
  discountType: DiscountTypeSchema,
  createdDate: v.optional(DateTimeSchema),
  lastModifiedDate: v.optional(DateTimeSchema),
});
export type Promo = v.InferOutput<typeof PromoSchema>;

export const CartModificationSchema = v.object({
  modificationId: v.number(),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99)),
});
export type CartModification = v.InferOutput<typeof CartModificationSchema>;

/** The most lines a basket may send, to an order or to a promo code's check. */
export const MAX_ORDER_LINES = 100;

export const CartItemSchema = v.object({
  productId: IdSchema,
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(999)),
  modifications: v.optional(v.array(CartModificationSchema), []),
});
export type CartItem = v.InferInput<typeof CartItemSchema>;

export const PromoValidateRequestSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  branchId: v.nullish(IdSchema),
  serviceType: ServiceTypeSchema,
  cartItems: v.pipe(v.array(CartItemSchema), v.maxLength(MAX_ORDER_LINES)),
  /** What the basket shows for delivery; no delivery costs a billion so'm. */
  deliveryPrice: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9)), 0),
});
export type PromoValidateRequest = v.InferInput<typeof PromoValidateRequestSchema>;
export const PromoValidateResponseSchema = v.object({
  promo: PromoSchema,
  productDiscount: v.number(),
  deliveryDiscount: v.number(),
});
export type PromoValidateResponse = v.InferOutput<typeof PromoValidateResponseSchema>;

const text = (max: number) => v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max)));

/** The order the client sends. Amounts are the client's view; the server recomputes them and refuses a mismatch. */
export const OrderRequestSchema = v.object({
  serviceType: v.picklist(['DELIVERY', 'PICK_UP', 'DINE_IN']),
  branchId: IdSchema,
  cityId: v.nullish(IdSchema),
  addressId: v.nullish(IdSchema),
  address: v.nullish(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
      description: text(500),
      latitude: v.number(),
      longitude: v.number(),
    }),
  ),
  addressType: v.nullish(AddressTypeSchema),
  office: text(50),
  domophone: text(50),
  entrance: text(50),
  floor: text(50),
  courierComment: text(500),
  comment: text(500),
  paymentType: PaymentTypeSchema,
  paymentMethodId: v.nullish(IdSchema),
  deliveryTariffId: v.nullish(v.string()),
  /** Delivery integration kind; never sent for pick-up. */
  deliveryType: v.nullish(v.picklist(['OWN', 'YANDEX', 'CUSTOM'])),
  later: v.boolean(),
  /** ISO date-time when `later` is set and both day and time were chosen; otherwise null. */
  deliveryAt: v.nullish(DateTimeSchema),
  /**
   * The end of the window the order is to come in ('later', between `deliveryAt` and this: the spec's day2/time2),
   * `DELIVERY_WINDOW_MINUTES` after it; null for an order at a set time or as soon as possible.
   */
  deliveryUntil: v.nullish(DateTimeSchema),
  promoCode: text(64),
  hallId: v.nullish(IdSchema),
  tableId: v.nullish(IdSchema),
  /** Ask for the receipt by SMS, to `sendChequePhone` (the customer's own number when it is left out). */
  sendCheque: v.optional(v.boolean()),
  sendChequePhone: v.nullish(PhoneInputSchema),
  /** Someone else receives the order (when the merchant has `receiverActive` on): both are needed. */
  receiverName: text(100),
  receiverPhone: v.nullish(PhoneInputSchema),
  orderDevice: v.optional(
    v.picklist(['CLIENT_WEB', 'CLIENT_WEB_MOBILE', 'CLIENT_WEB_DESKTOP', 'TELEGRAM_MINI_APP']),
    'CLIENT_WEB',
  ),
  cartItems: v.pipe(v.array(CartItemSchema), v.minLength(1), v.maxLength(MAX_ORDER_LINES)),
  ...PriceTotalsSchema.entries,
  // The cashback to spend, which a request may leave out (none).
  cashback: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
});
export type OrderRequest = v.InferInput<typeof OrderRequestSchema>;
export type OrderRequestParsed = v.InferOutput<typeof OrderRequestSchema>;

export const OrderLineSchema = v.object({
  productId: v.number(),
  name: LocalizedSchema,
  image: v.nullish(v.string()),
  count: v.number(),
  unitPrice: v.number(),
  totalPrice: v.number(),
  modifications: v.array(
    v.object({ modificationId: v.number(), name: LocalizedSchema, count: v.number(), price: v.number() }),
  ),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

export const OrderSchema = v.object({
  id: v.number(),
  number: v.string(),
  userId: v.number(),
  status: OrderStatusSchema,
  serviceType: ServiceTypeSchema,
  paymentType: PaymentTypeSchema,
  isPaid: v.boolean(),
  /** A link to pay online, for card and wallet payment types while unpaid. */
  paymentUrl: v.nullish(v.string()),
  branch: v.object({
    id: v.number(),
    name: LocalizedSchema,
    latitude: v.number(),
    longitude: v.number(),
    address: v.nullish(LocalizedSchema),
    phone: v.nullish(v.string()),
  }),
  address: v.nullish(
    v.object({
      name: v.string(),
      description: v.nullish(v.string()),
      latitude: v.number(),
      longitude: v.number(),
      /** From the saved address the order went to. */
      streetName: v.nullish(v.string()),
      houseNumber: v.nullish(v.string()),
    }),
  ),
  addressType: v.nullish(AddressTypeSchema),
  /** Flat/office, door code, entrance, floor and the courier's note: typed at checkout, else the saved address's. */
  office: v.nullish(v.string()),
  domophone: v.nullish(v.string()),
  entrance: v.nullish(v.string()),
  floor: v.nullish(v.string()),
  courierComment: v.nullish(v.string()),
  comment: v.nullish(v.string()),
  later: v.boolean(),
  deliveryAt: v.nullish(DateTimeSchema),
  deliveryUntil: v.nullish(DateTimeSchema),
  deliveryTariffId: v.nullish(v.string()),
  deliveryType: v.nullish(v.string()),
  promoCode: v.nullish(v.string()),
  hallId: v.nullish(v.number()),
  tableId: v.nullish(v.number()),
  items: v.array(OrderLineSchema),
  ...PriceTotalsSchema.entries,
  courierId: v.nullish(v.number()),
  courierStatus: v.nullish(CourierStatusSchema),
  acceptedTime: v.nullish(DateTimeSchema),
  cookingTime: v.nullish(DateTimeSchema),
  readyTime: v.nullish(DateTimeSchema),
  deliveredAt: v.nullish(DateTimeSchema),
  canceledAt: v.nullish(DateTimeSchema),
  waiterCalledAt: v.nullish(DateTimeSchema),
  reasons: v.nullish(v.string()),
  orderDevice: v.nullish(v.string()),
  sendCheque: v.nullish(v.boolean()),
  sendChequePhone: v.nullish(v.string()),
  receiverName: v.nullish(v.string()),
  receiverPhone: v.nullish(v.string()),
  createdDate: DateTimeSchema,
  lastModifiedDate: DateTimeSchema,
});
export type Order = v.InferOutput<typeof OrderSchema>;

/** Lines of a past order brought back for "repeat", each re-checked against today's menu. */
export const RepeatOrderSchema = v.object({
  items: v.array(
    v.object({
      productId: v.number(),
      count: v.number(),
      modifications: v.array(CartModificationSchema),
      available: v.boolean(),
      /** The unit price the order was placed at, and today's. */
      oldUnitPrice: v.number(),
      unitPrice: v.nullable(v.number()),
    }),
  ),
});
export type RepeatOrder = v.InferOutput<typeof RepeatOrderSchema>;
