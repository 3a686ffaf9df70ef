import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { launchAtom } from '../../../platform/index.ts';
import { gradesQuery, overallQuery } from '../../entities/catalogue/catalogue.api.ts';
import { menuCatalogueType, shapeCatalogue } from '../../entities/catalogue/catalogue.lib.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { useMenuBranch } from './use-menu-branch.ts';

/** The menu as every catalogue screen shows it: the merchant's catalogue (TG inside Telegram) shaped for the branch. */
export function useMenu() {
  const merchantId = useAtomValue(merchantIdAtom);
  const launch = useAtomValue(launchAtom);
  const overall = useQuery(overallQuery(merchantId, menuCatalogueType(launch.kind === 'telegram')));
  const grades = useQuery(gradesQuery(merchantId));
  const { branchId, resolving } = useMenuBranch();
  const shaped = useMemo(() => (overall.data ? shapeCatalogue(overall.data, { branchId, grades: grades.data }) : null), [overall.data, branchId, grades.data]);
  // Complete once the branch is known and (unless the menu came from this device's copy, which paints at once) the
  // ratings are in: a menu drawn before either would be drawn again, whole, a moment later.
  const complete = shaped !== null && !resolving && !(grades.isPending && overall.isFetched);
  return { overall, shaped, branchId, complete };
}
