import { useTranslation } from 'react-i18next';
import { isDeliveryService } from '@/entities/order/order.lib.ts';
import { useSeatLabel } from '@/entities/branch/use-seat-label.ts';
import type { Order } from '@/shared/contract/order.ts';
import { formatDate, formatSchedule } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';
import { OrderAddress } from './order-address.tsx';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';

/** Where (the delivery address or the branch), when (placed, scheduled, finished), and the customer's comments. */
export function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const delivery = isDeliveryService(order.serviceType);
  const branchAddress = localize(order.branch.address, i18n.language);
  const times: [string, string | null | undefined, string][] = [
    [t('orders.createdAt'), order.createdDate, 'created'],
    [t(delivery ? 'orders.deliveryAt' : 'orders.pickUpAt'), order.later ? order.deliveryAt : null, 'scheduled'],
    [t('orders.finishedAt'), order.deliveredAt, 'finished'],
  ];
  return (
    <section className="order-section" aria-labelledby="order-place-title">
      <h2 id="order-place-title" className="order-section__title">
        {t(delivery ? 'orders.address' : 'orders.branch')}
      </h2>
      {delivery && order.address ? (
        <OrderAddress order={order} />
      ) : (
        <div className="order-place" data-testid="order-branch">
          <p className="order-place__name">{localize(order.branch.name, i18n.language)}</p>
          {branchAddress && <p className="order-place__hint">{branchAddress}</p>}
          {order.tableId != null && <OrderTable branchId={order.branch.id} tableId={order.tableId} />}
          {order.branch.phone && (
            <p className="order-place__hint">
              <PhoneLink phone={order.branch.phone} />
            </p>
          )}
        </div>
      )}
      <dl className="order-amounts order-times" data-testid="order-times">
        {times
          .filter(([, at]) => Boolean(at))
          .map(([label, at, key]) => (
            <div key={key} className="order-amounts__row" data-testid={`order-time-${key}`}>
              <dt>{label}</dt>
              <dd>
                <time dateTime={at ?? ''}>
                  {key === 'scheduled'
                    ? formatSchedule(at, order.deliveryUntil, { merchantClock: true })
                    : formatDate(at, { time: true })}
                </time>
              </dd>
            </div>
          ))}
      </dl>
      {order.receiverName && (
        <p className="order-place__comment" data-testid="order-receiver">
          <span className="order-place__hint">{t('orders.receiver')}: </span>
          {order.receiverName}
          {order.receiverPhone && (
            <>
              {', '}
              <PhoneLink phone={order.receiverPhone} />
            </>
          )}
        </p>
      )}
      {order.comment && (
        <p className="order-place__comment" data-testid="order-comment">
          <span className="order-place__hint">{t('orders.comment')}: </span>
          {order.comment}
        </p>
      )}
    </section>
  );
}

/**
 * A dine-in's table as the customer chose it, by its hall and number ('Terrace · Table 2'), read from the branch's
 * halls: the order carries only the table's id, which means nothing to a person.
 */
function OrderTable({ branchId, tableId }: { branchId: number; tableId: number }) {
  const seat = useSeatLabel(branchId, { tableId });
  if (!seat) return null;
  return (
    <p className="order-place__hint" data-testid="order-table">
      {seat}
    </p>
  );
}
