/** A customer's account row: reading it fresh, changing the phone or the profile, and closing the account. */
import type { ProfileUpdate } from '../../src/shared/contract/user.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { revokeAllTokens } from './session.ts';
import { identitiesOf, rememberWelcomed } from './welcome.ts';

export function userById(db: Db, id: number): UserRow {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
}

/** Refuses a phone that another account of the merchant already has. */
export function requirePhoneFree(db: Db, user: UserRow, phone: string): void {
  const owner = db.prepare('SELECT id FROM users WHERE merchant_id = ? AND phone = ?').get(user.merchant_id, phone) as
    { id: number } | undefined;
  if (owner && owner.id !== user.id) throw new AppError(409, 'PHONE_TAKEN', 'phoneTaken', { field: 'phone' });
}

/** Gives a signed-in account a (verified) phone, when no other account of the merchant has it. */
export function setPhone(db: Db, user: UserRow, phone: string): UserRow {
  requirePhoneFree(db, user, phone);
  db.prepare('UPDATE users SET phone = ?, updated_at = ? WHERE id = ?').run(phone, new Date().toISOString(), user.id);
  return userById(db, user.id);
}

/** The profile's fields and their columns. */
const PROFILE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  gender: 'gender',
  birthday: 'birthday',
  email: 'email',
} as const satisfies Record<keyof ProfileUpdate, string>;

/** Changes the fields the customer sent (one sent as null is cleared); the fields not sent keep their value. */
export function updateProfile(db: Db, userId: number, body: ProfileUpdate): UserRow {
  const sent = (Object.keys(PROFILE_COLUMNS) as (keyof ProfileUpdate)[]).filter((field) => body[field] !== undefined);
  const assignments = sent.map((field) => `${PROFILE_COLUMNS[field]} = ?`);
  db.prepare(`UPDATE users SET ${[...assignments, 'updated_at = ?'].join(', ')} WHERE id = ?`).run(
    ...sent.map((field) => body[field] ?? null),
    new Date().toISOString(),
    userId,
  );
  return userById(db, userId);
}

/**
 * Closes an account: anonymised rather than erased, so past orders stay consistent for the merchant; its addresses
 * and favourites go, its tables booked ahead are given back (nobody could come for them, see them or cancel them),
 * and every session ends.
 */
export function closeAccount(db: Db, welcomeKey: string, userId: number, now: Date = new Date()): void {
  db.transaction(() => {
    // The number and Telegram id it has now (perhaps not those it was welcomed with) are welcomed too.
    const closing = userById(db, userId);
    rememberWelcomed(db, welcomeKey, closing.merchant_id, identitiesOf(closing));
    db.prepare(
      `UPDATE users SET is_active = 0, phone = NULL, telegram_id = NULL, first_name = NULL, last_name = NULL, email = NULL,
       birthday = NULL, image = NULL, gender = NULL, updated_at = ? WHERE id = ?`,
    ).run(now.toISOString(), userId);
    db.prepare(
      "UPDATE reservations SET status = 'CANCELED' WHERE user_id = ? AND status = 'ACTIVE' AND reserved_at > ?",
    ).run(userId, now.toISOString());
    db.prepare('DELETE FROM addresses WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM favourites WHERE user_id = ?').run(userId);
    revokeAllTokens(db, userId);
  })();
}
