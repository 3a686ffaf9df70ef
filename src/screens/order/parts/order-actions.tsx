import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshUser } from '@/entities/session/refresh-user.ts';
import { Link, useLocation } from 'wouter';
import { useSecondaryButton } from '@platform/index.ts';
import { Button } from '@/shared/ui/kit.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { callWaiter, cancelOrder } from '@/entities/order/order.api.ts';
import { orderChangedAtom } from '@/entities/order/order.queries.ts';
import { canCallWaiter, canCancel, isDeliveryService, showsPaymentState } from '@/entities/order/order.lib.ts';
import { unwrap } from '@/shared/api/api-error.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { Order } from '@/shared/contract/order.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { ConfirmDrawer } from '@/shared/ui/confirm-drawer.tsx';
import { paths } from '@/shared/routing/paths.ts';

/** What an order action does with the server's answer: shows it at once, then refreshes every order list. */
function useOrderSettle() {
  const { t, i18n } = useTranslation();
  const toast = useSetAtom(showToastAtom);
  const orderChanged = useSetAtom(orderChangedAtom);
  return (success: string) => ({
    // The toasts give the haptics (app/haptics.tsx): a success toast its success, an error toast (an alert) its error.
    onSuccess: (changed: Order) => {
      void orderChanged(changed);
      toast({ kind: 'success', text: success });
    },
    onError: (error: Error) => {
      toast({ kind: 'error', text: errorText(toApiError(error), i18n.language, t) });
      void orderChanged(null);
    },
  });
}

/**
 * Payment state (paying is the main button's), the map of a delivery (inside Telegram on the secondary button) and
 * "Call a waiter" at a dine-in table.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const settle = useOrderSettle();
  const toMap = useCallback(() => navigate(paths.orderMap(order.id)), [navigate, order.id]);
  const mapNative = useSecondaryButton(
    isDeliveryService(order.serviceType) ? { text: t('orders.onMap'), action: toMap } : null,
  );
  const waiterCall = useMutation({
    mutationFn: async (id: number) => unwrap(await callWaiter(id)),
    ...settle(t('orders.waiterCalled')),
  });
  const pending = waiterCall.isPending ? 'waiter' : null;
  const waiter = () => waiterCall.mutate(order.id);

  return (
    <section className="order-actions" aria-label={t('orders.actions')}>
      <p className="order-actions__payment" data-testid="order-payment">
        <span className="order-actions__label">{t('checkout.payment')}</span>
        <span>{t(`orders.paymentType.${order.paymentType}`)}</span>
        {showsPaymentState(order) && (
          <span
            className={order.isPaid ? 'order-paid order-paid--yes' : 'order-paid order-paid--no'}
            data-testid="order-paid"
          >
            {t(order.isPaid ? 'orders.paid' : 'orders.unpaid')}
          </span>
        )}
      </p>
      {isDeliveryService(order.serviceType) && !mapNative && (
        <Link href={paths.orderMap(order.id)} asChild>
          <Button Component="a" size="l" stretched mode="bezeled" data-testid="order-map-link">
            {t('orders.onMap')}
          </Button>
        </Link>
      )}
      {canCallWaiter(order) && (
        <Button
          size="l"
          stretched
          mode="bezeled"
          loading={pending === 'waiter'}
          disabled={pending !== null}
          onClick={waiter}
          data-testid="order-call-waiter"
        >
          {t('orders.callWaiter')}
        </Button>
      )}
    </section>
  );
}

/**
 * Cancelling, last on the page and quiet (a plain button, not a red bar under the status), behind a keep / yes-cancel
 * drawer: while the order is OPEN, ACCEPTED or AT_TIME and the merchant allows cancelling.
 */
export function OrderCancel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const settle = useOrderSettle();
  const [drawer, setDrawer] = useState(false);
  // A cancelled order gives back the cashback it was paid with: the balance is read again, even when the page has been
  // left before the answer came (the page's own read as it sees the order finish shares this one).
  const refreshUser = useRefreshUser();
  const settled = settle(t('orders.canceled'));
  const cancel = useMutation({
    mutationFn: async (id: number) => unwrap(await cancelOrder(id)),
    ...settled,
    onSuccess: (changed: Order) => {
      settled.onSuccess(changed);
      refreshUser();
    },
  });
  if (!canCancel(order.status) || !settings.cancelOrderActive) return null;
  const pending = cancel.isPending ? 'cancel' : null;
  const confirmCancel = () => cancel.mutate(order.id, { onSettled: () => setDrawer(false) });
  return (
    <div className="order-actions order-actions--cancel">
      {
        <Button
          size="m"
          stretched
          mode="plain"
          className="order-actions__destructive"
          disabled={pending !== null}
          onClick={() => setDrawer(true)}
          data-testid="order-cancel"
        >
          {t('orders.cancel')}
        </Button>
      }
      <ConfirmDrawer
        open={drawer}
        onOpenChange={(open) => pending !== 'cancel' && setDrawer(open)}
        title={t('orders.cancelTitle')}
        text={t('orders.cancelText', { number: order.number })}
        lead="keep"
        cancelLabel={t('orders.cancelKeep')}
        confirmLabel={t('orders.cancelConfirm')}
        pending={pending === 'cancel'}
        onConfirm={confirmCancel}
        testId="order-cancel-drawer"
      />
    </div>
  );
}
