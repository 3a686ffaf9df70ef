/** A customer's saved delivery addresses: stored as JSON per row, read back with their id and dates. */
import type { Address, AddressInput } from '../../src/shared/contract/user.ts';
import { json, type Db } from '../db/database.ts';
import { AppError, notFound } from '../http/errors.ts';

interface AddressRow {
  id: number;
  data: string;
  created_at: string;
  updated_at: string;
}
const toAddress = (row: AddressRow): Address => ({
  ...json<Omit<Address, 'id'>>(row.data),
  id: row.id,
  createdDate: row.created_at,
  lastModifiedDate: row.updated_at,
});

/** What is stored of an address: as typed, its description defaulting to its name. */
const storedData = (input: AddressInput): string =>
  JSON.stringify({ ...input, description: input.description || input.name });

/** One of the customer's own addresses at this merchant; any other id is not found. */
function ownAddress(db: Db, merchantId: string, userId: number, id: number): AddressRow {
  const row = db
    .prepare('SELECT * FROM addresses WHERE id = ? AND merchant_id = ? AND user_id = ?')
    .get(id, merchantId, userId) as AddressRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** The customer's addresses, newest first. */
export function addressesOf(db: Db, merchantId: string, userId: number): Address[] {
  const rows = db
    .prepare('SELECT * FROM addresses WHERE merchant_id = ? AND user_id = ? ORDER BY id DESC')
    .all(merchantId, userId) as AddressRow[];
  return rows.map(toAddress);
}

/** Saved addresses one customer may keep at a merchant: more than a person uses, fewer than a script fills. */
export const MAX_ADDRESSES = 50;

export function createAddress(db: Db, merchantId: string, userId: number, input: AddressInput): Address {
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM addresses WHERE merchant_id = ? AND user_id = ?')
    .get(merchantId, userId) as { count: number };
  if (count >= MAX_ADDRESSES)
    throw new AppError(422, 'TOO_MANY_ADDRESSES', 'tooManyAddresses', { params: { max: MAX_ADDRESSES } });
  const now = new Date().toISOString();
  const info = db
    .prepare('INSERT INTO addresses (merchant_id, user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
    .run(merchantId, userId, storedData(input), now, now);
  return toAddress(db.prepare('SELECT * FROM addresses WHERE id = ?').get(info.lastInsertRowid) as AddressRow);
}

/** Replaces one of the customer's own addresses. */
export function updateAddress(db: Db, merchantId: string, userId: number, id: number, input: AddressInput): Address {
  ownAddress(db, merchantId, userId, id);
  db.prepare('UPDATE addresses SET data = ?, updated_at = ? WHERE id = ?').run(
    storedData(input),
    new Date().toISOString(),
    id,
  );
  return toAddress(ownAddress(db, merchantId, userId, id));
}

/** Deletes one of the customer's own addresses. */
export function deleteAddress(db: Db, merchantId: string, userId: number, id: number): void {
  ownAddress(db, merchantId, userId, id);
  db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
}
