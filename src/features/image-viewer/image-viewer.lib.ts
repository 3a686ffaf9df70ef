/**
 * Pure logic of the full-screen image viewer (spec §9): zoom steps and limits, the initial fit, pan bounds, pinch
 * and wheel maths. No React, no DOM. A view places the image by its scale against its natural size and by the offset
 * of its centre from the viewport's centre, in CSS pixels.
 */

/** One zoom step: +10% of the current scale (out divides by the same factor, so in-then-out is exact). */
export const ZOOM_STEP = 0.1;
export const MIN_SCALE = 0.01;
export const MAX_SCALE = 100;
export const SLIDESHOW_INTERVAL_MS = 5000;
/** How long a hint ("Slideshow started", "120%") stays up. */
export const HINT_DURATION_MS = 1000;
export const WHEEL_THROTTLE_MS = 50;
/** Share of the viewport the image covers in its limiting dimension when it opens. */
export const INITIAL_COVERAGE = 0.9;
/** Double-click / double-tap zooms to this multiple of the fitted scale. */
export const DOUBLE_TAP_ZOOM = 2;
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_DISTANCE = 30;
/** A tap moves less than this; a swipe moves horizontally more than SWIPE_DISTANCE. */
export const TAP_SLOP = 10;
export const SWIPE_DISTANCE = 50;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** Avoids -0 leaking into styles and equality checks. */
const tidy = (value: number) => (value === 0 ? 0 : value);

export const clamp = (value: number, min: number, max: number) => tidy(Math.min(max, Math.max(min, value)));
export const clampScale = (scale: number) => clamp(scale, MIN_SCALE, MAX_SCALE);
export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

/** Only the current image and its neighbours are mounted (the neighbours hidden, so they are ready when reached). */
export function mountedIndices(index: number, count: number): number[] {
  return [...new Set([index - 1, index, index + 1].map((i) => wrapIndex(i, count)))].sort((a, b) => a - b);
}

/** The scale at which the image covers `coverage` of the viewport in its limiting dimension, keeping its aspect. */
export function fitScale(image: Size, viewport: Size, coverage = INITIAL_COVERAGE): number {
  if (image.width <= 0 || image.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  return clampScale(Math.min((viewport.width * coverage) / image.width, (viewport.height * coverage) / image.height));
}

export const fitView = (image: Size, viewport: Size): View => ({ scale: fitScale(image, viewport), x: 0, y: 0 });

/** One zoom step in (`1`) or out (`-1`), within the clamp. */
export function stepScale(scale: number, direction: 1 | -1, step = ZOOM_STEP): number {
  return clampScale(direction > 0 ? scale * (1 + step) : scale / (1 + step));
}

/** A tolerance for "is it still at the fitted scale", since steps and pinches produce floating-point noise. */
export const isZoomed = (scale: number, fit: number) => scale > fit * 1.001;

/**
 * How far the image centre may move from the viewport centre on each axis so the image cannot be lost: an axis
 * where the scaled image is smaller than the viewport stays centred; on a larger one its edges never come inside.
 */
export function panBounds(image: Size, viewport: Size, scale: number): Point {
  return {
    x: Math.max(0, (image.width * scale - viewport.width) / 2),
    y: Math.max(0, (image.height * scale - viewport.height) / 2),
  };
}

export function clampView(view: View, image: Size, viewport: Size): View {
  const scale = clampScale(view.scale);
  const bounds = panBounds(image, viewport, scale);
  return { scale, x: clamp(view.x, -bounds.x, bounds.x), y: clamp(view.y, -bounds.y, bounds.y) };
}

/** Scales to `next` keeping the image point under `anchor` (relative to the viewport centre) where it is. */
export function zoomAround(view: View, next: number, anchor: Point): View {
  const scale = clampScale(next);
  const k = scale / view.scale;
  return { scale, x: tidy(anchor.x - (anchor.x - view.x) * k), y: tidy(anchor.y - (anchor.y - view.y) * k) };
}

export const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two-finger zoom: the scale follows the ratio of the fingers' distance, around their midpoint, and the image
 * follows the midpoint as it moves (pinch and pan in one gesture).
 */
export function pinchView(start: View, from: readonly [Point, Point], to: readonly [Point, Point]): View {
  const before = distance(from[0], from[1]);
  const ratio = before > 0 ? distance(to[0], to[1]) / before : 1;
  const scale = clampScale(start.scale * ratio);
  const k = scale / start.scale;
  const m0 = midpoint(from[0], from[1]);
  const m1 = midpoint(to[0], to[1]);
  return { scale, x: tidy(m1.x - (m0.x - start.x) * k), y: tidy(m1.y - (m0.y - start.y) * k) };
}

/** The image to move to after a horizontal swipe: 1 (next, finger moved left), -1 (previous) or 0 (no swipe). */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export interface Tap {
  time: number;
  point: Point;
}
export const isDoubleTap = (previous: Tap | null, tap: Tap) =>
  previous !== null &&
  tap.time - previous.time <= DOUBLE_TAP_MS &&
  distance(previous.point, tap.point) <= DOUBLE_TAP_DISTANCE;

/** A gate that lets one call through per `interval` ms: `pass(now)` says whether this call may run. */
export function createThrottle(interval = WHEEL_THROTTLE_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < interval) return false;
    last = now;
    return true;
  };
}

/** The CSS transform of an image whose box is its natural size, centred at the viewport centre by its styles. */
export const viewTransform = (view: View) =>
  `translate3d(${tidy(view.x)}px, ${tidy(view.y)}px, 0) translate(-50%, -50%) scale(${view.scale})`;

/** Zoom as a whole percentage of the natural size, for the hint. */
export const zoomPercent = (scale: number) => Math.round(scale * 100);
