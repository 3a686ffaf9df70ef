import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import { BranchSchema, TariffSchema, type Tariff, type TariffRequest } from '../../shared/contract/branch.ts';
import { PlaceSchema, type Place } from '../../shared/contract/content.ts';
import { endpoints } from '../../shared/contract/endpoints.ts';

export const branchesQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'branches'] as const,
    queryFn: async ({ signal }) => unwrap(await call(endpoints.branches, { schema: z.array(BranchSchema), signal })),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });

export const closestBranch = (merchantId: string, latitude: number, longitude: number) =>
  call(endpoints.closestBranch, { schema: BranchSchema, params: { merchant: merchantId }, query: { lat: latitude, lon: longitude } });

/** A branch's halls and their tables, for a dine-in order. */
export const branchPlacesQuery = (merchantId: string | null, branchId: number) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'branch', branchId, 'places'] as const,
    queryFn: async ({ signal }): Promise<Place[]> => unwrap(await call(endpoints.branchPlaces, { schema: z.array(PlaceSchema), params: { id: branchId }, signal })),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });

/**
 * The delivery price from a branch to a point for a basket of a given price; 'OUT_OF_ZONE' when the branch does not
 * deliver there. Keyed by the branch, the point and the basket's price (what the tariff depends on).
 */
export const deliveryTariffQuery = (merchantId: string | null, request: TariffRequest) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'tariff', request.branchId, request.latitude, request.longitude, request.productPrice] as const,
    queryFn: async ({ signal }): Promise<Tariff | 'OUT_OF_ZONE'> => {
      const result = await call(endpoints.tariff, { schema: TariffSchema, body: request, signal });
      if (result.ok) return result.data;
      if (result.error.code === 'OUT_OF_ZONE') return 'OUT_OF_ZONE';
      throw result.error;
    },
    enabled: merchantId !== null,
    staleTime: 60_000,
  });
