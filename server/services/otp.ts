import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { MerchantRow } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { SmsGateway } from '../sms/gateway.ts';
import { hashSecret } from './session.ts';

export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LENGTH = 6;
/** Codes one phone may be sent in 24 hours. */
export const OTP_DAILY_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

interface CodeRow {
  id: number;
  code_hash: string;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const codeHash = (merchantId: string, phone: string, code: string) => hashSecret(`${merchantId}:${phone}:${code}`);

/**
 * Sends a one-time code. `userId` is set for a phone change (the code then only serves that user) and null for
 * sign-in. A new code sooner than 60 s after the last one is refused with 429 and the seconds left.
 */
export async function sendCode(
  deps: { db: Db; sms: SmsGateway; now: () => Date },
  merchant: MerchantRow,
  phone: string,
  userId: number | null,
): Promise<{ expiresIn: number; resendIn: number }> {
  const now = deps.now().getTime();
  const last = deps.db
    .prepare('SELECT created_at FROM sms_codes WHERE merchant_id = ? AND phone = ? ORDER BY id DESC LIMIT 1')
    .get(merchant.id, phone) as { created_at: number } | undefined;
  if (last) {
    const wait = Math.ceil((last.created_at + OTP_RESEND_SECONDS * 1000 - now) / 1000);
    if (wait > 0)
      throw new AppError(429, 'RESEND_TOO_SOON', 'resendTooSoon', { params: { seconds: wait }, retryAfter: wait });
  }
  const today = deps.db
    .prepare(
      'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM sms_codes WHERE merchant_id = ? AND phone = ? AND created_at > ?',
    )
    .get(merchant.id, phone, now - DAY_MS) as { n: number; first: number | null };
  if (today.n >= OTP_DAILY_LIMIT && today.first !== null) {
    const wait = Math.ceil((today.first + DAY_MS - now) / 1000);
    // The wait is up to a day: said in hours (rounded up), given exactly in retryAfter.
    throw new AppError(429, 'TOO_MANY_CODES', 'tooManyCodes', {
      params: { hours: Math.ceil(wait / 3600) },
      retryAfter: wait,
    });
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const stored = deps.db
    .prepare(
      'INSERT INTO sms_codes (merchant_id, phone, code_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(merchant.id, phone, codeHash(merchant.id, phone, code), userId, now, now + OTP_TTL_SECONDS * 1000);
  try {
    await deps.sms.send({
      merchantId: merchant.id,
      phone,
      code,
      provider: merchant.sms_provider === 'PLAYMOBILE' ? 'PLAYMOBILE' : 'ESKIZ',
      text: `${merchant.name}: ${code} - tasdiqlash kodi / код подтверждения / verification code`,
    });
  } catch (error) {
    console.error('SMS gateway failed', error);
    // No SMS went out: the code is not kept, so trying again at once sends one (instead of "wait 60 s" for a code
    // that never came) and the failure does not count against the phone's daily codes.
    deps.db.prepare('DELETE FROM sms_codes WHERE id = ?').run(stored.lastInsertRowid);
    throw new AppError(502, 'SMS_FAILED', 'smsFailed');
  }
  return { expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
}

/** Checks a code: at most 5 wrong tries per code, expired after 2 minutes, usable once. */
export function verifyCode(
  deps: { db: Db; now: () => Date },
  merchantId: string,
  phone: string,
  code: string,
  userId: number | null,
): void {
  const now = deps.now().getTime();
  const row = deps.db
    .prepare('SELECT * FROM sms_codes WHERE merchant_id = ? AND phone = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1')
    .get(merchantId, phone) as CodeRow | undefined;
  const wrong = () => new AppError(400, 'WRONG_CODE', 'wrongCode', { field: 'code' });
  if (!row || row.expires_at <= now || row.user_id !== userId) throw wrong();
  if (row.attempts >= OTP_MAX_ATTEMPTS)
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', { field: 'code' });
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(merchantId, phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    deps.db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    throw wrong();
  }
  deps.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(now, row.id);
}
