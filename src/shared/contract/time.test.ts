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
  it('treats equal open and close as around the clock', () => {
    expect(
      checkHours([{ day: 2, open: '00:00', close: '00:00', isClosed: false }], new Date('2026-11-23T20:00:00Z')),
    ).toBe('open');
  });
});
