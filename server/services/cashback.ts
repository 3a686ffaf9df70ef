/**
 * The cashback ledger: every change of a customer's balance is written here with its reason, so the profile can show
 * where the balance came from (the welcome bonus, earned by a delivered order, spent on an order, returned by a
 * cancellation). The balance itself stays in `users.cashback`; each change goes through `moveCashback`, which keeps
 * the two together.
 */
import type { CashbackKind, CashbackMove } from '../../src/shared/contract/user.ts';
import type { Db } from '../db/database.ts';

/** At most this many moves are answered, newest first. */
export const CASHBACK_HISTORY_LIMIT = 100;

const SIGN: Record<CashbackKind, 1 | -1> = { WELCOME: 1, EARNED: 1, SPENT: -1, RETURNED: 1 };

/** Changes the balance by `amount` in the direction of `kind` and writes the move. Nothing for a zero amount. */
export function moveCashback(
  db: Db,
  move: {
    merchantId: string;
    userId: number;
    kind: CashbackKind;
    amount: number;
    order?: { id: number; number: string } | null;
    at: Date;
  },
): void {
  const amount = Math.round(move.amount * 100) / 100;
  if (amount <= 0) return;
  db.prepare('UPDATE users SET cashback = cashback + ? WHERE id = ?').run(SIGN[move.kind] * amount, move.userId);
  db.prepare(
    `INSERT INTO cashback_moves (merchant_id, user_id, order_id, order_number, kind, amount, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    move.merchantId,
    move.userId,
    move.order?.id ?? null,
    move.order?.number ?? null,
    move.kind,
    amount,
    move.at.toISOString(),
  );
}

/** What a delivered order earns: the merchant's share of what was paid for the products (whole so'm, rounded down). */
export function earnedBy(percent: number, paidForProducts: number): number {
  if (!(percent > 0) || !(paidForProducts > 0)) return 0;
  return Math.floor((paidForProducts * percent) / 100);
}

/** The merchant's share of a delivered order given back as cashback, in percent (0: none). */
export function cashbackPercentOf(db: Db, merchantId: string): number {
  const row = db.prepare('SELECT cashback_percent AS percent FROM merchants WHERE id = ?').get(merchantId) as
    { percent: number } | undefined;
  return row?.percent ?? 0;
}

/** The customer's moves, newest first. */
export function cashbackHistory(db: Db, merchantId: string, userId: number): CashbackMove[] {
  const rows = db
    .prepare(
      `SELECT id, kind, amount, order_id, order_number, created_at FROM cashback_moves
       WHERE merchant_id = ? AND user_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .all(merchantId, userId, CASHBACK_HISTORY_LIMIT) as {
    id: number;
    kind: CashbackKind;
    amount: number;
    order_id: number | null;
    order_number: string | null;
    created_at: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    orderId: row.order_id,
    orderNumber: row.order_number,
    createdDate: row.created_at,
  }));
}
