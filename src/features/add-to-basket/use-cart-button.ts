import { useAtomValue } from 'jotai';
import { useText } from '@/shared/i18n/texts.ts';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { basketAtom, basketCountAtom } from '@/entities/basket/basket.atoms.ts';
import { pricedLines } from '@/entities/basket/basket.lib.ts';
import type { ShapedCatalogue } from '@/entities/catalogue/catalogue.lib.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { optionsFit } from '@/shared/contract/option-choices.ts';
import { priceOrder } from '@/shared/contract/pricing.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * The floating cart button of the menu pages, shown only when the basket has items: 'go to cart' with the count and,
 * once the menu is shaped, the basket's total, to `/cart`. The total is the basket's own: lines the branch does not
 * sell, or of a category served only on the spot, count for nothing, as the basket leaves them out. Inside Telegram it
 * is the native main button; in a browser the in-page bar.
 */
export function useCartButton(shaped: Pick<ShapedCatalogue, 'products' | 'offline'> | null | undefined): void {
  const { t } = useText();
  const [, navigate] = useLocation();
  const count = useAtomValue(basketCountAtom);
  const basket = useAtomValue(basketAtom);
  // Worded (and the basket priced) only when shown: a first visit's menu does not set up the language's plural rules.
  const text = (): string => {
    const label = t('basket.goToCart', { count });
    if (!shaped) return label;
    // The lines the basket prices: a dish the branch sells, with options it still offers (the basket's own rule).
    const priced = basket.items.filter((item) => {
      const product = shaped.products.get(item.productId);
      return (
        product && !shaped.offline.has(product.id) && optionsFit(product.modificationGroups ?? [], item.modifications)
      );
    });
    const orderable = priced
      .map((item) => shaped.products.get(item.productId))
      .filter((product): product is Product => product !== undefined);
    const { totalPrice } = priceOrder({
      lines: pricedLines(priced, orderable),
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
