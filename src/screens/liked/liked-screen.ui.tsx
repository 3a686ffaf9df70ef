import { Icon28LikeOutline } from '@vkontakte/icons';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button, Placeholder, Title } from '../../../platform/ui.ts';
import { ProductCard } from '../../entities/catalogue/product-card.ui.tsx';
import { listFavourites } from '../../entities/favourite/favourite.lib.ts';
import { isSignedInAtom } from '../../entities/session/session.atoms.ts';
import { useBasketControls } from '../../features/add-to-basket/use-basket-controls.ts';
import { useMenu } from '../../features/locate-branch/use-menu.ts';
import { heartCorner } from '../../features/toggle-favourite/favourite-button.ui.tsx';
import { favouritesAtom } from '../../features/toggle-favourite/favourites.queries.ts';
import { toApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { rememberRedirect } from '../../shared/routing/redirect.ts';
import { GoneFavourites } from './parts/gone-favourites.tsx';
import { LikedSkeleton } from './parts/liked-skeleton.tsx';
import './liked-screen.css';

/**
 * `/liked`: the signed-in customer's favourites as menu cards (add to the basket right here), with the ones that
 * left the menu listed apart. Whether the route exists (the favouriteActive flag) is the router's concern.
 */
export function LikedScreen() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <main className="screen liked" aria-labelledby="liked-title">
      <Title level="1" weight="1" Component="h1" id="liked-title" className="liked__title">
        {t('favourites.title')}
      </Title>
      {signedIn ? <LikedList /> : <GuestPrompt />}
    </main>
  );
}

function GuestPrompt() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const login = () => {
    rememberRedirect('/liked');
    navigate('/login');
  };
  return (
    <Placeholder
      header={t('favourites.guestTitle')}
      description={t('favourites.guestText')}
      action={<Button size="m" mode="filled" onClick={login} data-testid="liked-login">{t('login.title')}</Button>}
      data-testid="liked-guest"
    />
  );
}

function LikedList() {
  const { t, i18n } = useTranslation();
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
    if (!failed) return <LikedSkeleton label={t('favourites.loading')} />;
    const retry = () => [favourites, overall].forEach((query) => void (query.isError && query.refetch()));
    return (
      <Placeholder
        header={t('favourites.loadFailed')}
        description={<span data-testid="liked-error">{errorText(toApiError(failed.error), i18n.language, t)}</span>}
        action={
          <Button size="m" mode="filled" loading={favourites.isFetching || overall.isFetching} onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  if (listing.available.length === 0 && listing.gone.length === 0) {
    return (
      <Placeholder
        header={t('favourites.empty')}
        description={t('favourites.emptyText')}
        action={
          <Link href="/" asChild>
            <Button Component="a" size="m" mode="filled" data-testid="liked-to-menu">
              {t('favourites.toMenu')}
            </Button>
          </Link>
        }
        data-testid="liked-empty"
      >
        <Icon28LikeOutline width={56} height={56} aria-hidden="true" className="liked__empty-icon" />
      </Placeholder>
    );
  }

  return (
    <>
      {listing.available.length > 0 && (
        <div className="product-grid product-grid--medium" data-testid="liked-list">
          {listing.available.map((product) => (
            <ProductCard key={product.id} product={product} view="MEDIUM" units={units.get(product.id) ?? 0} onAdd={onAdd} onRemove={onRemove} corner={heartCorner} />
          ))}
        </div>
      )}
      {listing.gone.length > 0 && <GoneFavourites gone={listing.gone} />}
    </>
  );
}
