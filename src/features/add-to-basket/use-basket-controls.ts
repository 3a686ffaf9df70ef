import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { basketAtom, setLineCountAtom, unitsByProductAtom } from '@/entities/basket/basket.atoms.ts';
import { needsOptions, stockAt } from '@/entities/catalogue/catalogue.lib.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { useAddToBasket } from './use-add-to-basket.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * The +/- of product cards: "+" adds one (or opens the product when its options must be chosen), "-" takes one unit
 * off the product's last line. `onAdded` lets a screen remember something (e.g. the search query).
 */
export function useBasketControls(branchId: number | null, onAdded?: () => void) {
  const [location, navigate] = useLocation();
  const units = useAtomValue(unitsByProductAtom);
  const basket = useAtomValue(basketAtom);
  const setLineCount = useSetAtom(setLineCountAtom);
  const add = useAddToBasket(branchId);
  const onAdd = useCallback(
    (product: Product) => {
      onAdded?.();
      if (needsOptions(product)) navigate(paths.product(product.id), { state: { background: location } });
      else add(product);
    },
    [add, navigate, onAdded, location],
  );
  const onRemove = useCallback(
    (product: Product) => {
      const line = [...basket.items].reverse().find((item) => item.productId === product.id);
      if (line) setLineCount({ key: line.key, count: line.count - 1, stock: stockAt(product, branchId) });
    },
    [basket.items, setLineCount, branchId],
  );
  return { units, onAdd, onRemove };
}
