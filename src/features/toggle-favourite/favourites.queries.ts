import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { favouritesQuery } from '@/entities/favourite/favourite.api.ts';
import { merchantIdAtom, settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { isSignedInAtom, userAtom } from '@/entities/session/session.atoms.ts';

/** The favourites query of this merchant's signed-in user (its key is what a toggle writes to). */
export const favouritesOptionsAtom = atom((get) => favouritesQuery(get(merchantIdAtom), get(userAtom)?.id ?? null));

/** The signed-in user's favourites, asked for only when the merchant has favourites. */
export const favouritesAtom = atomWithQuery((get) => {
  const options = get(favouritesOptionsAtom);
  return { ...options, enabled: options.enabled && get(settingsAtom).favouriteActive && get(isSignedInAtom) };
});
