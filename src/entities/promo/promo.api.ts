import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { PromoSchema } from '../../shared/contract/order.ts';

/** The promo codes given to the signed-in customer (a spent personal code is no longer listed). */
export const myPromosQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'promos', userId] as const,
    queryFn: async ({ signal }) => unwrap(await call(endpoints.myPromos, { schema: z.array(PromoSchema), signal })),
    enabled: merchantId !== null && userId !== null,
  });
