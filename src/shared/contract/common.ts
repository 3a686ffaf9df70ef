import * as v from 'valibot';
import { LANGUAGES } from './basics.ts';

export { LANGUAGES, LANGUAGE_HEADER, IDEMPOTENCY_HEADER, MERCHANT_HEADER, type Language } from './basics.ts';
export const LanguageSchema = v.picklist(LANGUAGES);

/** A multilingual text `{uz, ru, eng}`. Any of them may be missing on a real platform. */
export const LocalizedSchema = v.object({
  uz: v.nullish(v.string()),
  ru: v.nullish(v.string()),
  eng: v.nullish(v.string()),
});
export type Localized = v.InferOutput<typeof LocalizedSchema>;

/** The same, with every language present: what the reference server always sends and requires. */
export const FullLocalizedSchema = v.object({ uz: v.string(), ru: v.string(), eng: v.string() });
export type FullLocalized = v.InferOutput<typeof FullLocalizedSchema>;

export const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
export const MerchantIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** ISO-8601 date-time string. */
export const DateTimeSchema = v.string();
export const CoordinateSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

/** One JSON shape for every error answer. */
export const ApiErrorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  description: LocalizedSchema,
  field: v.nullish(v.string()),
  retryAfter: v.nullish(v.number()),
  /** IDEMPOTENCY_CONFLICT only: the order already placed under the request's Idempotency-Key. */
  orderId: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export const OkSchema = v.object({ ok: v.literal(true) });

export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: v.array(item),
    page: v.number(),
    size: v.number(),
    totalElements: v.number(),
    totalPages: v.number(),
    last: v.boolean(),
  });
