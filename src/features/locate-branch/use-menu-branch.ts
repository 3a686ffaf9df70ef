import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { branchesQuery } from '../../entities/branch/branch.api.ts';
import { branchAtom } from '../../entities/branch/branch.atoms.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { locateSilentlyAtom, startAtMainBranchAtom } from './locate-branch.atoms.ts';

/**
 * The branch whose menu is shown. The first visit starts at the main branch at once; a branch found or chosen before
 * is kept. The location is never asked for here (a page load is not a gesture): when the person allowed it before,
 * the menu moves to the nearest branch silently, once per app load however many components use the menu. Asking is
 * for a tap (the header chip, 'nearest branch' where the branch is chosen).
 */
export function useMenuBranch(): { branchId: number | null; resolving: boolean } {
  const merchantId = useAtomValue(merchantIdAtom);
  const locateSilently = useSetAtom(locateSilentlyAtom);
  const branch = useAtomValue(branchAtom);
  const startAtMainBranch = useSetAtom(startAtMainBranchAtom);
  const branches = useQuery({ ...branchesQuery(merchantId), enabled: merchantId !== null && branch === null });

  useEffect(() => {
    if (branch === null && branches.data) startAtMainBranch(branches.data);
  }, [branch, branches.data, startAtMainBranch]);

  useEffect(() => {
    void locateSilently();
  }, [merchantId, locateSilently]);

  return { branchId: branch?.id ?? null, resolving: branch === null && !branches.isError };
}
