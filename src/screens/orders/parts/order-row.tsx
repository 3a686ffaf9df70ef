import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, Cell } from '@/shared/ui/kit.ts';
import { useRepeatOrder } from '@/features/repeat-order/use-repeat-order.ts';
import { smallImageUrl } from '@/shared/lib/image-url.ts';
import { isActive, orderStatusKey } from '@/entities/order/order.lib.ts';
import type { Order } from '@/shared/contract/order.ts';
import { formatAmount, formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/routing/paths.ts';

/** Pictures of an order's first dishes on its row. */
const THUMBNAILS = 3;

/**
 * The orders as rows: the first dishes' pictures, number, date and time, item count; status and total on the right.
 * Each opens its order; a finished one can be repeated from its row.
 */
export function OrderRows({ orders }: { orders: readonly Order[] }) {
  return (
    <ul className="order-rows" data-testid="order-rows">
      {orders.map((order) => (
        <li key={order.id} className="order-rows__item">
          <OrderRow order={order} />
          {!isActive(order.status) && <RepeatButton order={order} />}
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
        before={
          <span className="order-row__thumbs" aria-hidden="true">
            {order.items.slice(0, THUMBNAILS).map((line, index) => (
              <img key={index} src={smallImageUrl(line.image, 40)} alt="" loading="lazy" width={40} height={40} />
            ))}
          </span>
        }
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
        data-testid="order-row"
      >
        {/* The total on the number's line: the date and the status below have the row's whole width (a long status,
            Uzbek "Belgilangan vaqtga buyurtma", stays on one line at 320 px). */}
        <span className="order-row__head">
          <span data-testid="order-row-number">{t('orders.number', { number: order.number })}</span>
          <span className="order-row__total" data-testid="order-row-total">
            {formatAmount(order.totalPrice, t('common.currency'))}
          </span>
        </span>
      </Cell>
    </Link>
  );
}

function RepeatButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const repeat = useRepeatOrder(order);
  return (
    <Button
      size="s"
      mode="bezeled"
      className="order-rows__repeat"
      loading={repeat.pending}
      onClick={repeat.run}
      aria-label={`${t('orders.repeat')}: ${t('orders.number', { number: order.number })}`}
      data-testid="order-row-repeat"
    >
      {t('orders.repeat')}
    </Button>
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
