import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import { gradesQuery } from './catalogue.api.ts';

/** Product ratings of the merchant, merged into the menu. */
export const gradesAtom = atomWithQuery((get) => gradesQuery(get(merchantIdAtom)));

/** Ratings change with a review: they are asked for again. */
export const refreshGradesAtom = atom(
  null,
  (get) => void get(queryClientAtom).invalidateQueries({ queryKey: gradesQuery(get(merchantIdAtom)).queryKey }),
);
