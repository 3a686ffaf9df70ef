/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Ray casting over [lat, lon] vertices; a point on an edge may fall either way. */
export function pointInPolygon(lat: number, lon: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    const [latA, lonA] = a;
    const [latB, lonB] = b;
    if (lonA > lon !== lonB > lon && lat < ((latB - latA) * (lon - lonA)) / (lonB - lonA) + latA) inside = !inside;
  }
  return inside;
}
