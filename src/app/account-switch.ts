import { queryClientAtom } from 'jotai-tanstack-query';
import { chooseAddressAtom } from '@/entities/address/address.atoms.ts';
import { sessionAtom } from '@/entities/session/session.atoms.ts';
import type { AppStore } from './store.ts';

/** The cached answers that belong to a customer, by the part of their key that names them. */
const A_CUSTOMERS = new Set([
  'orders',
  'addresses',
  'cashback',
  'favourites',
  'notifications',
  'promos',
  'reservations',
]);

/**
 * What one account saw leaves with it: when the signed-in customer changes (signed out, the session expired, another
 * account signed in), the cached answers that were theirs (an order, the addresses, the cashback moves, …) and the
 * chosen delivery address are forgotten, so the next person in the same tab sees none of them. A guest who signs in
 * keeps what they chose as a guest.
 */
export function forgetAccountOnChange(store: AppStore): void {
  let userId = store.get(sessionAtom).user?.id ?? null;
  store.sub(sessionAtom, () => {
    const next = store.get(sessionAtom).user?.id ?? null;
    if (next === userId) return;
    const previous = userId;
    userId = next;
    if (previous === null) return;
    store.get(queryClientAtom).removeQueries({ predicate: (query) => A_CUSTOMERS.has(String(query.queryKey[2])) });
    store.set(chooseAddressAtom, null);
  });
}
