import { Icon20DeleteOutline } from '@vkontakte/icons';
import { memo, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useSetAtom } from 'jotai';
import { useText, type Translate } from '@/shared/i18n/texts.ts';
import { Link, useLocation } from 'wouter';
import type { CategoryViewType, Product } from '@/shared/contract/catalogue.ts';
import { unitPrice } from '@/shared/contract/pricing.ts';
import { fillStyle } from '@/shared/lib/contrast.ts';
import { formatAmount, formatQuantity } from '@/shared/lib/format.ts';
import { imageUrl, pictureLoading, showDefaultPicture } from '@/shared/lib/image-url.ts';
import { dishName, localize } from '@/shared/lib/localize.ts';
import { needsOptions } from './catalogue.lib.ts';
import { paths } from '@/shared/routing/paths.ts';
import { announceAtom } from '@/shared/ui/toast.atoms.ts';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  /** A tile (the default) or a line: `cardShape` of the category's view type. */
  shape?: CardShape;
  units: number;
  onAdd: (product: Product) => void;
  onRemove: (product: Product) => void;
  /** Something drawn over the picture's corner (the favourite heart), given by the screen. */
  corner?: (product: Product) => ReactNode;
  /** The picture is among the first the page shows: load it at once, ahead of other images. */
  priority?: boolean;
  /** Shown without the basket (its category is `isWithoutCart`): a note takes the place of the add control. */
  offline?: boolean;
}

/**
 * The menu's one card system. The merchant's view types map onto two shapes: a tile (BIG and MEDIUM, two to a row, and
 * every card of a sideways row) and a line (SMALL: the picture at the side, with the description). Both show the
 * picture (fixed aspect, no layout shift), the name on up to two lines, the weight, the price with its discount and a
 * control as tall as a thumb whether it says "Add" or is the stepper, so a card keeps its height when it changes.
 */
export type CardShape = 'tile' | 'line';
export const cardShape = (view: CategoryViewType): CardShape => (view === 'SMALL' ? 'line' : 'tile');

export const ProductCard = memo(function ProductCard({
  product,
  shape = 'tile',
  units,
  onAdd,
  onRemove,
  corner,
  priority = false,
  offline = false,
}: ProductCardProps) {
  const { t, language } = useText();
  const [location] = useLocation();
  const name = dishName(product.name, language);
  const price = unitPrice({ costPrice: product.costPrice, discountPercent: product.discount ?? 0, modifications: [] });
  const currency = t('common.currency');
  const weight = product.measure ? formatQuantity(product.measure, t(`units.${product.unit ?? 'COUNT'}`)) : null;
  const inBasket = units > 0;
  const footer = useRef<HTMLDivElement>(null);
  const acted = useCountFeedback(footer, units, name, t);
  const addShort = t('basket.addShort');
  return (
    <article
      className={`product-card product-card--${shape}`}
      data-testid="product-card"
      data-product-id={product.id}
      data-needs-options={needsOptions(product)}
    >
      <Link href={paths.product(product.id)} state={{ background: location }} className="product-card__link">
        <div className="product-card__image">
          <img
            src={imageUrl(product.image)}
            alt=""
            {...pictureLoading(priority)}
            decoding="async"
            width={480}
            height={480}
            onError={showDefaultPicture}
          />
          {product.labels?.[0] && (
            <span className="product-card__label" style={fillStyle(product.labels[0].color)}>
              {localize(product.labels[0].name, language)}
            </span>
          )}
        </div>
        <div className="product-card__text">
          <h3 className="product-card__name">{name}</h3>
          {shape === 'line' && product.description && (
            <p className="product-card__description">{localize(product.description, language)}</p>
          )}
          {weight && (
            <p className="product-card__weight" data-testid="card-weight">
              {weight}
            </p>
          )}
        </div>
      </Link>
      {corner && <div className="product-card__corner">{corner(product)}</div>}
      <div ref={footer} className="product-card__footer">
        <div className="product-card__price">
          <span>{formatAmount(price.net, currency)}</span>
          {price.net < price.gross && <s className="product-card__old-price">{formatAmount(price.gross, currency)}</s>}
        </div>
        {offline ? (
          <span className="product-card__offline" data-testid="card-offline">
            {t('product.offline')}
          </span>
        ) : inBasket ? (
          <div className="stepper" role="group" aria-label={t('basket.inBasket', { count: units })}>
            <button
              type="button"
              className="stepper__button"
              data-haptic="selection"
              aria-label={units === 1 ? t('basket.removeLast') : t('basket.remove')}
              onClick={() => {
                acted();
                onRemove(product);
              }}
              data-testid="card-remove"
            >
              {units === 1 ? <Icon20DeleteOutline aria-hidden /> : '−'}
            </button>
            <span className="stepper__count" data-testid="card-units">
              {units}
            </span>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('basket.add')}
              onClick={() => {
                acted();
                onAdd(product);
              }}
              data-testid="card-add"
            >
              +
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="product-card__add"
            aria-label={`${addShort}: ${name}`}
            onClick={() => {
              acted();
              onAdd(product);
            }}
            data-testid="card-add"
          >
            <span aria-hidden>+</span>
            <span className="product-card__add-label">{addShort}</span>
          </button>
        )}
      </div>
    </article>
  );
});

/**
 * What a "+" or "-" of the card did, told as it happened (`acted()` is called as the control acts):
 * - the new count is read out ("Plov. 2 in the basket") through the toaster's standing live region;
 * - when the control swapped (Add became the stepper with the first unit, or back with the last), the button that had
 *   focus is gone and focus would drop to the page's start: it moves to the control that took its place.
 */
function useCountFeedback(
  footer: RefObject<HTMLDivElement | null>,
  units: number,
  name: string,
  t: Translate,
): () => void {
  const announce = useSetAtom(announceAtom);
  const acted = useRef<{ hadFocus: boolean } | null>(null);
  useLayoutEffect(() => {
    const act = acted.current;
    if (!act) return;
    acted.current = null;
    announce(`${name}. ${t('basket.inBasket', { count: units })}`);
    const active = document.activeElement;
    if (!act.hadFocus || (active && active !== document.body && active.isConnected)) return;
    footer.current?.querySelector<HTMLElement>('[data-testid="card-add"]')?.focus({ preventScroll: true });
  }, [footer, units, name, t, announce]);
  return () => {
    acted.current = { hadFocus: footer.current?.contains(document.activeElement) ?? false };
    // A tap that changed no count (it opened the dish's page instead, or met the stock limit) leaves nothing behind.
    setTimeout(() => (acted.current = null), 0);
  };
}
