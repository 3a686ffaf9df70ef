import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { OkSchema } from '@/shared/contract/common.ts';
import { NotificationSchema, type Notification } from '@/shared/contract/content.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

/** The signed-in customer's notifications, newest first as the server sends them. Needs a user and the flag. */
export const notificationsQuery = (merchantId: string | null, userId: number | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'notifications', userId] as const,
    queryFn: async ({ signal }): Promise<Notification[]> =>
      unwrap(await call(endpoints.notifications, { schema: v.array(NotificationSchema), signal })),
    enabled: merchantId !== null && userId !== null && enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const markNotificationRead = (id: number): Promise<Result<unknown>> =>
  call(endpoints.notificationRead, { schema: OkSchema, params: { id } });

/** The list with one notification read, as the server will have it (written before the call answers). */
export function markReadInCache(client: QueryClient, queryKey: readonly unknown[], id: number): void {
  client.setQueryData<Notification[]>(queryKey, (list) =>
    list?.map((notification) => (notification.id === id ? { ...notification, isRead: true } : notification)),
  );
}
