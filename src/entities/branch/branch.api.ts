import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { BranchSchema } from '@/shared/contract/branch.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

export const branchesQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'branches'] as const,
    queryFn: async ({ signal }) => unwrap(await call(endpoints.branches, { schema: v.array(BranchSchema), signal })),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });

export const closestBranch = (merchantId: string, latitude: number, longitude: number) =>
  call(endpoints.closestBranch, {
    schema: BranchSchema,
    params: { merchant: merchantId },
    query: { lat: latitude, lon: longitude },
  });
