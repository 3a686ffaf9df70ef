import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchMe } from './session.api.ts';
import { updateUserAtom } from './session.atoms.ts';

/**
 * Reads the signed-in user again, for what the server changed on its side: the cashback balance moves with every
 * order placed, refused or cancelled. A failed read keeps the user as it was.
 */
export function useRefreshUser(): () => void {
  const updateUser = useSetAtom(updateUserAtom);
  return useCallback(
    () =>
      void fetchMe().then((result) => {
        if (result.ok) updateUser(result.data);
      }),
    [updateUser],
  );
}
