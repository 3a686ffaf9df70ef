import { describe, expect, it } from 'vitest';
import { checkHours, isClosedDay, localClock, merchantDays, merchantInstant, timeSlots } from './time.ts';

const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: day === 1 }));

describe('scheduled order times (Tashkent, UTC+5)', () => {
  it('turns a merchant day and time into an instant', () => {
    expect(merchantInstant('2026-11-24', '12:30')).toBe('2026-11-24T07:30:00.000Z');
    expect(merchantInstant('2026-11-24', '25:00')).toBeNull();
  });
  it('lists the next days on the merchant clock', () => {
    expect(merchantDays(new Date('2026-11-23T20:00:00Z'), 2)).toEqual(['2026-11-24', '2026-11-25']);
  });
  it('offers only slots inside the hours and at least 30 minutes ahead', () => {
    const now = new Date('2026-11-24T09:10:00Z'); // 14:10 in Tashkent
    const slots = timeSlots(week, '2026-11-24', now);
    expect(slots[0]).toBe('15:00');
    expect(slots.at(-1)).toBe('22:30');
    expect(timeSlots(week, '2026-11-25', now)[0]).toBe('10:00');
  });
  it('knows a closed day: no slots at all', () => {
    expect(isClosedDay(week, '2026-11-23')).toBe(true);
    expect(timeSlots(week, '2026-11-23', new Date('2026-11-20T00:00:00Z'))).toEqual([]);
    expect(isClosedDay(week, '2026-11-24')).toBe(false);
  });
});

describe('branch hours (Tashkent time)', () => {
  it('reads the local weekday and time', () => {
    expect(localClock(new Date('2026-11-24T07:30:00Z'))).toMatchObject({ day: 2, minutes: 12 * 60 + 30 });
  });
  it('is open inside hours, closed outside and on the closed day', () => {
    expect(checkHours(week, new Date('2026-11-24T07:30:00Z'))).toBe('open');
    expect(checkHours(week, new Date('2026-11-24T19:00:00Z'))).toBe('outside-hours');
    expect(checkHours(week, new Date('2026-11-23T07:30:00Z'))).toBe('closed-day');
  });
  it('gives the night after midnight to the day the hours started', () => {
    // Friday (5) 18:00-02:00; Saturday (6) closed; Sunday (7) 10:00-03:00; Monday (1) closed.
    const nights = [
      { day: 5, open: '18:00', close: '02:00', isClosed: false },
      { day: 6, open: '10:00', close: '23:00', isClosed: true },
      { day: 7, open: '10:00', close: '03:00', isClosed: false },
      { day: 1, open: '10:00', close: '23:00', isClosed: true },
    ];
    const at = (iso: string) => checkHours(nights, new Date(iso));
    expect(at('2026-11-27T18:00:00Z')).toBe('open'); // Friday 23:00
    expect(at('2026-11-27T20:30:00Z')).toBe('open'); // Saturday 01:30, Friday's night
    expect(at('2026-11-27T21:00:00Z')).toBe('closed-day'); // Saturday 02:00, the night is over
    expect(at('2026-11-29T21:59:00Z')).toBe('open'); // Monday 02:59, Sunday's night
    expect(at('2026-11-29T22:00:00Z')).toBe('closed-day'); // Monday 03:00
    expect(at('2026-11-29T02:00:00Z')).toBe('outside-hours'); // Sunday 07:00: Saturday was closed, no night
    expect(at('2026-11-28T20:30:00Z')).toBe('outside-hours'); // Sunday 01:30: its own hours start at 10:00
    expect(timeSlots(nights, '2026-11-28', new Date('2026-11-20T00:00:00Z'))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
    ]);
  });
  it('treats equal open and close as around the clock', () => {
    expect(
      checkHours([{ day: 2, open: '00:00', close: '00:00', isClosed: false }], new Date('2026-11-23T20:00:00Z')),
    ).toBe('open');
  });
});
