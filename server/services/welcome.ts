/**
 * What a new customer is given once: the merchant's welcome cashback and its promos for new customers. An account
 * that is closed leaves the hashes of its phone number and Telegram id behind (its own row is anonymised), so a new
 * account opened with either is an account like any other, without the welcome gifts a second time. Only the hash is
 * kept; the phone number itself is gone with the account.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type Identity = { phone: string } | { telegramId: number };

const identityHash = (merchantId: string, identity: Identity): string =>
  createHash('sha256')
    .update(
      'phone' in identity
        ? `welcomed:${merchantId}:phone:${identity.phone}`
        : `welcomed:${merchantId}:telegram:${identity.telegramId}`,
    )
    .digest('hex');

/** Records that these identities of a closing account have had their welcome. */
export function rememberWelcomed(db: Db, merchantId: string, identities: readonly Identity[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO welcomed_identities (merchant_id, identity_hash) VALUES (?, ?)');
  for (const identity of identities) insert.run(merchantId, identityHash(merchantId, identity));
}

/** Whether an account with this identity was closed before (its welcome already given). */
export function wasWelcomed(db: Db, merchantId: string, identity: Identity): boolean {
  return (
    db
      .prepare('SELECT 1 FROM welcomed_identities WHERE merchant_id = ? AND identity_hash = ?')
      .get(merchantId, identityHash(merchantId, identity)) !== undefined
  );
}
