import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { currentLanguage, messagesComplete, translate } from '@/shared/i18n/texts.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { localize } from '@/shared/lib/localize.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { dropGoneBranchAtom, locateSilentlyAtom, startAtMainBranchAtom } from './locate-branch.atoms.ts';
import { branchesUntilChosenAtom } from './menu.queries.ts';

/**
 * The branch whose menu is shown. The first visit starts at the main branch at once; a branch found or chosen before
 * is kept, and checked against the merchant's list once the page has settled: one no longer listed gives way to the
 * main branch, with a toast that says so. The location is never asked for here (a page load is not a gesture): when
 * the person allowed it before, the menu moves to the nearest branch silently, once per app load however many
 * components use the menu. Asking is for a tap (the header chip, 'nearest branch' where the branch is chosen).
 */
export function useMenuBranch(): { branchId: number | null; resolving: boolean } {
  const locateSilently = useSetAtom(locateSilentlyAtom);
  const branch = useAtomValue(branchAtom);
  const startAtMainBranch = useSetAtom(startAtMainBranchAtom);
  const dropGoneBranch = useSetAtom(dropGoneBranchAtom);
  const toast = useSetAtom(showToastAtom);
  const branches = useAtomValue(branchesUntilChosenAtom);

  useEffect(() => {
    if (!branches.data) return;
    if (branch === null) {
      startAtMainBranch(branches.data);
      return;
    }
    const gone = dropGoneBranch(branches.data);
    // Its words are the other screens' (they come once the page has settled, as this check does): said once they are in.
    if (gone)
      void messagesComplete().then(
        () =>
          toast({ kind: 'info', text: translate('branches.gone', { name: localize(gone.name, currentLanguage()) }) }),
        () => undefined,
      );
  }, [branch, branches.data, startAtMainBranch, dropGoneBranch, toast]);

  useEffect(() => {
    void locateSilently();
  }, [locateSilently]);

  // No branch to start at (none listed takes orders, a holiday): the menu is drawn without one, never a skeleton forever.
  const none = branches.data !== undefined && !branches.data.some((listed) => listed.isActive);
  return { branchId: branch?.id ?? null, resolving: branch === null && !branches.isError && !none };
}
