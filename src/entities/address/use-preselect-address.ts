import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { chooseAddressAtom, chosenAddressAtom } from './address.atoms.ts';
import { reconcileChosen } from './address.lib.ts';
import { addressesAtom } from './address.queries.ts';

/**
 * Keeps the delivery address of the basket and checkout in step with the customer's saved ones: where none is chosen
 * yet (a new device), the preferred saved one is chosen, so they open with the address filled in rather than asking
 * for it again; a chosen one deleted or changed elsewhere (another device, another account on this one) is replaced
 * by what the server holds, so an order never goes out to an address that is no longer there. Only a list the server
 * has just given counts, never a cached one being read again.
 */
export function usePreselectAddress(wanted: boolean): void {
  const chosen = useAtomValue(chosenAddressAtom);
  const saved = useAtomValue(addressesAtom);
  const choose = useSetAtom(chooseAddressAtom);
  const fresh = saved.isSuccess && !saved.isFetching ? saved.data : null;
  const next = wanted && fresh ? reconcileChosen(chosen, fresh) : undefined;
  useEffect(() => {
    if (next !== undefined) choose(next);
  }, [next, choose]);
}
