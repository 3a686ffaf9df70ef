import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { PolicySchema, type Policy, type PolicyType } from '@/shared/contract/merchant.ts';

/**
 * One policy document of the merchant (terms, privacy policy, about the company). A merchant that never wrote the
 * document answers 404: that is "no text" (the screen's empty state), not an error. Other failures throw the
 * ApiError, as query functions signal failure.
 */
export const policyQuery = (type: PolicyType, merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'policy', type] as const,
    queryFn: async ({ signal }): Promise<Policy | null> => {
      const result = await call(endpoints.policies, { schema: PolicySchema, query: { policies: type }, signal });
      if (!result.ok && result.error.status === 404) return null;
      return unwrap(result);
    },
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
