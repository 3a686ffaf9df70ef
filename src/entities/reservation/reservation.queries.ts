import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import { reservationsQuery } from './reservation.api.ts';

/** The signed-in customer's reservations. */
export const reservationsAtom = atomWithQuery((get) => reservationsQuery(get(merchantIdAtom), get(userIdAtom)));
