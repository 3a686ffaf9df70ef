import * as v from 'valibot';
import type { City, DeliveryZone } from '@/shared/contract/branch.ts';
import { AddressTypeSchema, type Address, type AddressInput } from '@/shared/contract/user.ts';
import type { AddressDraft } from './address-draft.ts';

/** A point on the map, [latitude, longitude] in degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/** The spec's default map centre (§9), used until a city or the device says better. */
export const DEFAULT_CENTRE: LatLon = { latitude: 41.32, longitude: 69.24 };

/** The frontend marker of an id made on this device (spec §5): such ids never reach the server. */
export const CLIENT_ID_PREFIX = 'tmp-';

/** A new id for an address that exists only on this device, e.g. `tmp-lx2k9a-3f`. */
export const newClientId = (now = Date.now(), random = Math.random()): string =>
  `${CLIENT_ID_PREFIX}${now.toString(36)}-${Math.floor(random * 1296).toString(36)}`;

/** True for an id the server gave (a positive integer); false for a client-made one (`tmp-…`) or none. */
export function isServerId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

export { AddressDraftSchema, type AddressDraft } from './address-draft.ts';

/** What a form holds: every text as typed (possibly empty), the type, the point and the city. */
export interface AddressFormValues extends LatLon {
  id?: number | string | null;
  type: v.InferOutput<typeof AddressTypeSchema>;
  name: string;
  streetName: string;
  houseNumber: string;
  details?: string | null;
  description?: string | null;
  cityId: number | null;
  office: string;
  domophone: string;
  entrance: string;
  floor: string;
  comment: string;
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * The body of a create or update call. The id goes nowhere (the server's id travels in the path; a client-made
 * `tmp-…` id must never be sent, spec §5), texts are trimmed with empty ones as null, the flat extras are dropped
 * for a HOUSE, and the description falls back to the name.
 */
export function toAddressInput(values: AddressFormValues | AddressDraft): AddressInput {
  const name = values.name.trim();
  const flat = values.type === 'APARTMENT';
  return {
    type: values.type,
    name,
    streetName: clean(values.streetName),
    houseNumber: clean(values.houseNumber),
    details: clean(values.details),
    description: clean(values.description) ?? name,
    latitude: values.latitude,
    longitude: values.longitude,
    cityId: values.cityId ?? null,
    office: flat ? clean(values.office) : null,
    domophone: flat ? clean(values.domophone) : null,
    entrance: flat ? clean(values.entrance) : null,
    floor: flat ? clean(values.floor) : null,
    comment: clean(values.comment),
  };
}

export type AddressField = 'name' | 'streetName';
/** Fields that must be filled ('Please fill in this field!'): the name, and the street a courier reads. */
export function missingFields(values: Pick<AddressFormValues, 'name' | 'streetName'>): AddressField[] {
  return (['name', 'streetName'] as const).filter((field) => values[field].trim() === '');
}

/** The form's values for an address being edited (or empty ones for a new address at `point`). */
export function formValues(
  address: Address | AddressDraft | null,
  point: LatLon,
  cityId: number | null,
): AddressFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    id: address?.id ?? null,
    type: address?.type ?? 'HOUSE',
    name: text(address?.name),
    streetName: text(address?.streetName),
    houseNumber: text(address?.houseNumber),
    details: address?.details ?? null,
    // A description equal to the name was the fallback, not the customer's text: leave it to fall back again.
    description: address?.description && address.description !== address.name ? address.description : null,
    latitude: address?.latitude ?? point.latitude,
    longitude: address?.longitude ?? point.longitude,
    cityId: address?.cityId ?? cityId,
    office: text(address?.office),
    domophone: text(address?.domophone),
    entrance: text(address?.entrance),
    floor: text(address?.floor),
    comment: text(address?.comment),
  };
}

/**
 * City selection (spec §4): the merchant's main city, else the address's city, else the first city. An id that is
 * not in the list does not count.
 */
export function chooseCity(
  cities: readonly City[],
  merchantMainCityId: number | null | undefined,
  addressCityId: number | null | undefined,
): City | null {
  const byId = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : cities.find((city) => city.id === id);
  return byId(merchantMainCityId) ?? byId(addressCityId) ?? cities[0] ?? null;
}

/** The merchant's main city as the city list marks it (the merchant record itself is not loaded by the client). */
export const mainCityId = (cities: readonly City[]): number | null => cities.find((city) => city.isMain)?.id ?? null;

/** One line a courier and a customer recognise: street and house, then flat, entrance and floor. */
export function addressSummary(
  address: Pick<AddressInput, 'streetName' | 'houseNumber' | 'office' | 'entrance' | 'floor'>,
  labels: { flat: string; entrance: string; floor: string },
): string {
  const street = [address.streetName, address.houseNumber].filter(Boolean).join(', ');
  const extras = [
    address.office ? `${labels.flat} ${address.office}` : null,
    address.entrance ? `${labels.entrance} ${address.entrance}` : null,
    address.floor ? `${labels.floor} ${address.floor}` : null,
  ].filter(Boolean);
  return [street, ...extras].filter(Boolean).join(', ');
}

/**
 * The saved address to preselect where none is chosen (a new device, a cleared browser): the one last saved or
 * changed, the best sign of where the customer is ordering to now; null without saved addresses.
 */
export function preferredAddress<T extends { id: number; createdDate?: string; lastModifiedDate?: string }>(
  saved: readonly T[],
): T | null {
  const stamp = (a: T) => Date.parse(a.lastModifiedDate ?? a.createdDate ?? '') || 0;
  return saved.reduce<T | null>(
    (best, a) => (!best || stamp(a) > stamp(best) || (stamp(a) === stamp(best) && a.id > best.id) ? a : best),
    null,
  );
}

/**
 * The chosen delivery address held against the saved list as the server has it now: a saved one deleted elsewhere
 * (another device, the bot) gives way to the preferred one (or none), one edited elsewhere is re-read, and with none
 * chosen the preferred one is taken. Undefined when the choice stands as it is (a draft point, never saved, too).
 */
export function reconcileChosen<T extends { id: number; createdDate?: string; lastModifiedDate?: string }>(
  chosen: { id: number | string } | null,
  saved: readonly T[],
): T | null | undefined {
  if (!chosen) return preferredAddress(saved) ?? undefined;
  if (typeof chosen.id !== 'number') return undefined;
  const current = saved.find((address) => address.id === chosen.id);
  if (!current) return preferredAddress(saved);
  const kept = chosen as Record<string, unknown>;
  const now = current as Record<string, unknown>;
  // Over the keys of both: a field the server no longer has (dropped, not emptied) is a change too.
  const same = [...new Set([...Object.keys(now), ...Object.keys(kept)])].every(
    (key) => JSON.stringify(now[key]) === JSON.stringify(kept[key]),
  );
  return same ? undefined : current;
}

/**
 * A chosen address as two lines: its name, and the street and house under it; the second is left out when it says
 * the same as the first (a point named after its street), so an address never reads "Home / Home".
 */
export function addressLines(address: {
  name: string;
  streetName?: string | null;
  houseNumber?: string | null;
  description?: string | null;
}): { title: string; detail: string | null } {
  const street = [address.streetName, address.houseNumber].filter(Boolean).join(', ');
  const detail = street || address.description || '';
  return { title: address.name, detail: detail && detail.trim() !== address.name.trim() ? detail : null };
}

/** "41.31110, 69.27970": five decimals is about a metre. */
export const formatCoordinates = (point: LatLon): string =>
  `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

/** A typed latitude or longitude ("41,3111" works too), or null when it is not a number in range. */
export function parseCoordinate(text: string, kind: 'latitude' | 'longitude'): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  const limit = kind === 'latitude' ? 90 : 180;
  return Math.abs(value) <= limit ? value : null;
}

/** Ray casting on [lat, lon] pairs; the same rule the server's zone check uses. */
export function pointInPolygon(point: LatLon, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as readonly [number, number];
    const [yj, xj] = polygon[j] as readonly [number, number];
    const crosses =
      yi > point.latitude !== yj > point.latitude &&
      point.longitude < ((xj - xi) * (point.latitude - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/**
 * A point to put the pin on when the customer picks a delivery zone from the list: inside that zone and, where zones
 * overlap (rings around one centre), outside the zones listed before it, so the zone check names the zone picked.
 */
export function pointInZone(zone: DeliveryZone, zones: readonly DeliveryZone[]): LatLon | null {
  if (zone.polygon.length === 0) return null;
  const n = zone.polygon.length;
  const centre = {
    latitude: zone.polygon.reduce((sum, [lat]) => sum + lat, 0) / n,
    longitude: zone.polygon.reduce((sum, [, lon]) => sum + lon, 0) / n,
  };
  const earlier = zones.slice(
    0,
    Math.max(
      0,
      zones.findIndex((other) => other.id === zone.id),
    ),
  );
  const candidates = [centre];
  for (const t of [0.5, 0.75, 0.9]) {
    for (const [lat, lon] of zone.polygon)
      candidates.push({
        latitude: centre.latitude + (lat - centre.latitude) * t,
        longitude: centre.longitude + (lon - centre.longitude) * t,
      });
  }
  const ok = (p: LatLon) =>
    pointInPolygon(p, zone.polygon) && !earlier.some((other) => pointInPolygon(p, other.polygon));
  const found = candidates.find(ok) ?? candidates.find((p) => pointInPolygon(p, zone.polygon)) ?? null;
  return found && { latitude: round(found.latitude), longitude: round(found.longitude) };
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
/** Coordinates kept to five decimals (about a metre), for storage, query keys and display alike. */
export const roundPoint = (point: LatLon): LatLon => ({
  latitude: round(point.latitude),
  longitude: round(point.longitude),
});
