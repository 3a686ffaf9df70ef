import { describe, expect, it } from 'vitest';
import { distanceKm, pointInPolygon } from './geo.ts';

describe('geo', () => {
  const square: [number, number][] = [
    [41.2, 69.1],
    [41.2, 69.4],
    [41.4, 69.4],
    [41.4, 69.1],
  ];
  it('tells points inside and outside a polygon', () => {
    expect(pointInPolygon(41.31, 69.24, square)).toBe(true);
    expect(pointInPolygon(41.6, 69.8, square)).toBe(false);
  });
  it('measures distance in km', () => {
    expect(distanceKm(41.3111, 69.2797, 41.3111, 69.2797)).toBe(0);
    expect(distanceKm(41.2995, 69.2401, 39.6542, 66.9597)).toBeGreaterThan(260);
  });
});
