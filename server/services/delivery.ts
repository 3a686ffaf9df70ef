import type { Branch, DeliveryZone } from '../../src/shared/contract/branch.ts';
import type { Db } from '../db/database.ts';
import { distanceKm, pointInPolygon } from './geo.ts';
import { toZone, type ZoneRow } from './branches.ts';

/** The cheapest delivery zone containing the point, or null when it is outside every zone. */
export function zoneFor(db: Db, merchantId: string, latitude: number, longitude: number): DeliveryZone | null {
  const zones = (
    db.prepare('SELECT * FROM zones WHERE merchant_id = ? ORDER BY price, id').all(merchantId) as ZoneRow[]
  ).map(toZone);
  return zones.find((zone) => pointInPolygon(latitude, longitude, zone.polygon)) ?? null;
}

export interface Quote {
  tariffId: string;
  price: number;
  distance: number;
  zoneId: number;
}

/** Delivery price for a point from a branch: the zone's price. The tariff id names zone and branch. */
export function deliveryQuote(
  db: Db,
  merchantId: string,
  branch: Branch,
  latitude: number,
  longitude: number,
): Quote | null {
  const zone = zoneFor(db, merchantId, latitude, longitude);
  if (!zone) return null;
  return {
    tariffId: `T-${zone.id}-${branch.id}`,
    price: zone.price,
    distance: Math.round(distanceKm(branch.latitude, branch.longitude, latitude, longitude) * 100) / 100,
    zoneId: zone.id,
  };
}

export {
  checkHours,
  localClock,
  MERCHANT_UTC_OFFSET_MINUTES,
  type HoursCheck,
} from '../../src/shared/contract/time.ts';
