import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import { fetchMe } from './session.api.ts';
import { updateUserAtom } from './session.atoms.ts';

/**
 * Reads the signed-in user again, for what the server changed on its side: the cashback balance moves with every
 * order placed, refused or cancelled, and with it the cashback history and the personal promo codes (one spent by an
 * order, given back by its cancellation), which are asked for again when next shown (`userOnly` leaves them: a page
 * that shows the history has just asked for it). A failed read keeps the user as it was.
 */
export function useRefreshUser(): (options?: { userOnly?: boolean }) => void {
  const updateUser = useSetAtom(updateUserAtom);
  const queryClient = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  return useCallback(
    ({ userOnly = false }: { userOnly?: boolean } = {}) => {
      if (!userOnly)
        for (const part of ['cashback', 'promos'])
          void queryClient.invalidateQueries({ queryKey: ['merchant', merchantId, part] });
      // One read at a time: two causes a moment apart (a cancel's answer, and the order's page seeing the order
      // finish) share it.
      reading ??= fetchMe()
        .then((result) => {
          if (result.ok) updateUser(result.data);
        })
        .finally(() => {
          reading = null;
        });
    },
    [updateUser, queryClient, merchantId],
  );
}

/** The read of the user under way, if one is. */
let reading: Promise<void> | null = null;
