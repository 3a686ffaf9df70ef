import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Cell } from '@/shared/ui/kit.ts';
import { isActive, orderStatusKey } from '@/entities/order/order.lib.ts';
import type { Order } from '@/shared/contract/order.ts';
import { formatAmount, formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/routing/paths.ts';

/** The orders as rows: number, date and time, item count; status and total on the right. Each opens its order. */
export function OrderRows({ orders }: { orders: readonly Order[] }) {
  return (
    <ul className="order-rows" data-testid="order-rows">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderRow order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const status = (
    <span
      className={
        isActive(order.status)
          ? 'order-status order-status--active'
          : `order-status order-status--${order.status === 'CANCELED' ? 'canceled' : 'done'}`
      }
      data-testid="order-row-status"
    >
      {t(orderStatusKey(order.status, order.serviceType))}
    </span>
  );
  return (
    <Link href={paths.order(order.id)} asChild>
      <Cell
        Component="a"
        className="order-row"
        multiline
        subtitle={
          <>
            <time dateTime={order.createdDate} data-testid="order-row-date">
              {formatDate(order.createdDate, { time: true })}
            </time>
            {' · '}
            <span data-testid="order-row-count">{t('orders.itemCount', { count: order.productCount })}</span>
          </>
        }
        description={status}
        after={
          <span className="order-row__total" data-testid="order-row-total">
            {formatAmount(order.totalPrice, t('common.currency'))}
          </span>
        }
        data-testid="order-row"
      >
        <span data-testid="order-row-number">{t('orders.number', { number: order.number })}</span>
      </Cell>
    </Link>
  );
}

/** Grey rows of the list's shape while it loads. */
export function OrderRowsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="order-rows" role="status" aria-label={label} aria-busy="true" data-testid="orders-loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="order-row order-row--skeleton">
          <span className="skeleton order-row__line order-row__line--title" />
          <span className="skeleton order-row__line" />
          <span className="skeleton order-row__line order-row__line--short" />
        </div>
      ))}
    </div>
  );
}
