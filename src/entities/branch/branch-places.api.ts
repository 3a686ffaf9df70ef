import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { PlaceSchema, type Place } from '@/shared/contract/content.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

// Apart from branch.api.ts, which the first screen loads: only the checkout asks for tables.

/** A branch's halls and their tables, for a dine-in order. */
export const branchPlacesQuery = (merchantId: string | null, branchId: number) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'branch', branchId, 'places'] as const,
    queryFn: async ({ signal }): Promise<Place[]> =>
      unwrap(await call(endpoints.branchPlaces, { schema: v.array(PlaceSchema), params: { id: branchId }, signal })),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
