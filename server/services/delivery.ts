import type { Branch, DeliveryZone, WorkHours } from '../../src/shared/contract/branch.ts';
import type { Db } from '../db/database.ts';
import { distanceKm, pointInPolygon } from './geo.ts';
import { toZone, type ZoneRow } from './mappers.ts';

/** The cheapest delivery zone containing the point, or null when it is outside every zone. */
export function zoneFor(db: Db, merchantId: string, latitude: number, longitude: number): DeliveryZone | null {
  const zones = (db.prepare('SELECT * FROM zones WHERE merchant_id = ? ORDER BY price, id').all(merchantId) as ZoneRow[]).map(toZone);
  return zones.find((zone) => pointInPolygon(latitude, longitude, zone.polygon)) ?? null;
}

export interface Quote {
  tariffId: string;
  price: number;
  distance: number;
  zoneId: number;
}

/** Delivery price for a point from a branch: the zone's price. The tariff id names zone and branch. */
export function deliveryQuote(db: Db, merchantId: string, branch: Branch, latitude: number, longitude: number): Quote | null {
  const zone = zoneFor(db, merchantId, latitude, longitude);
  if (!zone) return null;
  return {
    tariffId: `T-${zone.id}-${branch.id}`,
    price: zone.price,
    distance: Math.round(distanceKm(branch.latitude, branch.longitude, latitude, longitude) * 100) / 100,
    zoneId: zone.id,
  };
}

/** The merchants here work on Tashkent time (UTC+5, no daylight saving). */
export const MERCHANT_UTC_OFFSET_MINUTES = 5 * 60;

export function localClock(date: Date): { day: number; minutes: number; dateKey: string } {
  const shifted = new Date(date.getTime() + MERCHANT_UTC_OFFSET_MINUTES * 60_000);
  const weekday = shifted.getUTCDay();
  return {
    day: weekday === 0 ? 7 : weekday,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    dateKey: shifted.toISOString().slice(0, 10),
  };
}

const toMinutes = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export type HoursCheck = 'open' | 'closed-day' | 'outside-hours';

/** Whether a branch works at that moment: the day must not be closed and the time inside the day's hours. */
export function checkHours(workHours: readonly WorkHours[], date: Date): HoursCheck {
  const { day, minutes } = localClock(date);
  const hours = workHours.find((entry) => entry.day === day);
  if (!hours || hours.isClosed) return 'closed-day';
  const open = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  const inside = close > open ? minutes >= open && minutes < close : minutes >= open || minutes < close;
  return inside ? 'open' : 'outside-hours';
}
