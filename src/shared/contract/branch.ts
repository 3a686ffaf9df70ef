import * as v from 'valibot';
import { DateTimeSchema, FullLocalizedSchema, LocalizedSchema } from './common.ts';

/** "HH:MM", 24-hour clock. */
export const ClockTimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** One weekday's hours. `day` is ISO: 1 = Monday ... 7 = Sunday. */
export const WorkHoursSchema = v.object({
  day: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(7)),
  open: ClockTimeSchema,
  close: ClockTimeSchema,
  isClosed: v.boolean(),
});
export type WorkHours = v.InferOutput<typeof WorkHoursSchema>;

export const BranchSettingsSchema = v.object({
  bookingEnabled: v.boolean(),
  deliveryEnabled: v.boolean(),
  dineinEnabled: v.boolean(),
  expressEnabled: v.boolean(),
  kitchenEnabled: v.boolean(),
  payOfficeEnabled: v.boolean(),
  pickupEnabled: v.boolean(),
  storageEnabled: v.boolean(),
  yandexEnabled: v.boolean(),
});
export type BranchSettings = v.InferOutput<typeof BranchSettingsSchema>;

export const BranchSchema = v.object({
  id: v.number(),
  cityId: v.nullish(v.number()),
  merchantId: v.string(),
  name: LocalizedSchema,
  latitude: v.number(),
  longitude: v.number(),
  address: v.nullish(LocalizedSchema),
  phone: v.nullish(v.string()),
  bookingPhone: v.nullish(v.string()),
  openTime: v.nullish(v.string()),
  closeTime: v.nullish(v.string()),
  isActive: v.boolean(),
  isMain: v.boolean(),
  deliveryPrice: v.nullish(v.number()),
  /** Kilometres from the point asked about, on the closest-branch calls. */
  distance: v.nullish(v.number()),
  deliveryStart: v.nullish(v.string()),
  deliveryEnd: v.nullish(v.string()),
  workHours: v.array(WorkHoursSchema),
  settings: v.nullish(BranchSettingsSchema),
  createdDate: v.optional(DateTimeSchema),
  lastModifiedDate: v.optional(DateTimeSchema),
});
export type Branch = v.InferOutput<typeof BranchSchema>;

export const CitySchema = v.object({
  id: v.number(),
  name: LocalizedSchema,
  description: v.nullish(v.string()),
  latitude: v.number(),
  longitude: v.number(),
  isMain: v.boolean(),
});
export type City = v.InferOutput<typeof CitySchema>;

/** A polygon as [latitude, longitude] pairs. */
export const PolygonSchema = v.array(v.tuple([v.number(), v.number()]));
export const DeliveryZoneSchema = v.object({
  id: v.number(),
  cityId: v.nullish(v.number()),
  merchantId: v.string(),
  name: FullLocalizedSchema,
  polygon: PolygonSchema,
  color: v.nullish(v.string()),
  price: v.number(),
});
export type DeliveryZone = v.InferOutput<typeof DeliveryZoneSchema>;

export const ZoneCheckSchema = v.object({ inZone: v.boolean(), zone: v.nullable(DeliveryZoneSchema) });
export type ZoneCheck = v.InferOutput<typeof ZoneCheckSchema>;

export const TariffRequestSchema = v.object({
  productPrice: v.pipe(v.number(), v.minValue(0)),
  distance: v.nullish(v.number()),
  branchId: v.number(),
  latitude: v.number(),
  longitude: v.number(),
  address: v.nullish(v.pipe(v.string(), v.maxLength(500))),
  cityId: v.nullish(v.number()),
});
export type TariffRequest = v.InferOutput<typeof TariffRequestSchema>;

export const TariffSchema = v.object({
  /** Tariff id to send back with the order as deliveryTariffId. */
  id: v.string(),
  price: v.number(),
  distance: v.number(),
  zoneId: v.number(),
});
export type Tariff = v.InferOutput<typeof TariffSchema>;

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
export const CourierStatusSchema = v.picklist(COURIER_STATUSES);
export type CourierStatus = v.InferOutput<typeof CourierStatusSchema>;

export const CourierSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.nullish(v.string()),
  status: CourierStatusSchema,
  latitude: v.nullish(v.number()),
  longitude: v.nullish(v.number()),
  branchId: v.nullish(v.number()),
  createdDate: v.optional(DateTimeSchema),
});
export type Courier = v.InferOutput<typeof CourierSchema>;
