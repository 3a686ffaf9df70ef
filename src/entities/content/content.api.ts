import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from '@/shared/api/client.ts';
import { BannerSchema, StorySchema } from '@/shared/contract/content.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

/** Banners of the home page; a failure only hides the row. */
export const bannersQuery = (merchantId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'banners'] as const,
    queryFn: async ({ signal }) => {
      const result = await call(endpoints.banners, { schema: v.array(BannerSchema), signal });
      return result.ok ? result.data : [];
    },
    enabled: merchantId !== null && enabled,
    staleTime: 10 * 60_000,
  });

/** Stories of the home page; a failure only hides the row. */
export const storiesQuery = (merchantId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'stories'] as const,
    queryFn: async ({ signal }) => {
      const result = await call(endpoints.stories, { schema: v.array(StorySchema), signal });
      return result.ok ? result.data : [];
    },
    enabled: merchantId !== null && enabled,
    staleTime: 10 * 60_000,
  });
