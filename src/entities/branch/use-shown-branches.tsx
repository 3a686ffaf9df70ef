import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoPointLike } from '@/shared/lib/geo.ts';
import { branchesToShow, type PlacedBranch } from '@/entities/branch/branch.lib.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';

/**
 * The branches both pages show (nearest first when `here` is known), and what stands in for them until there are
 * some: `loading` while they come, the failure with a retry, 'No branches'. `instead` is null once there are.
 */
export function useShownBranches(
  here: GeoPointLike | null,
  loading: ReactNode,
  /** Only the branches that pass (the ones offering the order's service); all of them when absent. */
  keep?: (branch: Branch) => boolean,
): { shown: PlacedBranch[]; instead: null } | { shown: null; instead: ReactNode; busy: boolean } {
  const { t } = useTranslation();
  const branches = useAtomValue(branchesAtom);
  const shown = useMemo(
    () => (branches.data ? branchesToShow(keep ? branches.data.filter(keep) : branches.data, here) : null),
    [branches.data, here, keep],
  );
  if (shown && shown.length > 0) return { shown, instead: null };
  if (shown) {
    return {
      shown: null,
      busy: false,
      instead: <EmptyState title={t('branches.empty')} text={t('branches.emptyText')} testId="branches-empty" />,
    };
  }
  if (branches.isError) {
    return {
      shown: null,
      busy: false,
      instead: <LoadFailed title={t('branches.loadFailed')} query={branches} />,
    };
  }
  return { shown: null, busy: true, instead: loading };
}
