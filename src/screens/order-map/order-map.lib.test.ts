import { describe, expect, it } from 'vitest';
import { fitPoints, labelSpots } from './order-map.lib.ts';

const box = { width: 320, height: 220, padding: 30 };

describe('fitPoints', () => {
  it('fits the points inside the padded box, north up and east right', () => {
    const placed = fitPoints(
      [
        { id: 'branch', latitude: 41.3, longitude: 69.2 },
        { id: 'address', latitude: 41.32, longitude: 69.26 },
      ],
      box,
    );
    const [branch, address] = placed as [(typeof placed)[0], (typeof placed)[0]];
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(30);
      expect(p.x).toBeLessThanOrEqual(290);
      expect(p.y).toBeGreaterThanOrEqual(30);
      expect(p.y).toBeLessThanOrEqual(190);
    }
    expect(address.x).toBeGreaterThan(branch.x);
    expect(address.y).toBeLessThan(branch.y);
    // The wider span (east-west here) fills the width.
    expect(address.x - branch.x).toBeCloseTo(260, 0);
  });

  it('keeps one scale on both axes (a square stays square)', () => {
    const k = Math.cos((41.3 * Math.PI) / 180);
    const placed = fitPoints(
      [
        { id: 'a', latitude: 41.29, longitude: 69.2 },
        { id: 'b', latitude: 41.31, longitude: 69.2 + 0.02 / k },
      ],
      { width: 400, height: 400, padding: 0 },
    );
    const [a, b] = placed as [(typeof placed)[0], (typeof placed)[0]];
    expect(Math.abs(b.x - a.x)).toBeCloseTo(Math.abs(b.y - a.y), 0);
  });

  it('centres a single point and leaves out points without coordinates', () => {
    expect(
      fitPoints(
        [
          { id: 'one', latitude: 41.3, longitude: 69.2 },
          { id: 'bad', latitude: Number.NaN, longitude: 1 },
        ],
        box,
      ),
    ).toEqual([{ id: 'one', latitude: 41.3, longitude: 69.2, x: 160, y: 110 }]);
    expect(fitPoints([], box)).toEqual([]);
  });
});

describe('labelSpots', () => {
  it('puts labels on the side with room', () => {
    expect(
      labelSpots(
        [
          { x: 40, y: 40 },
          { x: 300, y: 180 },
        ],
        box,
      ),
    ).toEqual([
      { side: 'right', dy: 0 },
      { side: 'left', dy: 0 },
    ]);
  });
  it('flips the label of a point on top of another where there is room, and pushes a third one down', () => {
    expect(
      labelSpots(
        [
          { x: 160, y: 40 },
          { x: 162, y: 41 },
          { x: 161, y: 40 },
        ],
        box,
      ),
    ).toEqual([
      { side: 'right', dy: 0 },
      { side: 'left', dy: 0 },
      { side: 'right', dy: 32 },
    ]);
  });
  it('stacks the label near the edge instead of flipping it out of the picture (upwards in the bottom half)', () => {
    expect(
      labelSpots(
        [
          { x: 40, y: 40 },
          { x: 41, y: 40 },
        ],
        box,
      ),
    ).toEqual([
      { side: 'right', dy: 0 },
      { side: 'right', dy: 32 },
    ]);
    expect(
      labelSpots(
        [
          { x: 40, y: 180 },
          { x: 41, y: 180 },
        ],
        box,
      ),
    ).toEqual([
      { side: 'right', dy: 0 },
      { side: 'right', dy: -32 },
    ]);
  });
});
