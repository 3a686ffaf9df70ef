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
  if (at.getTime() > now.getTime() + days * DAY_MS)
    throw new AppError(422, 'TOO_FAR_AHEAD', 'tooFarAhead', { field, params: { days } });
}

/** A plain decimal number ("41.31", "-69", "1e-3"); empty, blank, hex and "Infinity" are not numbers here. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** Longer than any coordinate or amount written out: refused before the pattern reads it. */
const DECIMAL_MAX_LENGTH = 32;

export function decimalValue(value: string | undefined, field: string): number {
  const n =
    value !== undefined && value.length <= DECIMAL_MAX_LENGTH && DECIMAL.test(value) ? Number(value) : Number.NaN;
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

/** A birthday "YYYY-MM-DD": a real calendar date from 1900 up to today (the merchant's date), else a 400. */
export function birthdayField(value: string, today: string, field = 'birthday'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    match !== null && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || value > today) throw badField(field);
  return value;
}

/**
 * C0 and C1 control characters except tab, line feed and carriage return, the bidi embedding/override/isolate marks,
 * and a lone half of a surrogate pair (`"\ud800"` in JSON is no character; stored, it becomes a replacement mark).
 */
const HIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** Fields that are one line of text shown as a name (to the merchant, or publicly next to a review). */
const ONE_LINE = new Set(['firstName', 'lastName', 'name', 'receiverName']);
/** A break of line: tab, line feed, carriage return, and Unicode's line and paragraph separators. */
const BREAK = /[\t\n\r\u2028\u2029]/;

/**
 * Refuses free text with control characters anywhere in a request body (400 naming the field's path): a NUL or a
 * bell is never typed by a person, and bidi overrides turn a name shown publicly into something else. Names may not
 * hold line breaks or tabs either.
 */
export function refuseControlCharacters(value: unknown, field = 'body', path: string[] = []): void {
  if (typeof value === 'string') {
    const key = path[path.length - 1] ?? '';
    if (HIDDEN.test(value) || (ONE_LINE.has(key) && BREAK.test(value))) throw badField(path.join('.') || field);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => refuseControlCharacters(item, field, [...path, String(index)]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseControlCharacters(item, field, [...path, key]);
  }
}

/** The same characters removed, for text that comes signed from elsewhere (a Telegram user's name). */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(HIDDEN.source, 'gu'), '').replace(new RegExp(`${BREAK.source}+`, 'g'), ' ');
}

/** Totals are compared to a millionth of a so'm: a difference of a tiyin (0.01) or more is a different total. */
export function sameMoney(a: number, b: number): boolean {
  return Math.abs(Math.round(a * 1e6) - Math.round(b * 1e6)) < 10_000;
}
