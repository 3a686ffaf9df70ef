/** Signing in from Telegram: the Mini App's initData, checked and turned into the merchant's user. */
import { validate } from '@telegram-apps/init-data-node';
import type { Deps, MerchantRow, UserRow } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { withoutControlCharacters } from '../http/validate.ts';
import { findOrCreateUser } from './session.ts';

/** A name from Telegram as kept: one line, at most 100 characters, never half of an emoji (cut by code point). */
const nameOf = (text: string): string => Array.from(withoutControlCharacters(text)).slice(0, 100).join('');

/** initData may be dated this far ahead of our clock (Telegram's and ours are never exactly the same). */
const INIT_DATA_CLOCK_SKEW_SECONDS = 300;

/**
 * Validates Telegram's initData (HMAC-SHA256 with the bot token, at most a day old, not dated in the future) and
 * finds or creates its user. The age is measured on the wall clock, as the signature library measures it.
 */
export function telegramUser(deps: Deps, merchant: MerchantRow, initData: string): UserRow {
  const { config, db } = deps;
  const invalid = () => new AppError(401, 'INIT_DATA_INVALID', 'initDataInvalid', { field: 'initData' });
  try {
    if (!config.telegramBotToken) throw new Error('no bot token');
    validate(initData, config.telegramBotToken, { expiresIn: config.initDataMaxAgeSeconds });
  } catch {
    throw invalid();
  }
  const authDate = Number(new URLSearchParams(initData).get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate > Date.now() / 1000 + INIT_DATA_CLOCK_SKEW_SECONDS) throw invalid();
  const raw = new URLSearchParams(initData).get('user');
  let parsed: unknown;
  try {
    parsed = raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    parsed = null;
  }
  // A good signature does not make the user field a user: `user=null`, a number or a list is refused like any other
  // bad initData, not read as one (reading the id of null would be a server error).
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const tgUser = parsed as { id?: unknown; first_name?: unknown; last_name?: unknown };
  if (typeof tgUser.id !== 'number' || !Number.isSafeInteger(tgUser.id)) throw invalid();
  return findOrCreateUser(db, config.telegramBotToken, merchant, {
    telegramId: tgUser.id,
    firstName: typeof tgUser.first_name === 'string' ? nameOf(tgUser.first_name) : null,
    lastName: typeof tgUser.last_name === 'string' ? nameOf(tgUser.last_name) : null,
  });
}
