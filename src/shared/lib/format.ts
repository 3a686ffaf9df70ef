/**
 * Formatting of spec §5. Amounts: more than 2 decimals are rounded to 2, thousands grouped with spaces, empty -> 0,
 * with the currency label. Dates DD.MM.YYYY [HH:MM[:SS]] (empty '--.--.----'); time HH:MM (empty '-- : --').
 *
 * The spaces in a number and the one before its label are no-break spaces (U+00A0): an amount or a quantity is never
 * broken over two lines on a narrow phone ('20 000' / 'soʻm'), and a screen reader reads them as spaces.
 */
import { MERCHANT_UTC_OFFSET_MINUTES } from '@/shared/contract/time.ts';

/** The space inside an amount: it never breaks. */
const AMOUNT_SPACE = '\u00a0';

export function formatNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(/\s/g, '')) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  const rounded = Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
  const [whole = '0', fraction] = Math.abs(rounded)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, AMOUNT_SPACE);
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A number with its unit's label, kept on one line: '1 200 g', '5 pcs'. */
export function formatQuantity(value: number | string | null | undefined, unit: string): string {
  return `${formatNumber(value)}${AMOUNT_SPACE}${unit}`;
}

/** An amount with the currency's label in the reader's language (`t('common.currency')`): always given, never assumed. */
export const formatAmount: (value: number | string | null | undefined, currency: string) => string = formatQuantity;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(
  value: Date | string | number | null | undefined,
  options: { time?: boolean; seconds?: boolean; merchantClock?: boolean } = {},
): string {
  const parsed = toDate(value);
  if (!parsed) return '--.--.----';
  // On the merchant's clock (a scheduled order's time as it was chosen), read the shifted instant in UTC.
  const date = options.merchantClock ? new Date(parsed.getTime() + MERCHANT_UTC_OFFSET_MINUTES * 60_000) : parsed;
  const get = options.merchantClock
    ? {
        d: date.getUTCDate(),
        m: date.getUTCMonth(),
        y: date.getUTCFullYear(),
        h: date.getUTCHours(),
        min: date.getUTCMinutes(),
        s: date.getUTCSeconds(),
      }
    : {
        d: date.getDate(),
        m: date.getMonth(),
        y: date.getFullYear(),
        h: date.getHours(),
        min: date.getMinutes(),
        s: date.getSeconds(),
      };
  const day = `${pad(get.d)}.${pad(get.m + 1)}.${get.y}`;
  if (!options.time && !options.seconds) return day;
  return `${day} ${pad(get.h)}:${pad(get.min)}${options.seconds ? `:${pad(get.s)}` : ''}`;
}

/**
 * A scheduled moment, or a window when it has an end: "24.11.2026 14:00–15:00" (the end's day is the start's: windows
 * are an hour long).
 */
export function formatSchedule(
  at: Date | string | number | null | undefined,
  until: Date | string | number | null | undefined,
  options: { merchantClock?: boolean } = {},
): string {
  const start = formatDate(at, { ...options, time: true });
  return until ? `${start}–${formatDate(until, { ...options, time: true }).slice(-5)}` : start;
}

export function formatTime(value: Date | string | number | null | undefined, seconds = false): string {
  const date = toDate(value);
  if (!date) return '-- : --';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}${seconds ? `:${pad(date.getSeconds())}` : ''}`;
}
