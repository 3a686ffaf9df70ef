import { useTranslation } from 'react-i18next';
import type { BasketItem } from '@/entities/basket/basket.model.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { unitPrice } from '@/shared/contract/pricing.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { DEFAULT_PICTURE, showDefaultPicture, smallImageUrl } from '@/shared/lib/image-url.ts';
import { dishName, localize } from '@/shared/lib/localize.ts';

/** `fetchpriority` as the attribute itself (see shared/lib/image-url.ts). */
const THUMBNAIL = { loading: 'lazy', fetchpriority: 'low' } as const;

/**
 * One basket line: picture, name, options, price, and +/- (or a flag when the product is not sold at the branch or its
 * options have changed, and the most the branch has when the basket holds more of the dish: '+' then adds nothing).
 */
export function CartLine(props: {
  item: BasketItem;
  product: Product | undefined;
  available: boolean;
  /** The options chosen for it are no longer ones its dish offers: it cannot be ordered as it is. */
  optionsChanged?: boolean;
  max?: number | null;
  loading?: boolean;
  onCount: (count: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { item, product } = props;
  const currency = t('common.currency');
  const modifications = (product?.modificationGroups ?? []).flatMap((group) => group.modifications);
  const chosen = item.modifications.map((m) => ({
    ...m,
    option: modifications.find((o) => o.id === m.modificationId),
  }));
  const price = product
    ? unitPrice({
        costPrice: product.costPrice,
        discountPercent: product.discount ?? 0,
        modifications: chosen.map((m) => ({ price: m.option?.price ?? 0, count: m.count })),
      }).net
    : null;
  const name = product ? dishName(product.name, i18n.language) : t('cart.unknownProduct');
  if (props.loading) return <LoadingLine item={item} />;
  return (
    <li
      className={`cart-line${props.available ? '' : ' cart-line--unavailable'}`}
      data-testid="cart-line"
      data-product-id={item.productId}
    >
      {/* A thumbnail: it never comes before the page's large pictures, even on the screen (where Chromium would raise
          a lazy picture's priority). */}
      <img
        src={smallImageUrl(product?.image ?? DEFAULT_PICTURE, 64)}
        alt=""
        width={64}
        height={64}
        {...THUMBNAIL}
        onError={showDefaultPicture}
      />
      <div className="cart-line__body">
        <span className="cart-line__name">{name}</span>
        {chosen.length > 0 && (
          <span className="cart-line__options">
            {chosen
              .map(
                (m) => `${m.option ? localize(m.option.name, i18n.language) : '?'}${m.count > 1 ? ` ×${m.count}` : ''}`,
              )
              .join(', ')}
          </span>
        )}
        {props.available && price !== null && (
          <span className="cart-line__price">{formatAmount(price * item.count, currency)}</span>
        )}
        {props.available && props.max != null && (
          <span className="cart-line__flag" role="note" data-testid="cart-line-short">
            {t('basket.notEnough', { max: props.max })}
          </span>
        )}
        {!props.available && (
          <span className="cart-line__flag" role="note" data-testid="cart-line-unavailable">
            {props.optionsChanged ? t('cart.optionsChanged') : t('product.notAvailable')}
          </span>
        )}
      </div>
      <div className="stepper" role="group" aria-label={t('basket.inBasket', { count: item.count })}>
        <button
          type="button"
          className="stepper__button"
          data-haptic="selection"
          aria-label={item.count > 1 ? t('basket.remove') : t('cart.removeLine', { name })}
          onClick={() => props.onCount(item.count - 1)}
        >
          −
        </button>
        <span className="stepper__count" data-testid="cart-line-count">
          {item.count}
        </span>
        <button
          type="button"
          className="stepper__button"
          data-haptic="selection"
          aria-label={t('basket.add')}
          disabled={!props.available || props.max != null}
          onClick={() => props.onCount(item.count + 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}

/**
 * A line while the menu is still coming: the count is known (it is the device's), the name, price and availability
 * are not. Drawn at the size of a finished line, so nothing moves when they arrive.
 */
function LoadingLine({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  return (
    <li className="cart-line" data-testid="cart-line" data-product-id={item.productId} aria-busy="true">
      <span className="skeleton cart-line__picture-placeholder" />
      <div className="cart-line__body">
        <span className="skeleton cart-line__name-placeholder" />
        <span className="skeleton cart-line__price-placeholder" />
      </div>
      <div className="stepper" role="group" aria-label={t('basket.inBasket', { count: item.count })}>
        <button type="button" className="stepper__button" aria-label={t('basket.remove')} disabled>
          −
        </button>
        <span className="stepper__count" data-testid="cart-line-count">
          {item.count}
        </span>
        <button type="button" className="stepper__button" aria-label={t('basket.add')} disabled>
          +
        </button>
      </div>
    </li>
  );
}
