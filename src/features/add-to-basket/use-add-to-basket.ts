import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import { hapticsAtom } from '@platform/index.ts';
import { addItemAtom } from '@/entities/basket/basket.atoms.ts';
import { stockAt } from '@/entities/catalogue/catalogue.lib.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';

/** Adds to the basket with a haptic tap; a stock limit is explained ('Not enough products! Maximum amount N'). */
export function useAddToBasket(branchId: number | null) {
  const { t } = useText();
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
