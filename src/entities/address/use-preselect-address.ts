import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { chooseAddressAtom, chosenAddressAtom } from './address.atoms.ts';
import { reconcileChosen } from './address.lib.ts';
import { addressesAtom } from './address.queries.ts';

/**
 * Keeps the delivery address of the basket and checkout in step with the customer's saved ones: where none is chosen
 * yet (a new device), the preferred saved one is chosen, so they open with the address filled in rather than asking
 * for it again; a chosen one deleted or changed elsewhere (another device, another account on this one) is replaced
 * by what the server holds, so an order never goes out to an address that is no longer there (and a replaced one
 * that was deleted is said so in a toast). Only a list the server has given counts (a cached copy younger than its
 * stale time included), never one being read again.
 */
export function usePreselectAddress(wanted: boolean): void {
  const chosen = useAtomValue(chosenAddressAtom);
  const saved = useAtomValue(addressesAtom);
  const choose = useSetAtom(chooseAddressAtom);
  const toast = useSetAtom(showToastAtom);
  const { t } = useTranslation();
  const fresh = saved.isSuccess && !saved.isFetching ? saved.data : null;
  const next = wanted && fresh ? reconcileChosen(chosen, fresh) : undefined;
  // A saved address chosen here that the server no longer has: the customer is told, never sent elsewhere unawares.
  const gone = next !== undefined && chosen && typeof chosen.id === 'number' && next?.id !== chosen.id ? chosen : null;
  useEffect(() => {
    if (next === undefined) return;
    choose(next);
    if (gone) toast({ kind: 'info', text: t('address.chosenGone', { name: gone.name }) });
  }, [next, gone, choose, toast, t]);
}
