import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { CashbackMoveSchema, type CashbackMove } from '@/shared/contract/user.ts';

/** The signed-in customer's cashback moves, newest first as the server sends them. */
export const cashbackHistoryQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'cashback', userId] as const,
    queryFn: async ({ signal }): Promise<CashbackMove[]> =>
      unwrap(await call(endpoints.cashbackHistory, { schema: v.array(CashbackMoveSchema), signal })),
    enabled: merchantId !== null && userId !== null,
  });
