import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { platformAtom, useMainButton } from '@platform/index.ts';
import { Button, Placeholder, Title } from '@/shared/ui/kit.ts';
import { orderAtom, orderListsChangedAtom } from '@/entities/order/order.queries.ts';
import { isActive, paymentLink } from '@/entities/order/order.lib.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { useRefreshUser } from '@/entities/session/refresh-user.ts';
import type { OrderStatus } from '@/shared/contract/order.ts';
import { toApiError } from '@/shared/api/client.ts';
import { formatAmount, formatDate } from '@/shared/lib/format.ts';
import { OrderActions, OrderCancel } from './parts/order-actions.tsx';
import { OrderDetails } from './parts/order-details.tsx';
import { OrderLines } from './parts/order-lines.tsx';
import { OrderProgress } from './parts/order-progress.tsx';
import { OrderSkeleton } from './parts/order-skeleton.tsx';
import { useRepeatOrder } from '@/features/repeat-order/use-repeat-order.ts';
import { paths } from '@/shared/routing/paths.ts';
import { useIdParam } from '@/shared/routing/use-id-param.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { SignInPrompt } from '@/shared/ui/sign-in-prompt.tsx';
import './order-screen.css';

/**
 * `/orders/{id}`: one order — its status and progress (refreshing itself while active), payment, lines, amounts,
 * where and when. Cancel while it is still cancellable, call a waiter at the table, follow it on the map. The main
 * button pays an unpaid online order, and repeats an archived one.
 */
export function OrderScreen() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <OrderView id={id} />;
}

function OrderView({ id }: { id: number }) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const order = useAtomValue(useMemo(() => orderAtom(id), [id]));
  useListsFollow(order.data?.status);
  const repeat = useRepeatOrder(order.data);
  const platform = useAtomValue(platformAtom);
  const archived = order.data ? !isActive(order.data.status) : false;
  const pay = order.data ? paymentLink(order.data) : null;
  const total = formatAmount(order.data?.totalPrice ?? 0, t('common.currency'));

  useMainButton(
    !signedIn
      ? null
      : pay
        ? { text: t('orders.pay', { amount: total }), action: () => platform.openLink(pay) }
        : archived
          ? { text: t('orders.repeat'), action: () => void repeat.run(), progress: repeat.pending }
          : null,
  );

  if (!signedIn) {
    return (
      <main className="screen screen--centered">
        <SignInPrompt
          returnTo={paths.order(id)}
          title={t('errors.unauthorized')}
          text={t('orders.guestText')}
          testId="order"
        />
      </main>
    );
  }
  if (order.isPending) return <OrderSkeleton label={t('orders.loadingOne')} />;
  if (!order.data) {
    const error = toApiError(order.error);
    if (error.status === 404) return <NotFound />;
    return (
      <main className="screen screen--centered">
        <LoadFailed
          title={t('orders.loadFailed')}
          error={error}
          errorTestId="order-error"
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
      </main>
    );
  }

  const data = order.data;
  return (
    <main className="screen order-screen" aria-labelledby="order-title" data-testid="order-screen">
      <header className="order-screen__header">
        <Title level="1" weight="1" Component="h1" id="order-title" className="order-screen__title">
          {t('orders.number', { number: data.number })}
        </Title>
        <p className="order-screen__created">
          <time dateTime={data.createdDate}>{formatDate(data.createdDate, { time: true })}</time>
          {' · '}
          {t(`orders.service.${data.serviceType}`)}
        </p>
      </header>
      <OrderProgress order={data} />
      <OrderActions order={data} />
      <OrderLines order={data} />
      <OrderDetails order={data} />
      <OrderCancel order={data} />
    </main>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="screen screen--centered" data-testid="order-not-found">
      <Placeholder
        header={t('orders.notFound')}
        action={
          <Link href={paths.orders} asChild>
            <Button Component="a" size="m" mode="bezeled">
              {t('orders.toOrders')}
            </Button>
          </Link>
        }
      />
    </main>
  );
}

/**
 * A status that changed while the page was open (its polling) refreshes the order lists the customer goes back to;
 * one that finished the order reads the customer again too: a delivered order's cashback is in the balance checkout
 * offers, and a cancelled one's spent cashback is back.
 */
function useListsFollow(status: OrderStatus | undefined) {
  const listsChanged = useSetAtom(orderListsChangedAtom);
  const refreshUser = useRefreshUser();
  const seen = useRef(status);
  useEffect(() => {
    if (status && seen.current && seen.current !== status) {
      void listsChanged();
      if (!isActive(status)) refreshUser();
    }
    seen.current = status;
  }, [status, listsChanged, refreshUser]);
}
