import * as v from 'valibot';
import { DateTimeSchema, IdSchema, LocalizedSchema } from './common.ts';

export const VacancySchema = v.object({
  id: v.number(),
  position: LocalizedSchema,
  responsible: v.string(),
  phone: v.nullish(v.string()),
  /** Monthly, in so'm. */
  salary: v.nullish(v.number()),
  requirements: LocalizedSchema,
  /** The responsible person's Telegram username, to apply by message (an addition of the reference API). */
  telegram: v.nullish(v.string()),
  branchId: v.nullish(v.number()),
  createdDate: v.optional(DateTimeSchema),
});
export type Vacancy = v.InferOutput<typeof VacancySchema>;

export const NotificationSchema = v.object({
  id: v.number(),
  title: LocalizedSchema,
  body: LocalizedSchema,
  image: v.nullish(v.string()),
  isRead: v.boolean(),
  createdDate: DateTimeSchema,
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const StorySchema = v.object({
  id: v.number(),
  title: LocalizedSchema,
  cover: v.string(),
  slides: v.array(v.object({ image: v.string(), text: v.nullish(LocalizedSchema) })),
  priority: v.number(),
  productId: v.nullish(v.number()),
});
export type Story = v.InferOutput<typeof StorySchema>;

export const BannerSchema = v.object({
  id: v.number(),
  title: LocalizedSchema,
  image: v.string(),
  productId: v.nullish(v.number()),
  categoryId: v.nullish(v.number()),
  url: v.nullish(v.string()),
  priority: v.number(),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

export const TableSchema = v.object({ id: v.number(), hallId: v.number(), number: v.string(), chairs: v.number() });
export type Table = v.InferOutput<typeof TableSchema>;
/** A place (hall, terrace...) of a branch with its tables. */
export const PlaceSchema = v.object({
  id: v.number(),
  branchId: v.number(),
  name: LocalizedSchema,
  tables: v.array(TableSchema),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

export const ReservationRequestSchema = v.object({
  branchId: IdSchema,
  placeId: IdSchema,
  tableId: v.nullish(IdSchema),
  chairs: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(50)),
  /** ISO date-time of the visit. */
  reservedAt: DateTimeSchema,
  comment: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
export type ReservationRequest = v.InferOutput<typeof ReservationRequestSchema>;
export const ReservationSchema = v.object({
  id: v.number(),
  branchId: v.number(),
  placeId: v.number(),
  tableId: v.nullish(v.number()),
  chairs: v.number(),
  reservedAt: DateTimeSchema,
  comment: v.nullish(v.string()),
  status: v.picklist(['ACTIVE', 'CANCELED']),
  createdDate: DateTimeSchema,
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;
