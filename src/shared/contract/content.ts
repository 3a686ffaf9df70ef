import * as z from 'zod/mini';
import { DateTimeSchema, LocalizedSchema } from './common.ts';

export const VacancySchema = z.object({
  id: z.number(),
  position: LocalizedSchema,
  responsible: z.string(),
  phone: z.nullish(z.string()),
  /** Monthly, in so'm. */
  salary: z.nullish(z.number()),
  requirements: LocalizedSchema,
  /** The responsible person's Telegram username, to apply by message (an addition of the reference API). */
  telegram: z.nullish(z.string()),
  branchId: z.nullish(z.number()),
  createdDate: z.optional(DateTimeSchema),
});
export type Vacancy = z.infer<typeof VacancySchema>;

export const NotificationSchema = z.object({
  id: z.number(),
  title: LocalizedSchema,
  body: LocalizedSchema,
  image: z.nullish(z.string()),
  isRead: z.boolean(),
  createdDate: DateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const StorySchema = z.object({
  id: z.number(),
  title: LocalizedSchema,
  cover: z.string(),
  slides: z.array(z.object({ image: z.string(), text: z.nullish(LocalizedSchema) })),
  priority: z.number(),
  productId: z.nullish(z.number()),
});
export type Story = z.infer<typeof StorySchema>;

export const BannerSchema = z.object({
  id: z.number(),
  title: LocalizedSchema,
  image: z.string(),
  productId: z.nullish(z.number()),
  categoryId: z.nullish(z.number()),
  url: z.nullish(z.string()),
  priority: z.number(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const TableSchema = z.object({ id: z.number(), hallId: z.number(), number: z.string(), chairs: z.number() });
export type Table = z.infer<typeof TableSchema>;
/** A place (hall, terrace...) of a branch with its tables. */
export const PlaceSchema = z.object({
  id: z.number(),
  branchId: z.number(),
  name: LocalizedSchema,
  tables: z.array(TableSchema),
});
export type Place = z.infer<typeof PlaceSchema>;

export const ReservationRequestSchema = z.object({
  branchId: z.number(),
  placeId: z.number(),
  tableId: z.nullish(z.number()),
  chairs: z.number().check(z.int(), z.gte(1), z.lte(50)),
  /** ISO date-time of the visit. */
  reservedAt: DateTimeSchema,
  comment: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;
export const ReservationSchema = z.object({
  id: z.number(),
  branchId: z.number(),
  placeId: z.number(),
  tableId: z.nullish(z.number()),
  chairs: z.number(),
  reservedAt: DateTimeSchema,
  comment: z.nullish(z.string()),
  status: z.enum(['ACTIVE', 'CANCELED']),
  createdDate: DateTimeSchema,
});
export type Reservation = z.infer<typeof ReservationSchema>;
