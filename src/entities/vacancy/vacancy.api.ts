import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { VacancySchema } from '@/shared/contract/content.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

export const vacanciesQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'vacancies'] as const,
    queryFn: async ({ signal }) => unwrap(await call(endpoints.vacancies, { schema: v.array(VacancySchema), signal })),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });

export const vacancyQuery = (merchantId: string | null, id: number) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'vacancies', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await call(endpoints.vacancy, { schema: VacancySchema, params: { id }, signal })),
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
