import { Icon28LikeOutline } from '@vkontakte/icons';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/shared/ui/kit.ts';
import { ProductCard } from '@/entities/catalogue/product-card.ui.tsx';
import { listFavourites } from '@/entities/favourite/favourite.lib.ts';
import { useBasketControls } from '@/features/add-to-basket/use-basket-controls.ts';
import { useMenu } from '@/features/menu/use-menu.ts';
import { heartCorner } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { favouritesAtom } from '@/features/toggle-favourite/favourites.queries.ts';
import { GoneFavourites } from './parts/gone-favourites.tsx';
import { ProductGridSkeleton } from '@/shared/ui/product-grid-skeleton.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import './liked-screen.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';

/**
 * `/liked`: the signed-in customer's favourites as menu cards (add to the basket right here), with the ones that
 * left the menu listed apart. Whether the route exists (the favouriteActive flag) is the router's concern.
 */
export function LikedScreen() {
  const { t } = useTranslation();
  return (
    <CustomerScreen
      id="liked"
      className="liked"
      title={t('favourites.title')}
      returnTo={paths.liked}
      guest={{ title: t('favourites.guestTitle'), text: t('favourites.guestText') }}
    >
      <LikedList />
    </CustomerScreen>
  );
}

function LikedList() {
  const { t } = useTranslation();
  const favourites = useAtomValue(favouritesAtom);
  const { overall, shaped, branchId } = useMenu();
  const { units, onAdd, onRemove } = useBasketControls(branchId);

  const listing = useMemo(() => {
    if (!overall.data || !shaped || !favourites.data) return null;
    const known = new Map(overall.data.products.map((product) => [product.id, product]));
    return listFavourites(favourites.data, shaped.products, known);
  }, [overall.data, shaped, favourites.data]);

  if (!listing) {
    const failed = [favourites, overall].find((query) => query.isError && !query.data);
    if (!failed) return <ProductGridSkeleton label={t('favourites.loading')} testId="liked-loading" />;
    const retry = () => [favourites, overall].forEach((query) => void (query.isError && query.refetch()));
    return (
      <LoadFailed
        title={t('favourites.loadFailed')}
        error={failed.error}
        errorTestId="liked-error"
        retrying={favourites.isFetching || overall.isFetching}
        onRetry={retry}
      />
    );
  }

  if (listing.available.length === 0 && listing.gone.length === 0) {
    return (
      <EmptyState
        title={t('favourites.empty')}
        text={t('favourites.emptyText')}
        icon={Icon28LikeOutline}
        action={
          <Link href={paths.home} asChild>
            <Button Component="a" size="m" mode="filled" data-testid="liked-to-menu">
              {t('favourites.toMenu')}
            </Button>
          </Link>
        }
        testId="liked-empty"
      />
    );
  }

  return (
    <>
      {listing.available.length > 0 && (
        <div className="product-grid product-grid--tile" data-testid="liked-list">
          {listing.available.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              units={units.get(product.id) ?? 0}
              onAdd={onAdd}
              onRemove={onRemove}
              corner={heartCorner}
              offline={shaped?.offline.has(product.id)}
            />
          ))}
        </div>
      )}
      {listing.gone.length > 0 && <GoneFavourites gone={listing.gone} />}
    </>
  );
}
