/** A point on the Earth in degrees, as the API and the platform give it. */
export interface GeoPointLike {
  latitude: number;
  longitude: number;
}

/** Straight-line distance in kilometres (haversine), for "km away" notes. */
export function distanceKm(a: GeoPointLike, b: GeoPointLike): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance for people, in the reader's number format (`locale`, a BCP 47 tag): metres under one kilometre (in tens,
 * never 0), else kilometres with one decimal; the number and its unit stay on one line.
 */
export function distanceLabel(km: number, units: { m: string; km: string }, locale = 'en'): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)}\u00a0${units.m}`;
  const value = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
  return `${value}\u00a0${units.km}`;
}
