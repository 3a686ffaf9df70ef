import { describe, expect, it } from 'vitest';
import {
  clampScale,
  clampView,
  createThrottle,
  fitScale,
  fitView,
  INITIAL_COVERAGE,
  isDoubleTap,
  MAX_SCALE,
  MIN_SCALE,
  mountedIndices,
  panBounds,
  pinchView,
  SLIDESHOW_INTERVAL_MS,
  stepScale,
  swipeDirection,
  viewTransform,
  WHEEL_THROTTLE_MS,
  wrapIndex,
  ZOOM_STEP,
  zoomAround,
} from './image-viewer.lib.ts';

const phone = { width: 400, height: 800 };

describe('image viewer constants (spec §9)', () => {
  it('match the spec', () => {
    expect([ZOOM_STEP, MIN_SCALE, MAX_SCALE, SLIDESHOW_INTERVAL_MS, WHEEL_THROTTLE_MS, INITIAL_COVERAGE]).toEqual([
      0.1, 0.01, 100, 5000, 50, 0.9,
    ]);
  });
});

describe('fitScale', () => {
  it('fits a wide image by its width to 90% of the viewport', () => {
    const scale = fitScale({ width: 2000, height: 1000 }, phone);
    expect(scale).toBeCloseTo(0.18); // 400 * 0.9 / 2000
    expect(2000 * scale).toBeCloseTo(360);
    expect(1000 * scale).toBeLessThan(800 * 0.9);
  });

  it('fits a tall image by its height', () => {
    const scale = fitScale({ width: 500, height: 3000 }, phone);
    expect(scale).toBeCloseTo(0.24); // 800 * 0.9 / 3000
    expect(3000 * scale).toBeCloseTo(720);
    expect(500 * scale).toBeLessThan(400 * 0.9);
  });

  it('enlarges a small image to the same coverage and keeps its aspect', () => {
    const scale = fitScale({ width: 100, height: 50 }, { width: 1000, height: 1000 });
    expect(scale).toBeCloseTo(9);
    expect((100 * scale) / (50 * scale)).toBe(2);
  });

  it('falls back to 1 for unknown sizes and starts centred', () => {
    expect(fitScale({ width: 0, height: 0 }, phone)).toBe(1);
    expect(fitView({ width: 400, height: 400 }, phone)).toEqual({ scale: 0.9, x: 0, y: 0 });
  });
});

describe('zoom steps and clamp', () => {
  it('clamps to 0.01..100', () => {
    expect(clampScale(0.001)).toBe(0.01);
    expect(clampScale(1000)).toBe(100);
    expect(clampScale(3)).toBe(3);
  });

  it('steps by 0.1 of the scale, and back exactly', () => {
    expect(stepScale(1, 1)).toBeCloseTo(1.1);
    expect(stepScale(2, 1)).toBeCloseTo(2.2);
    expect(stepScale(stepScale(0.45, 1), -1)).toBeCloseTo(0.45, 10);
    expect(stepScale(1, -1)).toBeCloseTo(1 / 1.1);
  });

  it('never steps past the clamp', () => {
    expect(stepScale(99, 1)).toBe(100);
    expect(stepScale(0.0105, -1)).toBe(0.01);
  });

  it('zooms around a point, keeping that point still', () => {
    const view = zoomAround({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: -50 });
    expect(view).toEqual({ scale: 2, x: -100, y: 50 });
    // The image point under (100, -50) was (100, -50) at scale 1; at scale 2 it is still there.
    expect(view.x + 100 * view.scale).toBe(100);
  });
});

describe('pan bounds', () => {
  const image = { width: 1000, height: 500 };
  const viewport = { width: 500, height: 500 };

  it('keeps a smaller-than-viewport axis centred', () => {
    expect(panBounds(image, viewport, 0.4)).toEqual({ x: 0, y: 0 });
    expect(clampView({ scale: 0.4, x: 120, y: -80 }, image, viewport)).toEqual({ scale: 0.4, x: 0, y: 0 });
  });

  it('lets a larger axis move until its edge meets the viewport edge', () => {
    expect(panBounds(image, viewport, 2)).toEqual({ x: 750, y: 250 });
    expect(clampView({ scale: 2, x: 5000, y: -5000 }, image, viewport)).toEqual({ scale: 2, x: 750, y: -250 });
    expect(clampView({ scale: 2, x: 100, y: 10 }, image, viewport)).toEqual({ scale: 2, x: 100, y: 10 });
  });

  it('clamps the scale too', () => {
    expect(clampView({ scale: 500, x: 0, y: 0 }, image, viewport).scale).toBe(100);
  });
});

describe('gestures', () => {
  it('pinches by the distance ratio around the midpoint', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const from = [
      { x: -50, y: 0 },
      { x: 50, y: 0 },
    ] as const;
    const to = [
      { x: -100, y: 0 },
      { x: 100, y: 0 },
    ] as const;
    expect(pinchView(start, from, to)).toEqual({ scale: 2, x: 0, y: 0 });
    const offCentre = pinchView(
      start,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ],
    );
    expect(offCentre).toEqual({ scale: 2, x: -150, y: -100 }); // the midpoint (150, 100) stays put
  });

  it('clamps a pinch and survives fingers on one spot', () => {
    const start = { scale: 90, x: 0, y: 0 };
    expect(
      pinchView(
        start,
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
      ).scale,
    ).toBe(100);
    expect(
      pinchView(
        start,
        [
          { x: 5, y: 5 },
          { x: 5, y: 5 },
        ],
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
      ).scale,
    ).toBe(90);
  });

  it('reads horizontal swipes only', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(-80, 120)).toBe(0);
  });

  it('recognises a double tap by time and place', () => {
    const first = { time: 1000, point: { x: 0, y: 0 } };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { time: 1200, point: { x: 10, y: 10 } })).toBe(true);
    expect(isDoubleTap(first, { time: 1400, point: { x: 0, y: 0 } })).toBe(false);
    expect(isDoubleTap(first, { time: 1100, point: { x: 80, y: 0 } })).toBe(false);
  });
});

describe('createThrottle', () => {
  it('lets one call through per 50 ms', () => {
    const pass = createThrottle();
    expect([0, 10, 49, 50, 60, 99, 100, 151].map((t) => pass(t))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('takes its own interval', () => {
    const pass = createThrottle(1000);
    expect([0, 999, 1000].map((t) => pass(t))).toEqual([true, false, true]);
  });
});

describe('helpers', () => {
  it('wraps indices both ways', () => {
    expect([-1, 0, 4, 5, 11].map((i) => wrapIndex(i, 5))).toEqual([4, 0, 4, 0, 1]);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('mounts only the current image and its neighbours', () => {
    expect(mountedIndices(0, 5)).toEqual([0, 1, 4]);
    expect(mountedIndices(2, 5)).toEqual([1, 2, 3]);
    expect(mountedIndices(1, 2)).toEqual([0, 1]);
    expect(mountedIndices(0, 1)).toEqual([0]);
  });

  it('writes the transform with translate3d and scale', () => {
    expect(viewTransform({ scale: 1.5, x: -0, y: 12 })).toBe(
      'translate3d(0px, 12px, 0) translate(-50%, -50%) scale(1.5)',
    );
  });
});
