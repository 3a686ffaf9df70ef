import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { activeOrdersAtom } from '@/entities/order/order.queries.ts';
import { NoOrders, OrdersFailed } from './list-states.tsx';
import { OrderRows, OrderRowsSkeleton } from './order-row.tsx';

/** The Active tab: every order not yet history, in one answer (the active endpoint is not paged), kept fresh. */
export function ActiveOrders() {
  const { t } = useTranslation();
  const orders = useAtomValue(activeOrdersAtom);
  if (orders.isPending) return <OrderRowsSkeleton label={t('orders.loading')} />;
  if (orders.isError && !orders.data) return <OrdersFailed query={orders} />;
  if (orders.data.length === 0) return <NoOrders archive={false} />;
  return <OrderRows orders={orders.data} />;
}
