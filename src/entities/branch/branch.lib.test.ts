import { describe, expect, it } from 'vitest';
import type { Branch, WorkHours } from '@/shared/contract/branch.ts';
import { TEST_BRANCH } from '@/testing/fixtures.ts';
import { branchDay, branchesToShow } from './branch.lib.ts';

const week = (open: string, close: string, closedDays: number[] = []): WorkHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close, isClosed: closedDays.includes(day) }));
// 2026-11-23 is a Monday; 09:30 UTC is 14:30 in Tashkent.
const MONDAY_AFTERNOON = new Date('2026-11-23T09:30:00Z');
const MONDAY_NIGHT = new Date('2026-11-23T19:30:00Z');

describe('branchDay', () => {
  it("gives today's hours and whether it is open now, on the merchant's clock", () => {
    expect(branchDay({ workHours: week('10:00', '23:00') }, MONDAY_AFTERNOON)).toEqual({
      hours: { open: '10:00', close: '23:00' },
      openNow: true,
    });
    expect(branchDay({ workHours: week('10:00', '23:00') }, MONDAY_NIGHT).openNow).toBe(false);
  });
  it('says a day off is closed all day, and hours past midnight are open after it', () => {
    expect(branchDay({ workHours: week('10:00', '23:00', [1]) }, MONDAY_AFTERNOON)).toEqual({
      hours: null,
      openNow: false,
    });
    expect(branchDay({ workHours: week('18:00', '02:00') }, MONDAY_NIGHT).openNow).toBe(true);
  });
  it("after midnight shows the hours of the night still running, the day before's, even on a day off", () => {
    // Tuesday 01:30 in Tashkent: Monday's 18:00-02:00 are in force; Tuesday itself is closed.
    const tuesdayEarly = new Date('2026-11-23T20:30:00Z');
    expect(branchDay({ workHours: week('18:00', '02:00', [2]) }, tuesdayEarly)).toEqual({
      hours: { open: '18:00', close: '02:00' },
      openNow: true,
    });
    // Monday was closed: no night runs into Tuesday, whose own hours start at 18:00.
    expect(branchDay({ workHours: week('18:00', '02:00', [1]) }, tuesdayEarly)).toEqual({
      hours: { open: '18:00', close: '02:00' },
      openNow: false,
    });
  });
});

describe('branchesToShow', () => {
  const branch = (id: number, latitude: number, extra: Partial<Branch> = {}): Branch => ({
    ...TEST_BRANCH,
    id,
    latitude,
    longitude: 69.2,
    isMain: false,
    ...extra,
  });
  const list = [
    branch(1, 41.4),
    branch(2, 41.3, { isMain: true }),
    branch(3, 41.2, { isActive: false }),
    branch(4, 41.25),
  ];

  it('leaves inactive branches out and puts the main one first without a location', () => {
    expect(branchesToShow(list, null).map(({ branch: b, km }) => [b.id, km])).toEqual([
      [2, null],
      [1, null],
      [4, null],
    ]);
  });
  it('puts the nearest first with its distance when the location is known', () => {
    const shown = branchesToShow(list, { latitude: 41.26, longitude: 69.2 });
    expect(shown.map(({ branch: b }) => b.id)).toEqual([4, 2, 1]);
    expect(shown[0]?.km).toBeCloseTo(1.1, 1);
  });
});
