import { describe, expect, it } from 'vitest';
import { checkHours, localClock } from './delivery.ts';
import { distanceKm, pointInPolygon } from './geo.ts';
import { normalizePhone } from './phone.ts';

describe('geo', () => {
  const square: [number, number][] = [[41.2, 69.1], [41.2, 69.4], [41.4, 69.4], [41.4, 69.1]];
  it('tells points inside and outside a polygon', () => {
    expect(pointInPolygon(41.31, 69.24, square)).toBe(true);
    expect(pointInPolygon(41.6, 69.8, square)).toBe(false);
  });
  it('measures distance in km', () => {
    expect(distanceKm(41.3111, 69.2797, 41.3111, 69.2797)).toBe(0);
    expect(distanceKm(41.2995, 69.2401, 39.6542, 66.9597)).toBeGreaterThan(260);
  });
});

describe('branch hours (Tashkent time)', () => {
  const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: day === 1 }));
  it('reads the local weekday and time', () => {
    expect(localClock(new Date('2026-11-24T07:30:00Z'))).toMatchObject({ day: 2, minutes: 12 * 60 + 30 });
  });
  it('is open inside hours, closed outside and on the closed day', () => {
    expect(checkHours(week, new Date('2026-11-24T07:30:00Z'))).toBe('open');
    expect(checkHours(week, new Date('2026-11-24T19:00:00Z'))).toBe('outside-hours');
    expect(checkHours(week, new Date('2026-11-23T07:30:00Z'))).toBe('closed-day');
  });
  it('treats equal open and close as around the clock', () => {
    expect(checkHours([{ day: 2, open: '00:00', close: '00:00', isClosed: false }], new Date('2026-11-23T20:00:00Z'))).toBe('open');
  });
});

describe('phones', () => {
  it.each([
    ['+998 90 123 45 67', '998901234567'],
    ['998901234567', '998901234567'],
    ['90 123-45-67', '998901234567'],
    ['(90) 1234567', '998901234567'],
  ])('normalises %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));
  it.each(['12345', '+7 900 123 45 67', "998' OR 1=1", ''])('refuses %s', (input) => expect(normalizePhone(input)).toBeNull());
});
