import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CategoryViewType, Product } from '@/shared/contract/catalogue.ts';
import { unitPrice } from '@/shared/contract/pricing.ts';
import { fillStyle } from '@/shared/lib/contrast.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { DEFAULT_PICTURE, imageUrl } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import { needsOptions } from './catalogue.lib.ts';
import { paths } from '@/shared/routing/paths.ts';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  view: CategoryViewType;
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
 * `fetchpriority` as the attribute itself: React 18 does not know the `fetchPriority` prop (it warns and passes it
 * through); lower-case unknown attributes go to the DOM as written.
 */
const FIRST_PICTURE = { loading: 'eager', fetchpriority: 'high' } as const;
const LATER_PICTURE = { loading: 'lazy' } as const;

/** A product in the menu: picture of fixed aspect (no layout shift), name, price with its discount, and +/- controls. */
export const ProductCard = memo(function ProductCard({
  product,
  view,
  units,
  onAdd,
  onRemove,
  corner,
  priority = false,
  offline = false,
}: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const name = localize(product.name, i18n.language);
  const price = unitPrice({ costPrice: product.costPrice, discountPercent: product.discount ?? 0, modifications: [] });
  const currency = t('common.currency');
  return (
    <article
      className={`product-card product-card--${view.toLowerCase()}`}
      data-testid="product-card"
      data-product-id={product.id}
      data-needs-options={needsOptions(product)}
    >
      <Link href={paths.product(product.id)} state={{ background: location }} className="product-card__link">
        <div className="product-card__image">
          <img
            src={imageUrl(product.image)}
            alt=""
            {...(priority ? FIRST_PICTURE : LATER_PICTURE)}
            decoding="async"
            width={480}
            height={480}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(DEFAULT_PICTURE)) event.currentTarget.src = DEFAULT_PICTURE;
            }}
          />
          {product.labels?.[0] && (
            <span className="product-card__label" style={fillStyle(product.labels[0].color)}>
              {localize(product.labels[0].name, i18n.language)}
            </span>
          )}
        </div>
        <h3 className="product-card__name">{name}</h3>
        {view !== 'SMALL' && product.description && (
          <p className="product-card__description">{localize(product.description, i18n.language)}</p>
        )}
      </Link>
      {corner && <div className="product-card__corner">{corner(product)}</div>}
      <div className="product-card__footer">
        <div className="product-card__price">
          <span>{formatAmount(price.net, currency)}</span>
          {price.net < price.gross && <s className="product-card__old-price">{formatAmount(price.gross, currency)}</s>}
        </div>
        {offline ? (
          <span className="product-card__offline" data-testid="card-offline">
            {t('product.offline')}
          </span>
        ) : units > 0 ? (
          <div className="stepper" role="group" aria-label={t('basket.inBasket', { count: units })}>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('basket.remove')}
              onClick={() => onRemove(product)}
            >
              −
            </button>
            <span className="stepper__count" aria-live="polite" data-testid="card-units">
              {units}
            </span>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('basket.add')}
              onClick={() => onAdd(product)}
              data-testid="card-add"
            >
              +
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="product-card__add"
            aria-label={`${t('basket.add')}: ${name}`}
            onClick={() => onAdd(product)}
            data-testid="card-add"
          >
            +
          </button>
        )}
      </div>
    </article>
  );
});
