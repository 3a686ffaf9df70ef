import * as z from 'zod/mini';
import { DateTimeSchema, FullLocalizedSchema, LocalizedSchema } from './common.ts';

/** "HH:MM", 24-hour clock. */
export const ClockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** One weekday's hours. `day` is ISO: 1 = Monday ... 7 = Sunday. */
export const WorkHoursSchema = z.object({
  day: z.number().check(z.int(), z.gte(1), z.lte(7)),
  open: ClockTimeSchema,
  close: ClockTimeSchema,
  isClosed: z.boolean(),
});
export type WorkHours = z.infer<typeof WorkHoursSchema>;

export const BranchSettingsSchema = z.object({
  bookingEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  expressEnabled: z.boolean(),
  kitchenEnabled: z.boolean(),
  payOfficeEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  storageEnabled: z.boolean(),
  yandexEnabled: z.boolean(),
});
export type BranchSettings = z.infer<typeof BranchSettingsSchema>;

export const BranchSchema = z.object({
  id: z.number(),
  cityId: z.nullish(z.number()),
  merchantId: z.string(),
  name: LocalizedSchema,
  latitude: z.number(),
  longitude: z.number(),
  address: z.nullish(LocalizedSchema),
  phone: z.nullish(z.string()),
  bookingPhone: z.nullish(z.string()),
  openTime: z.nullish(z.string()),
  closeTime: z.nullish(z.string()),
  isActive: z.boolean(),
  isMain: z.boolean(),
  deliveryPrice: z.nullish(z.number()),
  /** Kilometres from the point asked about, on the closest-branch calls. */
  distance: z.nullish(z.number()),
  deliveryStart: z.nullish(z.string()),
  deliveryEnd: z.nullish(z.string()),
  workHours: z.array(WorkHoursSchema),
  settings: z.nullish(BranchSettingsSchema),
  createdDate: z.optional(DateTimeSchema),
  lastModifiedDate: z.optional(DateTimeSchema),
});
export type Branch = z.infer<typeof BranchSchema>;

export const CitySchema = z.object({
  id: z.number(),
  name: LocalizedSchema,
  description: z.nullish(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  isMain: z.boolean(),
});
export type City = z.infer<typeof CitySchema>;

/** A polygon as [latitude, longitude] pairs. */
export const PolygonSchema = z.array(z.tuple([z.number(), z.number()]));
export const DeliveryZoneSchema = z.object({
  id: z.number(),
  cityId: z.nullish(z.number()),
  merchantId: z.string(),
  name: FullLocalizedSchema,
  polygon: PolygonSchema,
  color: z.nullish(z.string()),
  price: z.number(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const ZoneCheckSchema = z.object({ inZone: z.boolean(), zone: z.nullable(DeliveryZoneSchema) });
export type ZoneCheck = z.infer<typeof ZoneCheckSchema>;

export const TariffRequestSchema = z.object({
  productPrice: z.number().check(z.nonnegative()),
  distance: z.nullish(z.number()),
  branchId: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.nullish(z.string().check(z.maxLength(500))),
  cityId: z.nullish(z.number()),
});
export type TariffRequest = z.infer<typeof TariffRequestSchema>;

export const TariffSchema = z.object({
  /** Tariff id to send back with the order as deliveryTariffId. */
  id: z.string(),
  price: z.number(),
  distance: z.number(),
  zoneId: z.number(),
});
export type Tariff = z.infer<typeof TariffSchema>;

export const COURIER_STATUSES = [
  'PERFORMER_LOOK_UP',
  'PERFORMER_FOUND',
  'PERFORMER_NOT_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'FAILED',
  'CANCELLED',
  'ACCEPTED',
  'NONE',
] as const;
export const CourierStatusSchema = z.enum(COURIER_STATUSES);
export type CourierStatus = z.infer<typeof CourierStatusSchema>;

export const CourierSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.nullish(z.string()),
  status: CourierStatusSchema,
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  branchId: z.nullish(z.number()),
  createdDate: z.optional(DateTimeSchema),
});
export type Courier = z.infer<typeof CourierSchema>;
