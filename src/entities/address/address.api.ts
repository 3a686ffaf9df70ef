import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ok, unwrap, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import {
  CitySchema,
  DeliveryZoneSchema,
  TariffSchema,
  ZoneCheckSchema,
  type City,
  type DeliveryZone,
  type Tariff,
  type TariffRequest,
  type ZoneCheck,
} from '@/shared/contract/branch.ts';
import { OkSchema } from '@/shared/contract/common.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { AddressSchema, type Address } from '@/shared/contract/user.ts';
import { isServerId, roundPoint, toAddressInput, type AddressFormValues, type LatLon } from './address.lib.ts';

const AddressListSchema = v.array(AddressSchema);

const addressesKey = (merchantId: string | null, userId: number | null) =>
  ['merchant', merchantId, 'addresses', userId] as const;

/** The signed-in customer's saved addresses, newest first. */
export const addressesQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: addressesKey(merchantId, userId),
    queryFn: async ({ signal }): Promise<Address[]> =>
      unwrap(await call(endpoints.addresses, { schema: AddressListSchema, signal })),
    enabled: merchantId !== null && userId !== null,
    staleTime: 60_000,
  });

/** The merchant's cities (a call that needs a token, spec §6). */
export const citiesQuery = (merchantId: string | null, signedIn: boolean) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'cities'] as const,
    queryFn: async ({ signal }): Promise<City[]> =>
      unwrap(
        await call(endpoints.cities, { schema: v.array(CitySchema), params: { merchantId: merchantId ?? '' }, signal }),
      ),
    enabled: merchantId !== null && signedIn,
    staleTime: 10 * 60_000,
  });

/** The merchant's delivery zones, in the order the zone check tries them (cheapest first). */
export const deliveryZonesQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'delivery-zones'] as const,
    queryFn: async ({ signal }): Promise<DeliveryZone[]> =>
      unwrap(await call(endpoints.deliveryZones, { schema: v.array(DeliveryZoneSchema), signal })),
    enabled: merchantId !== null,
    staleTime: 10 * 60_000,
  });

/** Whether a point is inside a delivery zone, and which. Keyed by the point to five decimals. */
export const zoneCheckQuery = (merchantId: string | null, point: LatLon) => {
  const { latitude, longitude } = roundPoint(point);
  return queryOptions({
    queryKey: ['merchant', merchantId, 'zone-check', latitude, longitude] as const,
    queryFn: async ({ signal }): Promise<ZoneCheck> =>
      unwrap(
        await call(endpoints.zoneCheck, { schema: ZoneCheckSchema, query: { lat: latitude, lon: longitude }, signal }),
      ),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
};

/**
 * The delivery price from a branch to a point for a basket of a given price; 'OUT_OF_ZONE' when the branch does not
 * deliver there. Keyed by the branch, the point and the basket's price (what the tariff depends on).
 */
export const deliveryTariffQuery = (merchantId: string | null, request: TariffRequest) =>
  queryOptions({
    queryKey: [
      'merchant',
      merchantId,
      'tariff',
      request.branchId,
      request.latitude,
      request.longitude,
      request.productPrice,
    ] as const,
    queryFn: async ({ signal }): Promise<Tariff | 'OUT_OF_ZONE'> => {
      const result = await call(endpoints.tariff, { schema: TariffSchema, body: request, signal });
      if (result.ok) return result.data;
      if (result.error.code === 'OUT_OF_ZONE') return 'OUT_OF_ZONE';
      throw result.error;
    },
    enabled: merchantId !== null,
    staleTime: 60_000,
  });

/**
 * Saves the form: an update when it carries the server's id, else a create. The body never carries an id (a
 * client-made `tmp-…` one included), see `toAddressInput`.
 */
export function saveAddress(values: AddressFormValues): Promise<Result<Address>> {
  const body = toAddressInput(values);
  return isServerId(values.id)
    ? call(endpoints.addressUpdate, { schema: AddressSchema, params: { id: values.id }, body })
    : call(endpoints.addressCreate, { schema: AddressSchema, body });
}

/** Deletes a saved address; one already gone (deleted in another tab) counts as deleted. */
export async function deleteAddress(id: number): Promise<Result<null>> {
  const result = await call(endpoints.addressDelete, { schema: OkSchema, params: { id } });
  if (result.ok || result.error.status === 404) return ok(null);
  return result;
}

/** Puts a saved (or re-saved) address into the cached list, so the list shows it without a refetch. */
export function rememberSaved(
  client: QueryClient,
  merchantId: string | null,
  userId: number | null,
  saved: Address,
): void {
  client.setQueryData<Address[]>(addressesKey(merchantId, userId), (list) =>
    list ? [saved, ...list.filter((a) => a.id !== saved.id)] : list,
  );
  void client.invalidateQueries({ queryKey: addressesKey(merchantId, userId) });
}

export function forgetDeleted(client: QueryClient, merchantId: string | null, userId: number | null, id: number): void {
  client.setQueryData<Address[]>(addressesKey(merchantId, userId), (list) => list?.filter((a) => a.id !== id));
}
