/**
 * The contract's plain constants, without the schema library: read by the page's early script (src/early.ts) as well
 * as by the app (through common.ts, which re-exports them).
 */

/** Languages the product speaks. `eng` (not `en`) is the platform's own code. */
export const LANGUAGES = ['uz', 'ru', 'eng'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a visit starts in: the stored choice, else (inside Telegram) the user's Telegram language, else Uzbek. */
export function firstLanguage(stored: string | null, telegramCode: string | null | undefined): Language {
  if (isLanguage(stored)) return stored;
  const code = telegramCode?.slice(0, 2);
  if (code === 'ru' || code === 'uz') return code;
  if (code === 'en') return 'eng';
  return 'uz';
}

/** HTTP header names of the contract. */
export const MERCHANT_HEADER = 'X-Merchant-Id';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const LANGUAGE_HEADER = 'Accept-Language';
export const AUTHORIZATION_HEADER = 'Authorization';

/** The `Authorization` header's value for a session's token. */
export const bearer = (token: string): string => `Bearer ${token}`;
