import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import { vacanciesQuery, vacancyQuery } from './vacancy.api.ts';

/** The merchant's open positions. */
export const vacanciesAtom = atomWithQuery((get) => vacanciesQuery(get(merchantIdAtom)));

/** One vacancy: one atom per id (make it with `useMemo`). */
export const vacancyAtom = (id: number) => atomWithQuery((get) => vacancyQuery(get(merchantIdAtom), id));
