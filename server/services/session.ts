import { createHash, randomBytes } from 'node:crypto';
import type { User } from '../../src/shared/contract/user.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../http/context.ts';
import { rememberWelcomed, wasWelcomed } from './welcome.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashSecret = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Issues a random bearer token that expires `ttlDays` after now (fixed, not sliding: the client's cookie also lives
 * 30 days from sign-in). Only its hash is stored, so a leaked database does not leak sessions.
 */
export function issueToken(
  deps: { db: Db; now: () => Date; config: { tokenTtlDays: number } },
  user: UserRow,
  source: 'SMS' | 'TELEGRAM',
): string {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  deps.db
    .prepare(
      'INSERT INTO tokens (token_hash, user_id, merchant_id, source, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      hashSecret(token),
      user.id,
      user.merchant_id,
      source,
      now.toISOString(),
      now.getTime() + deps.config.tokenTtlDays * DAY_MS,
    );
  return token;
}

export type TokenCheck = { user: UserRow; tokenHash: string } | 'expired' | null;

/** The user behind a token, only under the merchant it was issued for; 'expired' once its time is over. */
export function userForToken(db: Db, token: string, merchantId: string, now: Date): TokenCheck {
  const tokenHash = hashSecret(token);
  const row = db
    .prepare(
      `SELECT u.*, t.expires_at AS token_expires_at FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.merchant_id = ? AND t.revoked_at IS NULL AND u.is_active = 1`,
    )
    .get(tokenHash, merchantId) as (UserRow & { token_expires_at: number | null }) | undefined;
  if (!row) return null;
  const { token_expires_at: expiresAt, ...user } = row;
  if (expiresAt === null || expiresAt <= now.getTime()) return 'expired';
  return { user, tokenHash };
}

export function revokeToken(db: Db, tokenHash: string): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ?').run(new Date().toISOString(), tokenHash);
}

export function revokeAllTokens(db: Db, userId: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(
    new Date().toISOString(),
    userId,
  );
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    createdDate: row.created_at,
    lastModifiedDate: row.updated_at,
    birthday: row.birthday,
    email: row.email,
    image: row.image,
    firstName: row.first_name,
    lastName: row.last_name,
    isActive: row.is_active === 1,
    merchantId: row.merchant_id,
    phone: row.phone,
    role: row.role,
    cashback: row.cashback,
    gender: row.gender === 'MALE' || row.gender === 'FEMALE' ? row.gender : null,
    telegramId: row.telegram_id,
  };
}

/** Finds a user by a unique column or creates one with the merchant's welcome cashback and promos. */
export function findOrCreateUser(
  db: Db,
  welcomeKey: string,
  merchant: { id: string; new_user_cashback: number },
  by: { phone: string } | { telegramId: number; firstName?: string | null; lastName?: string | null },
): UserRow {
  const existing =
    'phone' in by
      ? db.prepare('SELECT * FROM users WHERE merchant_id = ? AND phone = ?').get(merchant.id, by.phone)
      : db.prepare('SELECT * FROM users WHERE merchant_id = ? AND telegram_id = ?').get(merchant.id, by.telegramId);
  if (existing) return existing as UserRow;
  const now = new Date().toISOString();
  // The welcome gifts once per phone number and Telegram id: not again for an account opened after a closed one.
  const identity = 'phone' in by ? { phone: by.phone } : { telegramId: by.telegramId };
  const welcome = !wasWelcomed(db, welcomeKey, merchant.id, identity);
  const cashback = welcome ? merchant.new_user_cashback : 0;
  return db.transaction(() => {
    const info = db
      .prepare(
        `INSERT INTO users (merchant_id, phone, telegram_id, first_name, last_name, cashback, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        merchant.id,
        'phone' in by ? by.phone : null,
        'telegramId' in by ? by.telegramId : null,
        'telegramId' in by ? (by.firstName ?? null) : null,
        'telegramId' in by ? (by.lastName ?? null) : null,
        cashback,
        now,
        now,
      );
    const userId = Number(info.lastInsertRowid);
    // The welcome bonus is the first move of the ledger (the balance already holds it).
    if (cashback > 0)
      db.prepare(
        `INSERT INTO cashback_moves (merchant_id, user_id, order_id, order_number, kind, amount, created_at)
         VALUES (?, ?, NULL, NULL, 'WELCOME', ?, ?)`,
      ).run(merchant.id, userId, cashback, now);
    if (welcome) {
      db.prepare(
        'INSERT INTO user_promos (user_id, promo_id) SELECT ?, id FROM promos WHERE merchant_id = ? AND give_to_new_users = 1',
      ).run(userId, merchant.id);
      rememberWelcomed(db, welcomeKey, merchant.id, [identity]);
    }
    return db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
  })();
}
