import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hapticsAtom } from '@platform/index.ts';
import { addItemAtom } from '@/entities/basket/basket.atoms.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';

/** Units of the product left at the branch; null when the branch does not count stock. */
export function stockAt(product: Product, branchId: number | null): number | null {
  if (branchId === null) return null;
  return product.productBranch?.find((entry) => entry.branchId === branchId)?.stock ?? null;
}

/** Adds to the basket with a haptic tap; a stock limit is explained ('Not enough products! Maximum amount N'). */
export function useAddToBasket(branchId: number | null) {
  const { t } = useTranslation();
  const add = useSetAtom(addItemAtom);
  const haptics = useAtomValue(hapticsAtom);
  const toast = useSetAtom(showToastAtom);
  return useCallback(
    (product: Product, modifications: { modificationId: number; count: number }[] = [], count = 1): boolean => {
      const result = add({ productId: product.id, modifications, count, stock: stockAt(product, branchId) });
      if (result.limitedTo !== null) {
        toast({ kind: 'error', text: t('basket.notEnough', { max: result.limitedTo }) });
      } else {
        haptics.impact('light');
      }
      return result.added > 0;
    },
    [add, branchId, haptics, toast, t],
  );
}
