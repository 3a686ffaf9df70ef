import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activeOrdersAtom, orderListsChangedAtom } from '@/entities/order/order.queries.ts';
import { useRefreshUser } from '@/entities/session/refresh-user.ts';
import type { Order } from '@/shared/contract/order.ts';
import { NoOrders, OrdersFailed } from './list-states.tsx';
import { OrderRows, OrderRowsSkeleton } from './order-row.tsx';

/** The Active tab: every order not yet history, in one answer (the active endpoint is not paged), kept fresh. */
export function ActiveOrders() {
  const { t } = useTranslation();
  const orders = useAtomValue(activeOrdersAtom);
  useFinishedFollow(orders.data);
  if (orders.isPending) return <OrderRowsSkeleton label={t('orders.loading')} />;
  if (orders.isError && !orders.data) return <OrdersFailed query={orders} />;
  if (orders.data.length === 0) return <NoOrders archive={false} />;
  return <OrderRows orders={orders.data} />;
}

/**
 * An order gone from the list since its last answer is history now: the Archive tab's pages are read again when next
 * shown (they would lack it until they went stale), and so is the customer, whose cashback it may have moved.
 */
function useFinishedFollow(orders: Order[] | undefined) {
  const listsChanged = useSetAtom(orderListsChangedAtom);
  const refreshUser = useRefreshUser();
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const ids = new Set(orders.map((order) => order.id));
    const left = seen.current !== null && [...seen.current].some((id) => !ids.has(id));
    seen.current = ids;
    if (left) {
      void listsChanged(['pages']);
      refreshUser();
    }
  }, [orders, listsChanged, refreshUser]);
}
