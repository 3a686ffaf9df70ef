import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { PaymentMethodSchema, PaymentSettingsSchema } from '@/shared/contract/merchant.ts';

/** Payment methods and their per-channel settings, fetched together. */
export const paymentOptionsQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'payments'] as const,
    queryFn: async ({ signal }) => {
      const [methods, settings] = await Promise.all([
        call(endpoints.paymentMethods, { schema: v.array(PaymentMethodSchema), signal }),
        call(endpoints.paymentSettings, { schema: v.array(PaymentSettingsSchema), signal }),
      ]);
      return { methods: unwrap(methods), settings: unwrap(settings) };
    },
    enabled: merchantId !== null,
    staleTime: 10 * 60_000,
  });
