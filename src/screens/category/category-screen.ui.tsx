import { useTranslation } from 'react-i18next';
import { Placeholder } from '@/shared/ui/kit.ts';
import { FIRST_SCREEN_PICTURES } from '@/shared/lib/image-url.ts';
import { cardShape, ProductCard } from '@/entities/catalogue/product-card.ui.tsx';
import { useBasketControls } from '@/features/add-to-basket/use-basket-controls.ts';
import { heartCorner } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { useCartButton } from '@/features/add-to-basket/use-cart-button.ts';
import { useMenu } from '@/features/menu/use-menu.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useReadableText } from '@/shared/ui/surfaces.ts';
import { useIdParam } from '@/shared/routing/use-id-param.ts';
import { MenuPending } from './parts/menu-pending.tsx';
import './category.css';

/** `/Category/{id}`: one category's products in its own view type. */
export function CategoryScreen() {
  const { t, i18n } = useTranslation();
  const id = useIdParam();
  const { overall, shaped, branchId } = useMenu();
  useCartButton(shaped);
  const { units, onAdd, onRemove } = useBasketControls(branchId);
  if (!shaped)
    return (
      <MenuPending failed={overall.isError} error={overall.error} onRetry={() => void overall.refetch()} tiles={4} />
    );
  const category = shaped.categories.find((c) => c.id === id);
  if (!category) {
    return (
      <main className="screen screen--centered" data-testid="category-missing">
        <Placeholder header={t('catalogue.categoryMissing')} />
      </main>
    );
  }
  return (
    <main className="categories" aria-labelledby="category-title">
      <CategoryTitle name={localize(category.name, i18n.language)} color={category.textColor} />
      <div className={`product-grid product-grid--${cardShape(category.viewType)}`}>
        {category.products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            priority={index < FIRST_SCREEN_PICTURES}
            shape={cardShape(category.viewType)}
            units={units.get(product.id) ?? 0}
            onAdd={onAdd}
            onRemove={onRemove}
            corner={heartCorner}
            offline={category.isWithoutCart === true}
          />
        ))}
      </div>
    </main>
  );
}

/** The category's name in its own colour, in the nearest shade that reads on the page (light and dark alike). */
function CategoryTitle({ name, color }: { name: string; color: string | null | undefined }) {
  const readable = useReadableText(color);
  return (
    <h1 id="category-title" className="categories__title" style={{ color: readable }}>
      {name}
    </h1>
  );
}
