import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNumber, formatQuantity, formatSchedule, formatTime } from './format.ts';

describe('formatting (spec §5)', () => {
  it.each([
    [45000, '45 000'],
    [1234567.891, '1 234 567.89'],
    [12.5, '12.5'],
    [0.005, '0.01'],
    [-30000, '-30 000'],
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['12 000', '12 000'],
    ['12\u00a0000', '12 000'],
  ])('amount %s -> %s', (input, expected) => expect(formatNumber(input)).toBe(expected.replace(/ /g, '\u00a0')));
  it('adds the currency, and nothing in an amount breaks over two lines', () => {
    expect(formatAmount(30000, 'сум')).toBe('30\u00a0000\u00a0сум');
    expect(formatAmount(-1234567.5, 'soʻm')).not.toMatch(/ /);
    expect(formatQuantity(1200, 'g')).toBe('1\u00a0200\u00a0g');
  });
  it('formats dates and times, with placeholders when empty', () => {
    const d = new Date(2026, 10, 5, 9, 7, 3);
    expect(formatDate(d)).toBe('05.11.2026');
    expect(formatDate(d, { time: true })).toBe('05.11.2026 09:07');
    expect(formatDate(d, { seconds: true })).toBe('05.11.2026 09:07:03');
    expect(formatDate(null)).toBe('--.--.----');
    expect(formatDate('not a date')).toBe('--.--.----');
    expect(formatTime(d)).toBe('09:07');
    expect(formatTime(undefined)).toBe('-- : --');
    // A scheduled time reads on the merchant's clock (Tashkent, UTC+5) whatever the device's zone.
    expect(formatDate('2026-11-24T07:30:00.000Z', { time: true, merchantClock: true })).toBe('24.11.2026 12:30');
    // A window reads as its start and the hour it ends.
    expect(formatSchedule('2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z', { merchantClock: true })).toBe(
      '24.11.2026 14:00–15:00',
    );
    expect(formatSchedule('2026-11-24T09:00:00.000Z', null, { merchantClock: true })).toBe('24.11.2026 14:00');
  });
});
