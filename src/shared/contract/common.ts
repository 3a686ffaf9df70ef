import * as z from 'zod/mini';
import { LANGUAGES } from './basics.ts';

export { LANGUAGES, LANGUAGE_HEADER, IDEMPOTENCY_HEADER, MERCHANT_HEADER, type Language } from './basics.ts';
export const LanguageSchema = z.enum(LANGUAGES);

/** A multilingual text `{uz, ru, eng}`. Any of them may be missing on a real platform. */
export const LocalizedSchema = z.object({
  uz: z.nullish(z.string()),
  ru: z.nullish(z.string()),
  eng: z.nullish(z.string()),
});
export type Localized = z.infer<typeof LocalizedSchema>;

/** The same, with every language present: what the reference server always sends and requires. */
export const FullLocalizedSchema = z.object({ uz: z.string(), ru: z.string(), eng: z.string() });
export type FullLocalized = z.infer<typeof FullLocalizedSchema>;

export const IdSchema = z.number().check(z.int(), z.positive());
export const MerchantIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** ISO-8601 date-time string. */
export const DateTimeSchema = z.string();
export const CoordinateSchema = z.number().check(z.gte(-180), z.lte(180));

/** One JSON shape for every error answer. */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  description: LocalizedSchema,
  field: z.nullish(z.string()),
  retryAfter: z.nullish(z.number()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number(),
    size: z.number(),
    totalElements: z.number(),
    totalPages: z.number(),
    last: z.boolean(),
  });
