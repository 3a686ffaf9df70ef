import { useTranslation } from 'react-i18next';
import type { FavouriteListing } from '@/entities/favourite/favourite.lib.ts';
import { FavouriteButton } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { localize } from '@/shared/lib/localize.ts';

/** Favourites that left the menu (or are not sold at this branch): named when the catalogue still knows them, removable. */
export function GoneFavourites({ gone }: { gone: FavouriteListing['gone'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="liked__gone" aria-labelledby="liked-gone-title" data-testid="liked-gone">
      <h2 id="liked-gone-title" className="liked__gone-title">
        {t('favourites.unavailableTitle')}
      </h2>
      <ul className="liked__gone-list">
        {gone.map((item) => (
          <li key={item.productId} className="liked__gone-item" data-product-id={item.productId}>
            <span className="liked__gone-name">
              {item.product ? localize(item.product.name, i18n.language) : t('favourites.unknownProduct')}
            </span>
            <span className="liked__gone-note">{t('favourites.unavailable')}</span>
            <FavouriteButton
              product={{ id: item.productId, isFavourite: true, favouriteId: item.favouriteId }}
              size="s"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
