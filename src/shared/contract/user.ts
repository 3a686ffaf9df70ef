import * as z from 'zod/mini';
import { DateTimeSchema } from './common.ts';

export const GenderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof GenderSchema>;

export const UserSchema = z.object({
  id: z.number(),
  createdDate: z.optional(DateTimeSchema),
  lastModifiedDate: z.optional(DateTimeSchema),
  birthday: z.nullish(z.string()),
  email: z.nullish(z.string()),
  image: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  isActive: z.boolean(),
  merchantId: z.string(),
  phone: z.nullish(z.string()),
  role: z.string(),
  cashback: z.number(),
  gender: z.nullish(GenderSchema),
  telegramId: z.nullish(z.number()),
});
export type User = z.infer<typeof UserSchema>;

/** How the cashback balance moved: the welcome bonus, earned by a delivered order, spent on one, returned by a cancellation. */
export const CashbackKindSchema = z.enum(['WELCOME', 'EARNED', 'SPENT', 'RETURNED']);
export type CashbackKind = z.infer<typeof CashbackKindSchema>;

/** One move of the cashback balance; `amount` is positive, its sign follows from `kind`. */
export const CashbackMoveSchema = z.object({
  id: z.number(),
  kind: CashbackKindSchema,
  amount: z.number(),
  orderId: z.nullable(z.number()),
  orderNumber: z.nullable(z.string()),
  createdDate: DateTimeSchema,
});
export type CashbackMove = z.infer<typeof CashbackMoveSchema>;

/** Where a code request comes from. */
export const VerificationSourceSchema = z.enum(['WEB', 'TG', 'APP']);

/** A phone as people type it: digits with or without '+', spaces, dashes or brackets. */
export const PhoneInputSchema = z.string().check(z.minLength(9), z.maxLength(20));

export const SendCodeRequestSchema = z.object({
  phone: PhoneInputSchema,
  type: z._default(VerificationSourceSchema, 'WEB'),
});
export type SendCodeRequest = z.input<typeof SendCodeRequestSchema>;
export const SendCodeResponseSchema = z.object({
  phone: z.string(),
  /** Seconds until the code expires. */
  expiresIn: z.number(),
  /** Seconds until a new code may be requested. */
  resendIn: z.number(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponseSchema>;

export const VerifyRequestSchema = z.object({
  phone: PhoneInputSchema,
  code: z.string().check(z.regex(/^\d{4,6}$/)),
  type: z._default(VerificationSourceSchema, 'WEB'),
});
export type VerifyRequest = z.input<typeof VerifyRequestSchema>;

/** Sign-in answer (also the phone-change answer, where `token` is null: the session stays as it is). */
export const AuthResponseSchema = z.object({ token: z.nullable(z.string()), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Mini-app sign-in: the raw initData string exactly as Telegram gave it. */
export const InitDataRequestSchema = z.object({ initData: z.string().check(z.minLength(1), z.maxLength(8192)) });
export type InitDataRequest = z.infer<typeof InitDataRequestSchema>;
export const TokenResponseSchema = z.object({ token: z.string() });

/**
 * A phone shared from Telegram (`requestContact`): the signed contact string exactly as the client returned it,
 * `contact=<json>&auth_date=...&hash=...`. Answered with `AuthResponse`: `token` is null when the phone joined the
 * signed-in account, a new token when the account of that phone took the Telegram identity over.
 */
export const TelegramContactRequestSchema = z.object({ contact: z.string().check(z.minLength(1), z.maxLength(4096)) });
export type TelegramContactRequest = z.infer<typeof TelegramContactRequestSchema>;

export const ProfileUpdateSchema = z.object({
  firstName: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
  lastName: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
  gender: z.nullish(GenderSchema),
  birthday: z.nullish(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  email: z.nullish(z.string().check(z.maxLength(320), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ADDRESS_TYPES = ['HOUSE', 'APARTMENT'] as const;
export const AddressTypeSchema = z.enum(ADDRESS_TYPES);

const text = (max: number) => z.nullish(z.string().check(z.trim(), z.maxLength(max)));

export const AddressInputSchema = z.object({
  type: AddressTypeSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  streetName: text(200),
  details: text(500),
  description: text(500),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  cityId: z.nullish(z.number()),
  houseNumber: text(50),
  office: text(50),
  domophone: text(50),
  entrance: text(50),
  floor: text(50),
  comment: text(500),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = z.extend(AddressInputSchema, {
  id: z.number(),
  createdDate: z.optional(DateTimeSchema),
  lastModifiedDate: z.optional(DateTimeSchema),
});
export type Address = z.infer<typeof AddressSchema>;
