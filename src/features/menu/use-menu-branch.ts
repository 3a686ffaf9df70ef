import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { locateSilentlyAtom, startAtMainBranchAtom } from './locate-branch.atoms.ts';
import { branchesUntilChosenAtom } from './menu.queries.ts';

/**
 * The branch whose menu is shown. The first visit starts at the main branch at once; a branch found or chosen before
 * is kept. The location is never asked for here (a page load is not a gesture): when the person allowed it before,
 * the menu moves to the nearest branch silently, once per app load however many components use the menu. Asking is
 * for a tap (the header chip, 'nearest branch' where the branch is chosen).
 */
export function useMenuBranch(): { branchId: number | null; resolving: boolean } {
  const locateSilently = useSetAtom(locateSilentlyAtom);
  const branch = useAtomValue(branchAtom);
  const startAtMainBranch = useSetAtom(startAtMainBranchAtom);
  const branches = useAtomValue(branchesUntilChosenAtom);

  useEffect(() => {
    if (branch === null && branches.data) startAtMainBranch(branches.data);
  }, [branch, branches.data, startAtMainBranch]);

  useEffect(() => {
    void locateSilently();
  }, [locateSilently]);

  return { branchId: branch?.id ?? null, resolving: branch === null && !branches.isError };
}
