/**
 * A phone shared from Telegram: the contact the client hands over after `web_app_request_phone`, signed by Telegram
 * like initData (`contact=<json>&auth_date=...&hash=...`), checked and attached to the signed-in Telegram account.
 */
import { validate } from '@telegram-apps/init-data-node';
import type { Db } from '../db/database.ts';
import type { Deps, UserRow } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { issueToken } from './session.ts';
import { closeAccount, setPhone, userById } from './users.ts';

/** A contact may be dated this far ahead of our clock, as initData may. */
const CONTACT_CLOCK_SKEW_SECONDS = 300;

export interface SharedContact {
  telegramId: number;
  phone: string;
}

/**
 * Checks a signed contact: the HMAC with the bot token, at most `initDataMaxAgeSeconds` old and not dated in the
 * future (as initData), a whole Telegram user id, and a +998 number (answered as stored: 998 and 9 digits).
 */
export function readSignedContact(config: Deps['config'], contact: string): SharedContact {
  const invalid = () => new AppError(400, 'CONTACT_INVALID', 'contactInvalid', { field: 'contact' });
  try {
    if (!config.telegramBotToken) throw new Error('no bot token');
    validate(contact, config.telegramBotToken, { expiresIn: config.initDataMaxAgeSeconds });
  } catch {
    throw invalid();
  }
  const params = new URLSearchParams(contact);
  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate > Date.now() / 1000 + CONTACT_CLOCK_SKEW_SECONDS) throw invalid();
  let shared: { user_id?: unknown; phone_number?: unknown } = {};
  try {
    shared = JSON.parse(params.get('contact') ?? '') as typeof shared;
  } catch {
    throw invalid();
  }
  if (typeof shared !== 'object' || shared === null) throw invalid();
  const { user_id: telegramId, phone_number: phoneNumber } = shared;
  if (typeof telegramId !== 'number' || !Number.isSafeInteger(telegramId) || typeof phoneNumber !== 'string')
    throw invalid();
  // Telegram sends the international number, usually without '+'; only Uzbek numbers replace the SMS check.
  const digits = phoneNumber.replace(/[\s()+-]/g, '');
  if (!/^998\d{9}$/.test(digits)) throw new AppError(422, 'PHONE_NOT_UZBEK', 'phoneNotUzbek', { field: 'phone' });
  return { telegramId, phone: digits };
}

function hasHistory(db: Db, userId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM orders WHERE user_id = ? LIMIT 1').get(userId) !== undefined ||
    db.prepare('SELECT 1 FROM reservations WHERE user_id = ? LIMIT 1').get(userId) !== undefined
  );
}

/**
 * Gives the signed-in Telegram account the phone of a contact Telegram signed for that same Telegram user.
 *
 * When another account of the merchant already has the number (signed up by SMS) and no Telegram identity, the two
 * are linked if the Telegram account has no orders or reservations yet: its addresses and favourites move to the
 * phone's account, which takes the Telegram id over, and the Telegram account is closed (as a deleted one is, so its
 * welcome bonus is not counted twice). The answer then carries a token for the phone's account. Two histories are
 * never merged, and a number whose account has another Telegram identity is refused: 409 PHONE_TAKEN, as the SMS
 * phone change answers.
 */
export function attachTelegramContact(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  user: UserRow,
  contact: string,
): { token: string | null; user: UserRow } {
  const { db } = deps;
  const shared = readSignedContact(deps.config, contact);
  if (user.telegram_id === null || user.telegram_id !== shared.telegramId)
    throw new AppError(403, 'CONTACT_NOT_YOURS', 'contactNotYours', { field: 'contact' });
  if (user.phone === shared.phone) return { token: null, user };
  const owner = db
    .prepare('SELECT * FROM users WHERE merchant_id = ? AND phone = ? AND id != ?')
    .get(user.merchant_id, shared.phone, user.id) as UserRow | undefined;
  if (!owner) return { token: null, user: setPhone(db, user, shared.phone) };
  if (owner.telegram_id !== null || hasHistory(db, user.id))
    throw new AppError(409, 'PHONE_TAKEN', 'phoneTaken', { field: 'phone' });
  const linked = db.transaction(() => {
    db.prepare('UPDATE addresses SET user_id = ? WHERE user_id = ?').run(owner.id, user.id);
    db.prepare('UPDATE OR IGNORE favourites SET user_id = ? WHERE user_id = ?').run(owner.id, user.id);
    closeAccount(db, deps.config.telegramBotToken, user.id, deps.now());
    db.prepare(
      `UPDATE users SET telegram_id = ?, first_name = COALESCE(first_name, ?), last_name = COALESCE(last_name, ?),
       updated_at = ? WHERE id = ?`,
    ).run(shared.telegramId, user.first_name, user.last_name, new Date().toISOString(), owner.id);
    return userById(db, owner.id);
  })();
  return { token: issueToken(deps, linked, 'TELEGRAM'), user: linked };
}
