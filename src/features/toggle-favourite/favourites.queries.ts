import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { favouritesQuery } from '../../entities/favourite/favourite.api.ts';
import { findFavourite } from '../../entities/favourite/favourite.lib.ts';
import { merchantIdAtom, settingsAtom } from '../../entities/merchant/merchant.atoms.ts';
import { isSignedInAtom, userAtom } from '../../entities/session/session.atoms.ts';
import type { Favourite } from '../../shared/contract/catalogue.ts';

/** The favourites query of this merchant's signed-in user (its key is what a toggle writes to). */
export const favouritesOptionsAtom = atom((get) => favouritesQuery(get(merchantIdAtom), get(userAtom)?.id ?? null));

/** The signed-in user's favourites, asked for only when the merchant has favourites. */
export const favouritesAtom = atomWithQuery((get) => {
  const options = get(favouritesOptionsAtom);
  return { ...options, enabled: options.enabled && get(settingsAtom).favouriteActive && get(isSignedInAtom) };
});

/**
 * One product's favourite record: undefined until the list is here, null when the product is not in it. A heart
 * reads only its own product's record, so a toggle redraws the hearts whose record changed, not every heart.
 */
export const favouriteOfAtom = (productId: number) =>
  atom((get): Favourite | null | undefined => {
    const list = get(favouritesAtom).data;
    return list ? (findFavourite(list, productId) ?? null) : undefined;
  });
