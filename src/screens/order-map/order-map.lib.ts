/**
 * A light map without a map library: the order's points (branch, delivery address, courier) projected
 * equirectangularly (x = longitude × cos(mid-latitude), y = −latitude) and fitted into a view box with a margin.
 * At city scale the distortion is negligible; the scale is kept equal on both axes so distances look right.
 */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
}
export interface PlacedPoint extends MapPoint {
  x: number;
  y: number;
}
export interface MapBox {
  width: number;
  height: number;
  /** Space kept clear on every side (for the markers and their labels). */
  padding: number;
}

/** The smallest span shown, in degrees of latitude (~550 m): one point, or points on top of each other. */
export const MIN_SPAN_DEGREES = 0.005;

export function fitPoints(points: readonly MapPoint[], box: MapBox, minSpan = MIN_SPAN_DEGREES): PlacedPoint[] {
  const usable = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (usable.length === 0) return [];
  const lats = usable.map((p) => p.latitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const raw = usable.map((p) => ({ ...p, px: p.longitude * k, py: -p.latitude }));
  const minX = Math.min(...raw.map((p) => p.px));
  const maxX = Math.max(...raw.map((p) => p.px));
  const minY = Math.min(...raw.map((p) => p.py));
  const maxY = Math.max(...raw.map((p) => p.py));
  const innerW = Math.max(1, box.width - 2 * box.padding);
  const innerH = Math.max(1, box.height - 2 * box.padding);
  // One scale for both axes: the larger of the spans (per pixel) decides; never closer than `minSpan`.
  const scale = Math.min(innerW / Math.max(maxX - minX, minSpan), innerH / Math.max(maxY - minY, minSpan));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return raw.map(({ px, py, ...point }) => ({
    ...point,
    x: round1(box.width / 2 + (px - cx) * scale),
    y: round1(box.height / 2 + (py - cy) * scale),
  }));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export interface LabelSpot {
  /** Which side of the marker the label starts on. */
  side: 'left' | 'right';
  /** Vertical shift from the marker, so labels of close points do not overlap. */
  dy: number;
}

/** Room a label needs beside its marker, in view-box pixels. */
const LABEL_ROOM = 120;

/**
 * Where each point's label goes: on the side with room (right unless the point is in the right 40%); when an earlier
 * point is within `near` pixels, on the other side if that side has room, else stacked above or below the other label.
 */
export function labelSpots(
  points: readonly Pick<PlacedPoint, 'x' | 'y'>[],
  box: Pick<MapBox, 'width' | 'height'>,
  near = 36,
): LabelSpot[] {
  const { width, height } = box;
  const spots: LabelSpot[] = [];
  points.forEach((point) => {
    const preferred: LabelSpot['side'] = point.x < width * 0.6 ? 'right' : 'left';
    const other: LabelSpot['side'] = preferred === 'right' ? 'left' : 'right';
    const close = spots.filter((_, i) => {
      const earlier = points[i];
      return earlier !== undefined && Math.hypot(earlier.x - point.x, earlier.y - point.y) < near;
    });
    const taken = (side: LabelSpot['side']) => close.filter((spot) => spot.side === side).length;
    const otherHasRoom = other === 'left' ? point.x >= LABEL_ROOM : point.x + LABEL_ROOM <= width;
    const side = taken(preferred) > 0 && taken(other) === 0 && otherHasRoom ? other : preferred;
    // Stacked labels grow away from the nearer edge: down in the top half, up in the bottom half.
    const stacked = taken(side);
    spots.push({ side, dy: stacked === 0 ? 0 : 32 * stacked * (point.y > height / 2 ? -1 : 1) });
  });
  return spots;
}
