import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { basketAtom, basketCountAtom } from '@/entities/basket/basket.atoms.ts';
import { pricedLines } from '@/entities/basket/basket.lib.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { priceOrder } from '@/shared/contract/pricing.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * The floating cart button of the menu pages, shown only when the basket has items: 'go to cart' with the count and,
 * once the menu is in (`products`), the basket's total, to `/cart`. Inside Telegram it is the native main button; in
 * a browser the in-page bar.
 */
export function useCartButton(products: readonly Product[] | undefined): void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const count = useAtomValue(basketCountAtom);
  const basket = useAtomValue(basketAtom);
  // Worded (and the basket priced) only when shown: a first visit's menu does not set up the language's plural rules.
  const text = (): string => {
    const label = t('basket.goToCart', { count });
    if (!products) return label;
    const { totalPrice } = priceOrder({
      lines: pricedLines(basket.items, products),
      deliveryPrice: 0,
      isDelivery: false,
      promo: null,
      cashbackRequested: 0,
      cashbackBalance: 0,
    });
    return `${label} · ${formatAmount(totalPrice, t('common.currency'))}`;
  };
  useMainButton(count > 0 ? { text: text(), action: () => navigate(paths.cart) } : null);
}
