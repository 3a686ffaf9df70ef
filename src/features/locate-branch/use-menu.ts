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
  const { branchId } = useMenuBranch();
  const shaped = useMemo(() => (overall.data ? shapeCatalogue(overall.data, { branchId, grades: grades.data }) : null), [overall.data, branchId, grades.data]);
  return { overall, shaped, branchId };
}
