import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { gradesAtom } from '@/entities/catalogue/catalogue.queries.ts';
import { shapeCatalogue } from '@/entities/catalogue/catalogue.lib.ts';
import { menuOverallAtom } from './menu.queries.ts';
import { useMenuBranch } from './use-menu-branch.ts';

/** The menu as every catalogue screen shows it: the merchant's catalogue (TG inside Telegram) shaped for the branch. */
export function useMenu() {
  const overall = useAtomValue(menuOverallAtom);
  const grades = useAtomValue(gradesAtom);
  const { branchId, resolving } = useMenuBranch();
  const shaped = useMemo(
    () => (overall.data ? shapeCatalogue(overall.data, { branchId, grades: grades.data }) : null),
    [overall.data, branchId, grades.data],
  );
  // Complete once the branch is known and (unless the menu came from this device's copy, which paints at once) the
  // ratings are in: a menu drawn before either would be drawn again, whole, a moment later.
  const complete = shaped !== null && !resolving && !(grades.isPending && overall.isFetched);
  return { overall, shaped, branchId, complete };
}
