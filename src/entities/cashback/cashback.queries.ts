import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import { cashbackHistoryQuery } from './cashback.api.ts';

/** Where the signed-in customer's cashback came from and went. */
export const cashbackHistoryAtom = atomWithQuery((get) => cashbackHistoryQuery(get(merchantIdAtom), get(userIdAtom)));
