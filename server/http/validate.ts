/**
 * Checks of request values that the contract's schemas cannot make alone: instants (a real moment, not too far
 * ahead), numbers in query strings, and free text (no control characters).
 */
import { AppError, badField } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO-8601 instant with a time and a zone, as `Date.toISOString()` writes it (seconds and fraction optional). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * Parses an instant. Other formats, impossible dates (February 30th, which `Date` would roll over into March) and
 * years outside 0000-9999 are a 400 naming the field.
 */
export function instantField(value: string, field: string): Date {
  const match = ISO_INSTANT.exec(value);
  const at = match ? new Date(value) : null;
  if (!match || !at || Number.isNaN(at.getTime())) throw badField(field);
  const [, date, time, sign, hours = '0', minutes = '0'] = match;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  // Written back on the clock it was given in, a real date and time reads the same.
  if (new Date(at.getTime() + offsetMs).toISOString().slice(0, 16) !== `${date}T${time}`) throw badField(field);
  return at;
}

/** Refuses a moment more than `days` ahead of now with 422 TOO_FAR_AHEAD. */
export function requireWithinDays(at: Date, now: Date, days: number, field: string): void {
  if (at.getTime() > now.getTime() + days * DAY_MS) throw new AppError(422, 'TOO_FAR_AHEAD', 'tooFarAhead', { field, params: { days } });
}

/** A plain decimal number ("41.31", "-69", "1e-3"); empty, blank, hex and "Infinity" are not numbers here. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function decimalValue(value: string | undefined, field: string): number {
  const n = value !== undefined && DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw badField(field);
  return n;
}

/** A whole number (0 or more) from a query string; absent gives the fallback. */
export function wholeQuery(value: string | undefined, field: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw badField(field);
  return n;
}
