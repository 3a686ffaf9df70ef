import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap, type ApiError } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import {
  PromoSchema,
  PromoValidateResponseSchema,
  type Promo,
  type PromoValidateRequest,
} from '@/shared/contract/order.ts';

/** The promo codes given to the signed-in customer (a spent personal code is no longer listed). */
export const myPromosQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'promos', userId] as const,
    queryFn: async ({ signal }) => unwrap(await call(endpoints.myPromos, { schema: v.array(PromoSchema), signal })),
    enabled: merchantId !== null && userId !== null,
  });

/** Checks a code against the basket: the promo when it applies, else the reason (in the error) why not. */
export const validatePromo = (request: PromoValidateRequest) =>
  call(endpoints.promoValidate, { schema: PromoValidateResponseSchema, body: request });

/**
 * Checking a code is an action (the customer's 'Apply', or the one re-check of a kept code after a reload), not data
 * to keep: it answers for one basket at one moment, so it is a mutation, never cached or retried.
 */
export const promoCheckMutation = () =>
  mutationOptions<Promo, ApiError, PromoValidateRequest>({
    mutationKey: ['promo-check'] as const,
    mutationFn: async (request) => unwrap(await validatePromo(request)).promo,
  });
