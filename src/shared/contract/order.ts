import * as z from 'zod/mini';
import { DateTimeSchema, LocalizedSchema } from './common.ts';
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
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
/** Statuses after which an order is history (the Archive tab). */
export const ARCHIVE_STATUSES: readonly OrderStatus[] = ['CANCELED', 'DELIVERED', 'CLOSED'];

export const SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'] as const;
export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

export const PromoSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.nullish(LocalizedSchema),
  startDate: z.nullish(DateTimeSchema),
  endDate: z.nullish(DateTimeSchema),
  isActive: z.boolean(),
  /** Smallest product total (after the products' own discounts) the promo applies to. */
  minPrice: z.number(),
  /** Discount on products: so'm for AMOUNT, percent for PERCENTAGE. */
  productDiscount: z.number(),
  /** Discount on delivery: so'm for AMOUNT, percent for PERCENTAGE. */
  deliveryDiscount: z.number(),
  discountType: DiscountTypeSchema,
  createdDate: z.optional(DateTimeSchema),
  lastModifiedDate: z.optional(DateTimeSchema),
});
export type Promo = z.infer<typeof PromoSchema>;

export const CartModificationSchema = z.object({
  modificationId: z.number(),
  count: z.number().check(z.int(), z.positive(), z.lte(99)),
});
export type CartModification = z.infer<typeof CartModificationSchema>;

export const CartItemSchema = z.object({
  productId: z.number(),
  count: z.number().check(z.int(), z.positive(), z.lte(999)),
  modifications: z._default(z.array(CartModificationSchema), []),
});
export type CartItem = z.input<typeof CartItemSchema>;

export const PromoValidateRequestSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  branchId: z.nullish(z.number()),
  serviceType: ServiceTypeSchema,
  cartItems: z.array(CartItemSchema),
  deliveryPrice: z._default(z.number().check(z.nonnegative()), 0),
});
export type PromoValidateRequest = z.input<typeof PromoValidateRequestSchema>;
export const PromoValidateResponseSchema = z.object({
  promo: PromoSchema,
  productDiscount: z.number(),
  deliveryDiscount: z.number(),
});
export type PromoValidateResponse = z.infer<typeof PromoValidateResponseSchema>;

const text = (max: number) => z.nullish(z.string().check(z.trim(), z.maxLength(max)));

/** The order the client sends. Amounts are the client's view; the server recomputes them and refuses a mismatch. */
export const OrderRequestSchema = z.object({
  serviceType: z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN']),
  branchId: z.number(),
  cityId: z.nullish(z.number()),
  addressId: z.nullish(z.number()),
  address: z.nullish(
    z.object({
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      description: text(500),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
  addressType: z.nullish(AddressTypeSchema),
  office: text(50),
  domophone: text(50),
  entrance: text(50),
  floor: text(50),
  courierComment: text(500),
  comment: text(500),
  paymentType: PaymentTypeSchema,
  paymentMethodId: z.nullish(z.number()),
  deliveryTariffId: z.nullish(z.string()),
  /** Delivery integration kind; never sent for pick-up. */
  deliveryType: z.nullish(z.enum(['OWN', 'YANDEX', 'CUSTOM'])),
  later: z.boolean(),
  /** ISO date-time when `later` is set and both day and time were chosen; otherwise null. */
  deliveryAt: z.nullish(DateTimeSchema),
  /**
   * The end of the window the order is to come in ('later', between `deliveryAt` and this: the spec's day2/time2),
   * `DELIVERY_WINDOW_MINUTES` after it; null for an order at a set time or as soon as possible.
   */
  deliveryUntil: z.nullish(DateTimeSchema),
  promoCode: text(64),
  hallId: z.nullish(z.number()),
  tableId: z.nullish(z.number()),
  /** Ask for the receipt by SMS, to `sendChequePhone` (the customer's own number when it is left out). */
  sendCheque: z.optional(z.boolean()),
  sendChequePhone: z.nullish(PhoneInputSchema),
  /** Someone else receives the order (when the merchant has `receiverActive` on): both are needed. */
  receiverName: text(100),
  receiverPhone: z.nullish(PhoneInputSchema),
  orderDevice: z._default(
    z.enum(['CLIENT_WEB', 'CLIENT_WEB_MOBILE', 'CLIENT_WEB_DESKTOP', 'TELEGRAM_MINI_APP']),
    'CLIENT_WEB',
  ),
  cartItems: z.array(CartItemSchema).check(z.minLength(1), z.maxLength(100)),
  ...PriceTotalsSchema.shape,
  // The cashback to spend, which a request may leave out (none).
  cashback: z._default(z.number().check(z.nonnegative()), 0),
});
export type OrderRequest = z.input<typeof OrderRequestSchema>;
export type OrderRequestParsed = z.infer<typeof OrderRequestSchema>;

export const OrderLineSchema = z.object({
  productId: z.number(),
  name: LocalizedSchema,
  image: z.nullish(z.string()),
  count: z.number(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  modifications: z.array(
    z.object({ modificationId: z.number(), name: LocalizedSchema, count: z.number(), price: z.number() }),
  ),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  userId: z.number(),
  status: OrderStatusSchema,
  serviceType: ServiceTypeSchema,
  paymentType: PaymentTypeSchema,
  isPaid: z.boolean(),
  /** A link to pay online, for card and wallet payment types while unpaid. */
  paymentUrl: z.nullish(z.string()),
  branch: z.object({
    id: z.number(),
    name: LocalizedSchema,
    latitude: z.number(),
    longitude: z.number(),
    address: z.nullish(LocalizedSchema),
    phone: z.nullish(z.string()),
  }),
  address: z.nullish(
    z.object({
      name: z.string(),
      description: z.nullish(z.string()),
      latitude: z.number(),
      longitude: z.number(),
      /** From the saved address the order went to. */
      streetName: z.nullish(z.string()),
      houseNumber: z.nullish(z.string()),
    }),
  ),
  addressType: z.nullish(AddressTypeSchema),
  /** Flat/office, door code, entrance, floor and the courier's note: typed at checkout, else the saved address's. */
  office: z.nullish(z.string()),
  domophone: z.nullish(z.string()),
  entrance: z.nullish(z.string()),
  floor: z.nullish(z.string()),
  courierComment: z.nullish(z.string()),
  comment: z.nullish(z.string()),
  later: z.boolean(),
  deliveryAt: z.nullish(DateTimeSchema),
  deliveryUntil: z.nullish(DateTimeSchema),
  deliveryTariffId: z.nullish(z.string()),
  deliveryType: z.nullish(z.string()),
  promoCode: z.nullish(z.string()),
  hallId: z.nullish(z.number()),
  tableId: z.nullish(z.number()),
  items: z.array(OrderLineSchema),
  ...PriceTotalsSchema.shape,
  courierId: z.nullish(z.number()),
  courierStatus: z.nullish(CourierStatusSchema),
  acceptedTime: z.nullish(DateTimeSchema),
  cookingTime: z.nullish(DateTimeSchema),
  readyTime: z.nullish(DateTimeSchema),
  deliveredAt: z.nullish(DateTimeSchema),
  canceledAt: z.nullish(DateTimeSchema),
  waiterCalledAt: z.nullish(DateTimeSchema),
  reasons: z.nullish(z.string()),
  orderDevice: z.nullish(z.string()),
  sendCheque: z.nullish(z.boolean()),
  sendChequePhone: z.nullish(z.string()),
  receiverName: z.nullish(z.string()),
  receiverPhone: z.nullish(z.string()),
  createdDate: DateTimeSchema,
  lastModifiedDate: DateTimeSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** Lines of a past order brought back for "repeat", each re-checked against today's menu. */
export const RepeatOrderSchema = z.object({
  items: z.array(
    z.object({
      productId: z.number(),
      count: z.number(),
      modifications: z.array(CartModificationSchema),
      available: z.boolean(),
      /** The unit price the order was placed at, and today's. */
      oldUnitPrice: z.number(),
      unitPrice: z.nullable(z.number()),
    }),
  ),
});
export type RepeatOrder = z.infer<typeof RepeatOrderSchema>;
