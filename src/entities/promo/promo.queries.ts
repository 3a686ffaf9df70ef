import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import { myPromosQuery } from './promo.api.ts';

/** The promo codes given to the signed-in customer. */
export const myPromosAtom = atomWithQuery((get) => myPromosQuery(get(merchantIdAtom), get(userIdAtom)));
