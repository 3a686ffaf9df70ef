import { atom } from 'jotai';
import { launchAtom } from '@platform/index.ts';
import { chooseAddressAtom } from '@/entities/address/address.atoms.ts';
import { resetBasketAtom } from '@/entities/basket/basket.atoms.ts';
import { deleteAccountRequest, logoutRequest } from '@/entities/session/session.api.ts';
import { clearSessionAtom } from '@/entities/session/session.atoms.ts';
import type { Result } from '@/shared/api/api-error.ts';

/**
 * Logout as the spec says: the logout call (the bot variant inside the mini-app), then everything local is cleared
 * except the merchant and the init data, and the basket is reset. The local part happens even if the call fails:
 * the user asked to leave.
 */
export const logoutAtom = atom(null, async (get, set): Promise<void> => {
  await logoutRequest(get(launchAtom).kind === 'telegram' ? 'bot' : 'web');
  set(clearSessionAtom);
  set(resetBasketAtom);
  set(chooseAddressAtom, null);
});

/** Deletes the account; only a successful deletion clears the session. */
export const deleteAccountAtom = atom(null, async (_get, set): Promise<Result<unknown>> => {
  const result = await deleteAccountRequest();
  if (result.ok) {
    set(clearSessionAtom);
    set(resetBasketAtom);
  }
  return result;
});
