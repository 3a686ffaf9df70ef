import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { basketCountAtom } from '@/entities/basket/basket.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * The floating cart button of the menu pages, shown only when the basket has items: 'go to cart' with the count,
 * to `/cart`. Inside Telegram it is the native main button; in a browser the in-page bar.
 */
export function useCartButton(): void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const count = useAtomValue(basketCountAtom);
  useMainButton(count > 0 ? { text: t('basket.goToCart', { count }), action: () => navigate(paths.cart) } : null);
}
