import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { markNotificationRead, markReadInCache, notificationsQuery } from '@/entities/notification/notification.api.ts';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';

/**
 * Marks a notification read: at once on the page (the unread marker and the menu's count go), then on the server.
 * A failed call is not worth a message; the list is refreshed so the page shows what the server keeps.
 */
export function useMarkRead() {
  const client = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  const userId = useAtomValue(userIdAtom);
  const { queryKey } = notificationsQuery(merchantId, userId, true);
  return useMutation({
    mutationFn: async (id: number) => {
      markReadInCache(client, queryKey, id);
      const result = await markNotificationRead(id);
      if (!result.ok) await client.invalidateQueries({ queryKey });
      return result;
    },
  });
}
