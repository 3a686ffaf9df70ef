import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { platformAtom } from '../../../platform/index.ts';
import { branchesQuery, closestBranch } from '../../entities/branch/branch.api.ts';
import { branchAtom } from '../../entities/branch/branch.atoms.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { claimLocationAskAtom, showLocationNoticeAtom } from './locate-branch.atoms.ts';

/**
 * The branch whose menu is shown. The first visit starts at the main branch at once (no waiting for a location
 * prompt), asks for the location, and moves to the nearest branch when allowed; a refusal keeps the main branch and
 * tells the user to allow location detection. A branch chosen before is kept. However many components use the menu,
 * the location is asked for once per app load (and so the notice shows once).
 */
export function useMenuBranch(): { branchId: number | null; resolving: boolean } {
  const { t } = useTranslation();
  const merchantId = useAtomValue(merchantIdAtom);
  const platform = useAtomValue(platformAtom);
  const claimLocationAsk = useSetAtom(claimLocationAskAtom);
  const showLocationNotice = useSetAtom(showLocationNoticeAtom);
  const [branch, setBranch] = useAtom(branchAtom);
  const branches = useQuery({ ...branchesQuery(merchantId), enabled: merchantId !== null && branch === null });

  useEffect(() => {
    if (branch !== null || !branches.data || merchantId === null || !claimLocationAsk()) return;
    const main = branches.data.find((b) => b.isMain) ?? branches.data[0];
    if (main) setBranch({ id: main.id, name: main.name, source: 'main' });
    void platform.requestLocation().then(async (point) => {
      if (!point) {
        showLocationNotice(t('location.allow'));
        return;
      }
      const nearest = await closestBranch(merchantId, point.latitude, point.longitude);
      if (nearest.ok) setBranch({ id: nearest.data.id, name: nearest.data.name, source: 'nearest' });
    });
  }, [branch, branches.data, merchantId, platform, setBranch, claimLocationAsk, showLocationNotice, t]);

  return { branchId: branch?.id ?? null, resolving: branch === null && !branches.isError };
}
