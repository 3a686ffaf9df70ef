import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ShapedCategory } from '@/entities/catalogue/catalogue.lib.ts';
import { useCartButton } from '@/features/add-to-basket/use-cart-button.ts';
import { useMenu } from '@/features/menu/use-menu.ts';
import { imageUrl, showDefaultPicture } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useReadableText } from '@/shared/ui/surfaces.ts';
import { MenuPending } from './parts/menu-pending.tsx';
import { paths } from '@/shared/routing/paths.ts';
import './category.css';

function CategoryTile({ category }: { category: ShapedCategory }) {
  const { t, i18n } = useTranslation();
  // The category's own colour, in the nearest shade that reads on the page's surfaces (light and dark alike).
  const nameColor = useReadableText(category.textColor);
  return (
    <Link href={paths.category(category.id)} className="category-tile" data-testid="category-tile">
      <img
        src={imageUrl(category.image)}
        alt=""
        width={240}
        height={240}
        loading="lazy"
        decoding="async"
        onError={showDefaultPicture}
      />
      <span className="category-tile__name" style={{ color: nameColor }}>
        {localize(category.name, i18n.language)}
      </span>
      <span className="category-tile__count">{t('catalogue.products', { count: category.products.length })}</span>
    </Link>
  );
}

/** `/Category`: every category of the menu, under its group when the group is shown as one. */
export function CategoriesScreen() {
  const { t, i18n } = useTranslation();
  const { overall, shaped } = useMenu();
  useCartButton(shaped);
  if (!shaped)
    return (
      <MenuPending failed={overall.isError} error={overall.error} onRetry={() => void overall.refetch()} tiles={6} />
    );
  const grouped = shaped.groups.filter((group) => group.type === 'GROUP');
  const loose = shaped.categories.filter((category) => !grouped.some((group) => group.categories.includes(category)));
  return (
    <main className="categories" aria-labelledby="categories-title">
      <h1 id="categories-title" className="categories__title">
        {t('catalogue.allCategories')}
      </h1>
      {grouped.map((group) => (
        <section key={group.id} aria-labelledby={`group-title-${group.id}`}>
          <h2 id={`group-title-${group.id}`} className="categories__group">
            {localize(group.name, i18n.language)}
          </h2>
          <div className="categories__grid">
            {group.categories.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </div>
        </section>
      ))}
      {loose.length > 0 && (
        <div className="categories__grid">
          {loose.map((category) => (
            <CategoryTile key={category.id} category={category} />
          ))}
        </div>
      )}
    </main>
  );
}
