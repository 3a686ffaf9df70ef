import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKING_MINUTES, estimateMinutes } from './estimate.lib.ts';

describe('estimateMinutes', () => {
  it('takes the longest cooking of the basket, rounded up to 5 minutes, as a 10-minute range', () => {
    expect(estimateMinutes([{ timeCookingMax: 12 }, { timeCookingMin: 23 }], null)).toEqual({ from: 25, to: 35 });
  });

  it('falls back to the default cooking time for dishes without one', () => {
    expect(estimateMinutes([{}], null)).toEqual({ from: DEFAULT_COOKING_MINUTES, to: DEFAULT_COOKING_MINUTES + 10 });
  });

  it('adds the handover and the ride at 20 km/h for delivery', () => {
    // 20 cooking + 10 handover + 5 km at 20 km/h (15 min) = 45.
    expect(estimateMinutes([{ timeCookingMax: 20 }], { distanceKm: 5 })).toEqual({ from: 45, to: 55 });
  });

  it('never goes below a sensible floor, even for instant dishes or a negative distance', () => {
    expect(estimateMinutes([{ timeCookingMax: 0 }], { distanceKm: -3 }).from).toBe(20);
  });
});
