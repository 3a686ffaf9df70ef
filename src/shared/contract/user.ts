import * as v from 'valibot';
import { DateTimeSchema, IdSchema } from './common.ts';

export const GenderSchema = v.picklist(['MALE', 'FEMALE']);
export type Gender = v.InferOutput<typeof GenderSchema>;

export const UserSchema = v.object({
  id: v.number(),
  createdDate: v.optional(DateTimeSchema),
  lastModifiedDate: v.optional(DateTimeSchema),
  birthday: v.nullish(v.string()),
  email: v.nullish(v.string()),
  image: v.nullish(v.string()),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  isActive: v.boolean(),
  merchantId: v.string(),
  phone: v.nullish(v.string()),
  role: v.string(),
  cashback: v.number(),
  gender: v.nullish(GenderSchema),
  telegramId: v.nullish(v.number()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** How the cashback balance moved: the welcome bonus, earned by a delivered order, spent on one, returned by a cancellation. */
export const CashbackKindSchema = v.picklist(['WELCOME', 'EARNED', 'SPENT', 'RETURNED']);
export type CashbackKind = v.InferOutput<typeof CashbackKindSchema>;

/** One move of the cashback balance; `amount` is positive, its sign follows from `kind`. */
export const CashbackMoveSchema = v.object({
  id: v.number(),
  kind: CashbackKindSchema,
  amount: v.number(),
  orderId: v.nullable(v.number()),
  orderNumber: v.nullable(v.string()),
  createdDate: DateTimeSchema,
});
export type CashbackMove = v.InferOutput<typeof CashbackMoveSchema>;

/** Where a code request comes from. */
export const VerificationSourceSchema = v.picklist(['WEB', 'TG', 'APP']);

/** A phone as people type it: digits with or without '+', spaces, dashes or brackets. */
export const PhoneInputSchema = v.pipe(v.string(), v.minLength(9), v.maxLength(20));

export const SendCodeRequestSchema = v.object({
  phone: PhoneInputSchema,
  type: v.optional(VerificationSourceSchema, 'WEB'),
});
export type SendCodeRequest = v.InferInput<typeof SendCodeRequestSchema>;
export const SendCodeResponseSchema = v.object({
  phone: v.string(),
  /** Seconds until the code expires. */
  expiresIn: v.number(),
  /** Seconds until a new code may be requested. */
  resendIn: v.number(),
});
export type SendCodeResponse = v.InferOutput<typeof SendCodeResponseSchema>;

export const VerifyRequestSchema = v.object({
  phone: PhoneInputSchema,
  code: v.pipe(v.string(), v.regex(/^\d{4,6}$/)),
  type: v.optional(VerificationSourceSchema, 'WEB'),
});
export type VerifyRequest = v.InferInput<typeof VerifyRequestSchema>;

/** Sign-in answer (also the phone-change answer, where `token` is null: the session stays as it is). */
export const AuthResponseSchema = v.object({ token: v.nullable(v.string()), user: UserSchema });
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;

/** Mini-app sign-in: the raw initData string exactly as Telegram gave it. */
export const InitDataRequestSchema = v.object({ initData: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)) });
export type InitDataRequest = v.InferOutput<typeof InitDataRequestSchema>;
export const TokenResponseSchema = v.object({ token: v.string() });

/**
 * A phone shared from Telegram (`requestContact`): the signed contact string exactly as the client returned it,
 * `contact=<json>&auth_date=...&hash=...`. Answered with `AuthResponse`: `token` is null when the phone joined the
 * signed-in account, a new token when the account of that phone took the Telegram identity over.
 */
export const TelegramContactRequestSchema = v.object({
  contact: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
});
export type TelegramContactRequest = v.InferOutput<typeof TelegramContactRequestSchema>;

export const ProfileUpdateSchema = v.object({
  firstName: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  lastName: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  gender: v.nullish(GenderSchema),
  birthday: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  email: v.nullish(v.pipe(v.string(), v.maxLength(320), v.regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/))),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

export const ADDRESS_TYPES = ['HOUSE', 'APARTMENT'] as const;
export const AddressTypeSchema = v.picklist(ADDRESS_TYPES);

const text = (max: number) => v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max)));

export const AddressInputSchema = v.object({
  type: AddressTypeSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  streetName: text(200),
  details: text(500),
  description: text(500),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  cityId: v.nullish(IdSchema),
  houseNumber: text(50),
  office: text(50),
  domophone: text(50),
  entrance: text(50),
  floor: text(50),
  comment: text(500),
});
export type AddressInput = v.InferOutput<typeof AddressInputSchema>;

export const AddressSchema = v.object({
  ...AddressInputSchema.entries,
  /** As the platform stores it: an answer is read however its city is numbered (a request's must be an id). */
  cityId: v.nullish(v.number()),
  id: v.number(),
  createdDate: v.optional(DateTimeSchema),
  lastModifiedDate: v.optional(DateTimeSchema),
});
export type Address = v.InferOutput<typeof AddressSchema>;
