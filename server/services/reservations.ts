/** Table reservations of a customer: listing, booking (branch, hall, hours, table size and clashes) and cancelling. */
import type { Reservation, ReservationRequest } from '../../src/shared/contract/content.ts';
import type { Db } from '../db/database.ts';
import { AppError, badField, notFound } from '../http/errors.ts';
import { instantField, requireWithinDays } from '../http/validate.ts';
import { checkHours } from './delivery.ts';
import { findBranch, toBranch } from './branches.ts';
import { branchOffers } from '../../src/shared/contract/branch-services.ts';
import { merchantSettings } from './merchant-settings.ts';

/** A table can be reserved up to this many days ahead. */
export const RESERVATION_HORIZON_DAYS = 90;
/** Two reservations of one table must be at least this far apart. */
const TABLE_SLOT_MS = 2 * 60 * 60 * 1000;

interface ReservationRow {
  id: number;
  branch_id: number;
  place_id: number;
  table_id: number | null;
  chairs: number;
  reserved_at: string;
  comment: string | null;
  status: 'ACTIVE' | 'CANCELED';
  created_at: string;
}

const toReservation = (row: ReservationRow): Reservation => ({
  id: row.id,
  branchId: row.branch_id,
  placeId: row.place_id,
  tableId: row.table_id,
  chairs: row.chairs,
  reservedAt: row.reserved_at,
  comment: row.comment,
  status: row.status,
  createdDate: row.created_at,
});

/** The customer's reservations at this merchant, latest first. */
export function reservationsOf(db: Db, merchantId: string, userId: number): Reservation[] {
  const rows = db
    .prepare('SELECT * FROM reservations WHERE merchant_id = ? AND user_id = ? ORDER BY reserved_at DESC')
    .all(merchantId, userId) as ReservationRow[];
  return rows.map(toReservation);
}

/** Bookings still ahead one customer may hold at a merchant at a time: a family's plans, not every table for months. */
export const MAX_BOOKINGS_AHEAD = 5;

/**
 * Books a table: the branch takes bookings, the hall is the branch's, the moment is ahead (within the horizon) and
 * inside the branch's hours; a named table seats the party and is free two hours either side.
 */
export function createReservation(
  db: Db,
  merchantId: string,
  userId: number,
  body: ReservationRequest,
  now: Date,
): Reservation {
  const branchRow = findBranch(db, merchantId, body.branchId);
  if (!branchRow) throw badField('branchId');
  const branch = toBranch(branchRow);
  // Booking as the storefront offers it: on for the merchant (off by default) and not off at the branch.
  if (!branchOffers(merchantSettings(db, merchantId), branch, 'BOOKING'))
    throw new AppError(422, 'SERVICE_UNAVAILABLE', 'serviceUnavailable', { field: 'branchId' });
  const place = db.prepare('SELECT id FROM places WHERE id = ? AND branch_id = ?').get(body.placeId, branch.id);
  if (!place) throw badField('placeId');
  const { ahead } = db
    .prepare(
      "SELECT COUNT(*) AS ahead FROM reservations WHERE merchant_id = ? AND user_id = ? AND status = 'ACTIVE' AND reserved_at > ?",
    )
    .get(merchantId, userId, now.toISOString()) as { ahead: number };
  if (ahead >= MAX_BOOKINGS_AHEAD)
    throw new AppError(422, 'TOO_MANY_RESERVATIONS', 'tooManyReservations', { params: { max: MAX_BOOKINGS_AHEAD } });
  const at = instantField(body.reservedAt, 'reservedAt');
  if (at.getTime() <= now.getTime())
    throw new AppError(422, 'RESERVATION_PAST', 'reservationPast', { field: 'reservedAt' });
  requireWithinDays(at, now, RESERVATION_HORIZON_DAYS, 'reservedAt');
  const hours = checkHours(branch.workHours, at);
  if (hours === 'closed-day') throw new AppError(422, 'HOLIDAY', 'holiday', { field: 'reservedAt' });
  if (hours === 'outside-hours')
    throw new AppError(422, 'DELIVERY_AT_INVALID', 'deliveryAtInvalid', { field: 'reservedAt' });
  if (body.tableId) requireTableFree(db, body.tableId, body.placeId, body.chairs, at);
  else requireSeatsFor(db, body.placeId, body.chairs);
  const info = db
    .prepare(
      "INSERT INTO reservations (merchant_id, user_id, branch_id, place_id, table_id, chairs, reserved_at, comment, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?)",
    )
    .run(
      merchantId,
      userId,
      branch.id,
      body.placeId,
      body.tableId ?? null,
      body.chairs,
      at.toISOString(),
      body.comment ?? null,
      new Date().toISOString(),
    );
  return toReservation(
    db.prepare('SELECT * FROM reservations WHERE id = ?').get(info.lastInsertRowid) as ReservationRow,
  );
}

/** 'Any table' in a hall with tables: one of them must seat the party (a hall without tables is booked as a whole). */
function requireSeatsFor(db: Db, placeId: number, chairs: number): void {
  const { tables, seats } = db
    .prepare('SELECT COUNT(*) AS tables, MAX(chairs) AS seats FROM dining_tables WHERE place_id = ?')
    .get(placeId) as { tables: number; seats: number | null };
  if (tables > 0 && (seats ?? 0) < chairs)
    throw new AppError(422, 'PARTY_TOO_LARGE', 'partyTooLarge', { field: 'chairs', params: { count: chairs } });
}

function requireTableFree(db: Db, tableId: number, placeId: number, chairs: number, at: Date): void {
  const table = db.prepare('SELECT chairs FROM dining_tables WHERE id = ? AND place_id = ?').get(tableId, placeId) as
    { chairs: number } | undefined;
  if (!table || table.chairs < chairs)
    throw new AppError(422, 'TABLE_UNAVAILABLE', 'tableUnavailable', { field: 'tableId' });
  const clash = (
    db.prepare("SELECT reserved_at FROM reservations WHERE table_id = ? AND status = 'ACTIVE'").all(tableId) as {
      reserved_at: string;
    }[]
  ).some((r) => Math.abs(new Date(r.reserved_at).getTime() - at.getTime()) < TABLE_SLOT_MS);
  if (clash) throw new AppError(409, 'TABLE_UNAVAILABLE', 'tableUnavailable', { field: 'tableId' });
}

/** Cancels one of the customer's own reservations; any other id is not found. */
export function cancelReservation(db: Db, merchantId: string, userId: number, id: number): Reservation {
  const row = db
    .prepare('SELECT * FROM reservations WHERE id = ? AND merchant_id = ? AND user_id = ?')
    .get(id, merchantId, userId) as ReservationRow | undefined;
  if (!row) throw notFound();
  db.prepare("UPDATE reservations SET status = 'CANCELED' WHERE id = ?").run(id);
  return toReservation({ ...row, status: 'CANCELED' });
}
