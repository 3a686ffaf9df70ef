/**
 * What a new customer is given once: the merchant's welcome cashback and its promos for new customers. The phone
 * number and Telegram id an account was welcomed with, and those it has when it is closed (its own row is then
 * anonymised), are kept as keyed hashes, so an account opened again with any of them is an account like any other,
 * without the welcome gifts a second time. The key is the server's secret (the bot token, from the environment, never
 * in the database): the database alone cannot tell which numbers these are by trying numbers.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type Identity = { phone: string } | { telegramId: number };

const identityHash = (key: string, merchantId: string, identity: Identity): string =>
  createHmac('sha256', `welcomed:${key}`)
    .update(
      'phone' in identity
        ? `welcomed:${merchantId}:phone:${identity.phone}`
        : `welcomed:${merchantId}:telegram:${identity.telegramId}`,
    )
    .digest('hex');

/** Records that these identities have had their welcome (an account welcomed with them, or closing with them). */
export function rememberWelcomed(db: Db, key: string, merchantId: string, identities: readonly Identity[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO welcomed_identities (merchant_id, identity_hash) VALUES (?, ?)');
  for (const identity of identities) insert.run(merchantId, identityHash(key, merchantId, identity));
}

/** Whether this identity has had its welcome already. */
export function wasWelcomed(db: Db, key: string, merchantId: string, identity: Identity): boolean {
  return (
    db
      .prepare('SELECT 1 FROM welcomed_identities WHERE merchant_id = ? AND identity_hash = ?')
      .get(merchantId, identityHash(key, merchantId, identity)) !== undefined
  );
}

/** The identities of an account row, for `rememberWelcomed`. */
export const identitiesOf = (user: { phone: string | null; telegram_id: number | null }): Identity[] => [
  ...(user.phone ? [{ phone: user.phone }] : []),
  ...(user.telegram_id !== null ? [{ telegramId: user.telegram_id }] : []),
];
