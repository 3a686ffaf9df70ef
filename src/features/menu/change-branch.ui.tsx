import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basketAtom, removeLinesAtom } from '@/entities/basket/basket.atoms.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { isAvailableAt } from '@/entities/catalogue/catalogue.lib.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import type { Overall } from '@/shared/contract/catalogue.ts';
import { localize } from '@/shared/lib/localize.ts';
import { ConfirmDrawer } from '@/shared/ui/confirm-drawer.tsx';

/**
 * Changing the menu's (and the order's) branch. Lines the new branch does not sell are not dropped silently: the
 * customer is asked first (`confirmation`, a drawer to render), and keeps the old branch if they say no. `onChanged`
 * runs once the branch has changed (at once, or after the customer agreed).
 */
export function useChangeBranch(overall: Overall | undefined, onChanged?: (branch: Branch) => void) {
  const { t, i18n } = useTranslation();
  const [current, setBranch] = useAtom(branchAtom);
  const basket = useAtomValue(basketAtom);
  const removeLines = useSetAtom(removeLinesAtom);
  const [pending, setPending] = useState<{ branch: Branch; keys: string[] } | null>(null);

  const apply = useCallback(
    (next: Branch) => {
      setBranch({ id: next.id, name: next.name, source: 'chosen' });
      onChanged?.(next);
    },
    [setBranch, onChanged],
  );

  const change = (next: Branch) => {
    if (next.id === current?.id) {
      onChanged?.(next);
      return;
    }
    // The menu not in yet (a deep link or a reload, a large menu kept on no device): nothing is known to leave, so
    // nothing is offered for removal. The basket itself marks a line the branch does not sell, and holds the order.
    if (!overall) {
      apply(next);
      return;
    }
    const keys = basket.items
      .filter((item) => {
        const product = overall.products.find((p) => p.id === item.productId);
        return !product || !isAvailableAt(product, next.id);
      })
      .map((item) => item.key);
    if (keys.length > 0) setPending({ branch: next, keys });
    else apply(next);
  };

  const confirmation = (
    <ConfirmDrawer
      open={pending !== null}
      onOpenChange={(isOpen) => !isOpen && setPending(null)}
      title={t('cart.switchTitle', { branch: pending ? localize(pending.branch.name, i18n.language) : '' })}
      text={t('cart.switchText', { count: pending?.keys.length ?? 0 })}
      confirmLabel={t('cart.switchConfirm')}
      cancelLabel={t('cart.switchKeep')}
      pending={false}
      destructive
      onConfirm={() => {
        if (!pending) return;
        removeLines(pending.keys);
        setPending(null);
        apply(pending.branch);
      }}
      testId="branch-switch"
    />
  );

  return { current, change, confirmation };
}
