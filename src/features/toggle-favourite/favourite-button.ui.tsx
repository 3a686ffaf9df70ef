import { Icon24Like, Icon24LikeOutline } from '@vkontakte/icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type MouseEvent } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import { useLocation, useSearch } from 'wouter';
import { findFavourite, isConfirmed } from '@/entities/favourite/favourite.lib.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { favouritesOptionsAtom } from './favourites.queries.ts';
import { useToggleFavourite } from './use-toggle-favourite.ts';
import { withSearch } from '@/shared/routing/paths.ts';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import './favourite-button.css';

export interface FavouriteButtonProps {
  /** The product; its own `isFavourite`/`favouriteId` (from a catalogue fetched with a token) count until the list arrives. */
  product: Pick<Product, 'id' | 'isFavourite' | 'favouriteId'>;
  /** `s` on cards (a 20 px heart), `m` on the product page (24 px). */
  size?: 's' | 'm';
  className?: string;
}

const ICON_SIZE = { s: 20, m: 24 } as const;

/**
 * The heart of a product. Signed in, it toggles the favourite at once (optimistically; rolled back on failure); a
 * guest is sent to log in and comes back here afterwards. Nothing at all when the merchant has no favourites. A guest's
 * heart (every heart of a first visit, one per card of the menu) only links to the sign-in: the favourites list and
 * the toggle are set up for a signed-in customer's hearts alone.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const enabled = useAtomValue(settingsAtom).favouriteActive;
  const signedIn = useAtomValue(isSignedInAtom);
  if (!enabled) return null;
  return signedIn ? <MemberHeart {...props} /> : <GuestHeart {...props} />;
}

function GuestHeart({ size = 'm', className }: FavouriteButtonProps) {
  const [location] = useLocation();
  const search = useSearch();
  const signIn = useSignInThenReturn(withSearch(location, search));
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    stayOnCard(event);
    signIn();
  };
  return <Heart pressed={false} size={size} className={className} onClick={onClick} />;
}

function MemberHeart({ product, size = 'm', className }: FavouriteButtonProps) {
  // Each heart selects its own product's record (undefined until the list is here, null when not in it), so a
  // toggle redraws only the hearts whose record changed.
  const options = useAtomValue(favouritesOptionsAtom);
  const record = useQuery({
    ...options,
    select: (list) => findFavourite(list, product.id) ?? null,
  }).data;
  const toggle = useToggleFavourite();
  const pending = toggle.isPending ? toggle.variables : undefined;
  // The list is the truth once it is here; until then this button's own toggle in flight, else the catalogue's flag.
  const pressed = record !== undefined ? record !== null : (pending?.isFavourite ?? product.isFavourite === true);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    stayOnCard(event);
    const favouriteId =
      record !== undefined ? (record && isConfirmed(record) ? record.id : null) : (product.favouriteId ?? null);
    toggle.mutate({ productId: product.id, isFavourite: !pressed, favouriteId });
  };
  return <Heart pressed={pressed} size={size} className={className} onClick={onClick} />;
}

/** Never also follow a link the heart may sit in. */
function stayOnCard(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
  event.stopPropagation();
}

interface HeartProps {
  pressed: boolean;
  size: 's' | 'm';
  className: string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

function Heart({ pressed, size, className, onClick }: HeartProps) {
  const { t } = useText();
  const Icon = pressed ? Icon24Like : Icon24LikeOutline;
  const label = t(pressed ? 'favourites.remove' : 'favourites.add');
  return (
    <button
      type="button"
      className={['favourite-button', `favourite-button--${size}`, pressed && 'favourite-button--on', className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid="favourite-button"
    >
      <Icon width={ICON_SIZE[size]} height={ICON_SIZE[size]} aria-hidden="true" />
    </button>
  );
}

/** The heart in a product card's corner (a stable function, so memoised cards stay memoised). */
export const heartCorner = (product: Product) => <FavouriteButton product={product} size="s" />;
