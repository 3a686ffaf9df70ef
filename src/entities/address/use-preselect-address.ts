import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { chooseAddressAtom, chosenAddressAtom } from './address.atoms.ts';
import { preferredAddress } from './address.lib.ts';
import { addressesAtom } from './address.queries.ts';

/**
 * Where no delivery address is chosen yet (a new device) and the customer has saved ones, chooses the preferred one,
 * so the basket and checkout open with the address filled in rather than asking for it again.
 */
export function usePreselectAddress(wanted: boolean): void {
  const chosen = useAtomValue(chosenAddressAtom);
  const saved = useAtomValue(addressesAtom);
  const choose = useSetAtom(chooseAddressAtom);
  const preferred = wanted && !chosen && saved.data ? preferredAddress(saved.data) : null;
  useEffect(() => {
    if (preferred) choose(preferred);
  }, [preferred, choose]);
}
