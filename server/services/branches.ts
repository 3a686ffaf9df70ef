/**
 * Branches with their cities and delivery zones: the rows as stored, the contract's shapes they become, and the
 * look-ups of a merchant's active branches.
 */
import type { Branch, City, DeliveryZone, WorkHours, BranchSettings } from '../../src/shared/contract/branch.ts';
import type { FullLocalized } from '../../src/shared/contract/common.ts';
import type { Db } from '../db/database.ts';
import { json } from '../db/database.ts';

export interface BranchRow {
  id: number;
  merchant_id: string;
  city_id: number | null;
  latitude: number;
  longitude: number;
  is_main: number;
  is_active: number;
  data: string;
}
interface BranchData {
  name: FullLocalized;
  address: FullLocalized;
  phone: string;
  bookingPhone: string;
  openTime: string | null;
  closeTime: string | null;
  deliveryPrice: number;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  workHours: WorkHours[];
  settings: BranchSettings;
}

export function toBranch(row: BranchRow, distance: number | null = null): Branch {
  const data = json<BranchData>(row.data);
  return {
    id: row.id,
    cityId: row.city_id,
    merchantId: row.merchant_id,
    name: data.name,
    latitude: row.latitude,
    longitude: row.longitude,
    address: data.address,
    phone: data.phone,
    bookingPhone: data.bookingPhone,
    openTime: data.openTime,
    closeTime: data.closeTime,
    isActive: row.is_active === 1,
    isMain: row.is_main === 1,
    deliveryPrice: data.deliveryPrice,
    distance: distance === null ? null : Math.round(distance * 100) / 100,
    deliveryStart: data.deliveryStart,
    deliveryEnd: data.deliveryEnd,
    workHours: data.workHours,
    settings: data.settings,
  };
}

export function branchRows(db: Db, merchantId: string): BranchRow[] {
  return db
    .prepare('SELECT * FROM branches WHERE merchant_id = ? AND is_active = 1 ORDER BY is_main DESC, id')
    .all(merchantId) as BranchRow[];
}

export function findBranch(db: Db, merchantId: string, id: number): BranchRow | null {
  return (
    (db.prepare('SELECT * FROM branches WHERE merchant_id = ? AND id = ? AND is_active = 1').get(merchantId, id) as
      BranchRow | undefined) ?? null
  );
}

export interface ZoneRow {
  id: number;
  merchant_id: string;
  city_id: number | null;
  price: number;
  data: string;
}
export function toZone(row: ZoneRow): DeliveryZone {
  const data = json<{ name: FullLocalized; polygon: [number, number][]; color: string }>(row.data);
  return {
    id: row.id,
    cityId: row.city_id,
    merchantId: row.merchant_id,
    name: data.name,
    polygon: data.polygon,
    color: data.color,
    price: row.price,
  };
}

export function toCity(row: { data: string }): City {
  return json<City>(row.data);
}
