import * as z from 'zod/mini';
import { call } from '../../shared/api/client.ts';
import { TariffSchema, type TariffRequest } from '../../shared/contract/branch.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/contract/common.ts';
import { PlaceSchema } from '../../shared/contract/content.ts';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { OrderSchema, PromoValidateResponseSchema, type OrderRequest, type PromoValidateRequest } from '../../shared/contract/order.ts';

export const validatePromo = (request: PromoValidateRequest) => call(endpoints.promoValidate, { schema: PromoValidateResponseSchema, body: request });

export const calculateTariff = (request: TariffRequest, signal?: AbortSignal) => call(endpoints.tariff, { schema: TariffSchema, body: request, signal });

export const branchPlaces = (branchId: number, signal?: AbortSignal) =>
  call(endpoints.branchPlaces, { schema: z.array(PlaceSchema), params: { id: branchId }, signal });

/** Places the order, now or at a set time; the key makes a retry of the same attempt safe. */
export const submitOrder = (request: OrderRequest, idempotencyKey: string) =>
  call(request.later ? endpoints.orderCreateAtTime : endpoints.orderCreate, {
    schema: OrderSchema,
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
