import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { launchAtom } from '@platform/index.ts';
import { overallQuery } from '@/entities/catalogue/catalogue.api.ts';
import { menuCatalogueType } from '@/entities/catalogue/catalogue.lib.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { courierAtom } from '@/entities/order/order.queries.ts';
import {
  courierStatusKey,
  isActive,
  isDeliveryService,
  orderStatusKey,
  orderTimeline,
} from '@/entities/order/order.lib.ts';
import { orderExpectedBy } from '@/features/place-order/estimate.lib.ts';
import type { Order } from '@/shared/contract/order.ts';
import { formatDate, formatSchedule, formatTime } from '@/shared/lib/format.ts';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';

/**
 * The dishes of the menu already on the device (the customer came from it), never asked for here: the order's page
 * does not wait for or download the whole catalogue to say when an order comes.
 */
function useMenuOnDevice(): readonly Product[] {
  const queryClient = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  const telegram = useAtomValue(launchAtom).kind === 'telegram';
  return queryClient.getQueryData(overallQuery(merchantId, menuCatalogueType(telegram)).queryKey)?.products ?? [];
}

/**
 * The status in words (announced politely when it changes by itself), the progress path with the time of each step
 * reached, the courier's status for a delivery, and the notes for a cancelled order or a called waiter.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const steps = orderTimeline(order);
  const reached = steps ? steps.filter((step) => step.state !== 'todo').length : 0;
  const eta = orderExpectedBy(order, useMenuOnDevice());
  const tone = order.status === 'CANCELED' ? 'canceled' : isActive(order.status) ? 'active' : 'done';
  return (
    <section className="order-progress" aria-labelledby="order-status-title">
      <h2 id="order-status-title" className="visually-hidden">
        {t('orders.statusTitle')}
      </h2>
      <p
        className={`order-progress__status order-progress__status--${tone}`}
        aria-live="polite"
        data-testid="order-status"
      >
        {t(orderStatusKey(order.status, order.serviceType))}
      </p>
      {eta && (
        <p className="order-progress__eta" data-testid="order-eta">
          {t(isDeliveryService(order.serviceType) ? 'orders.expectedDelivery' : 'orders.expectedReady', {
            time: formatTime(eta),
          })}
        </p>
      )}
      {steps && isActive(order.status) && (
        <div
          className="order-progress__bar"
          role="progressbar"
          aria-label={t('orders.statusTitle')}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={reached}
          data-testid="order-progress-bar"
        >
          <span style={{ width: `${(100 * reached) / steps.length}%` }} />
        </div>
      )}
      {order.status === 'AT_TIME' && order.deliveryAt && (
        <p className="order-progress__note" data-testid="order-scheduled">
          {t('orders.scheduledFor', {
            time: formatSchedule(order.deliveryAt, order.deliveryUntil, { merchantClock: true }),
          })}
        </p>
      )}
      {order.status === 'CANCELED' && (
        <p className="order-progress__note" data-testid="order-canceled">
          {order.canceledAt
            ? t('orders.canceledAt', { time: formatDate(order.canceledAt, { time: true }) })
            : t('orderStatus.CANCELED')}
        </p>
      )}
      {steps && (
        <ol className="order-timeline" data-testid="order-timeline">
          {steps.map((step) => (
            <li
              key={step.status}
              className={`order-timeline__step order-timeline__step--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
              data-state={step.state}
            >
              <span className="order-timeline__dot" aria-hidden="true" />
              <span className="order-timeline__label">{t(step.label)}</span>
              {step.at && (
                <time className="order-timeline__time" dateTime={step.at}>
                  {formatTime(step.at)}
                </time>
              )}
            </li>
          ))}
        </ol>
      )}
      {isDeliveryService(order.serviceType) && order.courierStatus && order.courierStatus !== 'NONE' && (
        <p className="order-progress__courier" data-testid="order-courier-status">
          {t('orders.courier')}: <strong>{t(courierStatusKey(order.courierStatus))}</strong>
        </p>
      )}
      {isDeliveryService(order.serviceType) && isActive(order.status) && order.courierId && (
        <CourierCard orderId={order.id} courierId={order.courierId} />
      )}
      {order.waiterCalledAt && isActive(order.status) && (
        <p className="order-progress__note" data-testid="order-waiter-called">
          {t('orders.waiterCalledAt', { time: formatTime(order.waiterCalledAt) })}
        </p>
      )}
    </section>
  );
}

/** The courier once one is assigned: name, and the phone to call. */
function CourierCard({ orderId, courierId }: { orderId: number; courierId: number }) {
  const { t } = useTranslation();
  const courier = useAtomValue(useMemo(() => courierAtom(orderId, courierId, false), [orderId, courierId]));
  if (!courier.data) return null;
  return (
    <p className="order-progress__courier-card" data-testid="order-courier">
      <span>{courier.data.name}</span>
      {courier.data.phone && <PhoneLink phone={courier.data.phone} label={t('orders.callCourier')} />}
    </p>
  );
}
