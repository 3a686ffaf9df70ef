import * as v from 'valibot';
import type { ApiError } from '@/shared/api/api-error.ts';
import { checkValue } from '@/shared/contract/check.ts';
import { STORAGE_KEYS } from '@/shared/lib/storage.ts';

const LoginPhoneSchema = v.object({ phone: v.string(), resendAt: v.number() });
export type LoginPhone = v.InferOutput<typeof LoginPhoneSchema>;

/** Seconds between two codes to one number (spec), when the server's refusal does not say how long to wait. */
export const RESEND_WAIT_SECONDS = 60;

/** How long a refusal to send a code so soon makes the person wait: the server's `retryAfter`, else the rule. */
export const resendWait = (error: ApiError): number => error.retryAfter ?? RESEND_WAIT_SECONDS;

/** The phone being confirmed and when a new code may be asked for; kept in sessionStorage so a reload keeps both. */
export function rememberLoginPhone(phone: string, resendInSeconds: number): void {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEYS.loginPhone,
      JSON.stringify({ phone, resendAt: Date.now() + resendInSeconds * 1000 }),
    );
  } catch {
    // storage unavailable: the confirm screen will ask for the phone again
  }
}

export function readLoginPhone(): LoginPhone | null {
  try {
    const parsed = checkValue(
      LoginPhoneSchema,
      JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.loginPhone) ?? 'null'),
    );
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function forgetLoginPhone(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.loginPhone);
  } catch {
    // ignore
  }
}
