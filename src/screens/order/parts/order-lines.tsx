import { useTranslation } from 'react-i18next';
import { isDeliveryService } from '@/entities/order/order.lib.ts';
import type { Order, OrderLine } from '@/shared/contract/order.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { dishName, localize } from '@/shared/lib/localize.ts';

/** What was ordered (with the chosen options) and what it came to. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (value: number) => formatAmount(value, t('common.currency'));
  const rows: [string, string, string][] = [
    [t('orders.products', { count: order.productCount }), money(order.productPrice), 'products'],
  ];
  if (isDeliveryService(order.serviceType)) rows.push([t('orders.delivery'), money(order.deliveryPrice), 'delivery']);
  if (order.totalDiscount > 0) rows.push([t('orders.discount'), `−${money(order.totalDiscount)}`, 'discount']);
  if (order.cashback > 0) rows.push([t('orders.cashback'), `−${money(order.cashback)}`, 'cashback']);
  return (
    <>
      <section className="order-section" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-section__title">
          {t('orders.lines')}
        </h2>
        <ul className="order-lines" data-testid="order-lines">
          {order.items.map((line, index) => (
            <Line key={`${line.productId}-${index}`} line={line} />
          ))}
        </ul>
      </section>
      <section className="order-section" aria-labelledby="order-amounts-title">
        <h2 id="order-amounts-title" className="order-section__title">
          {t('orders.amounts')}
        </h2>
        <dl className="order-amounts" data-testid="order-amounts">
          {rows.map(([label, value, key]) => (
            <div key={key} className="order-amounts__row" data-testid={`order-amount-${key}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {order.promoCode && (
            <div className="order-amounts__row order-amounts__row--hint" data-testid="order-promo">
              <dt>{t('orders.promo')}</dt>
              <dd>{order.promoCode}</dd>
            </div>
          )}
          <div className="order-amounts__row order-amounts__row--total" data-testid="order-amount-total">
            <dt>{t('orders.total')}</dt>
            <dd>{money(order.totalPrice)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

function Line({ line }: { line: OrderLine }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatAmount(value, t('common.currency'));
  return (
    <li className="order-line" data-testid="order-line">
      <div className="order-line__head">
        <span className="order-line__name" data-testid="order-line-name">
          {dishName(line.name, i18n.language) || t('orders.unknownProduct')}
        </span>
        <span className="order-line__total">{money(line.totalPrice)}</span>
      </div>
      {line.modifications.length > 0 && (
        <ul className="order-line__options">
          {line.modifications.map((m) => (
            <li key={m.modificationId}>
              + {localize(m.name, i18n.language)}
              {m.count > 1 ? ` ×${m.count}` : ''}
              {m.price > 0 ? ` (${money(m.price)})` : ''}
            </li>
          ))}
        </ul>
      )}
      <span className="order-line__unit" data-testid="order-line-unit">
        {t('orders.unitTimes', { price: money(line.unitPrice), count: line.count })}
      </span>
    </li>
  );
}
