import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import { branchesQuery } from './branch.api.ts';
import { branchPlacesQuery } from './branch-places.api.ts';

/** The merchant's branches. */
export const branchesAtom = atomWithQuery((get) => branchesQuery(get(merchantIdAtom)));

/** A branch's halls and tables: one atom per branch (make it with `useMemo`). */
export const branchPlacesAtom = (branchId: number) =>
  atomWithQuery((get) => branchPlacesQuery(get(merchantIdAtom), branchId));
