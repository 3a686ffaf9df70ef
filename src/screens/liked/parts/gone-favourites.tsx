import { useTranslation } from 'react-i18next';
import type { FavouriteListing } from '@/entities/favourite/favourite.lib.ts';
import { FavouriteButton } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { Link } from 'wouter';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * Favourites the customer cannot order now: those not sold at this branch today, named with a link to their page, and
 * those that left the menu; each removable.
 */
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
            {/* A dish the catalogue still has is only not sold here today (sold out, or at another branch): its page
                says so, and it may come back; one the catalogue no longer knows has left the menu. */}
            {item.product ? (
              <Link href={paths.product(item.productId)} className="liked__gone-name">
                {localize(item.product.name, i18n.language)}
              </Link>
            ) : (
              <span className="liked__gone-name">{t('favourites.unknownProduct')}</span>
            )}
            <span className="liked__gone-note">
              {item.product ? t('favourites.notHere') : t('favourites.unavailable')}
            </span>
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
