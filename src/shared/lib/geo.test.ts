import { describe, expect, it } from 'vitest';
import { distanceKm, distanceLabel } from './geo.ts';

describe('distanceKm', () => {
  it('measures a straight line on the globe', () => {
    expect(distanceKm({ latitude: 41.3, longitude: 69.2 }, { latitude: 41.3, longitude: 69.2 })).toBe(0);
    expect(distanceKm({ latitude: 41.0, longitude: 69.0 }, { latitude: 42.0, longitude: 69.0 })).toBeCloseTo(111.2, 1);
  });
});

describe('distanceLabel', () => {
  const units = { m: 'm', km: 'km' };
  it('says metres under a kilometre, in tens, and never 0', () => {
    expect(distanceLabel(0.344, units)).toBe('340\u00a0m');
    expect(distanceLabel(0.001, units)).toBe('10\u00a0m');
  });
  it('says kilometres with one decimal from one kilometre', () => {
    expect(distanceLabel(1, units)).toBe('1.0\u00a0km');
    expect(distanceLabel(12.345, units)).toBe('12.3\u00a0km');
  });
  it("writes the number the reader's way", () => {
    expect(distanceLabel(2.46, { m: 'м', km: 'км' }, 'ru')).toBe('2,5\u00a0км');
  });
});
