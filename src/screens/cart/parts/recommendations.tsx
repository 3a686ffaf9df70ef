import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import type { ShapedCatalogue } from '@/entities/catalogue/catalogue.lib.ts';
import { cartRecommendations } from '@/entities/catalogue/recommendations.lib.ts';
import { FIRST_SCREEN_PICTURES } from '@/shared/lib/image-url.ts';
import { ProductCard } from '@/entities/catalogue/product-card.ui.tsx';
import { useBasketControls } from '@/features/add-to-basket/use-basket-controls.ts';

/**
 * 'Goes well with': the merchant's cart recommendations sold at the branch, as a row of small cards. Dishes already in
 * the basket when the cart opened are left out; one added from here stays in the row with its stepper, so the row
 * never jumps under the finger.
 */
export function Recommendations({ shaped, branchId }: { shaped: ShapedCatalogue; branchId: number | null }) {
  const { t } = useTranslation();
  const basket = useAtomValue(basketAtom);
  const [leave] = useState(() => new Set(basket.items.map((item) => item.productId)));
  const { units, onAdd, onRemove } = useBasketControls(branchId);
  const products = cartRecommendations(shaped, leave);
  if (products.length === 0) return null;
  return (
    <section
      className="cart__recommendations"
      aria-labelledby="cart-recommendations"
      data-testid="cart-recommendations"
    >
      <h2 id="cart-recommendations" className="cart__subtitle">
        {t('cart.recommendations')}
      </h2>
      <div className="product-grid product-grid--row cart__recommendation-row">
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            priority={index < FIRST_SCREEN_PICTURES}
            units={units.get(product.id) ?? 0}
            onAdd={onAdd}
            onRemove={onRemove}
          />
        ))}
      </div>
    </section>
  );
}
