import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { launchAtom, platformAtom } from '@platform/index.ts';
import { isServerId } from '@/entities/address/address.lib.ts';
import { resetAfterOrderAtom } from '@/entities/basket/after-order.atoms.ts';
import { checkoutDraftAtom } from '@/entities/basket/basket.atoms.ts';
import { toCartItems } from '@/entities/basket/basket.lib.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { orderChangedAtom } from '@/entities/order/order.queries.ts';
import { useRefreshUser } from '@/entities/session/refresh-user.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { ONLINE_PAYMENT_TYPES, type PaymentType } from '@/shared/contract/merchant.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';
import { buildOrderRequest, flatDetails, newIdempotencyKey } from './order-request.lib.ts';
import { PLACE_ORDER_KEY, placeOrderMutation } from './place-order.api.ts';
import type { CheckoutQuote } from './use-checkout-quote.ts';
import { isMobileBrowser } from '@/shared/lib/device.ts';
import type { ApiError } from '@/shared/api/api-error.ts';

/**
 * Placing the checkout's order (spec §4), the whole sequence: the request from the basket, the draft and the quote,
 * sent once with the attempt's idempotency key; on success the basket is reset, the order cached (and the order
 * lists refreshed), a toast shown, the
 * payment page opened for an online payment and the order's page opened in place of the checkout; on failure the
 * reason, in the person's language, is `problem`, and what the order was priced with is read again.
 */
export function usePlaceOrder(
  options: {
    /** The order was refused for its promo code (expired, used up, below its minimum since it was applied). */
    promoRefused?: (code: string, error: ApiError) => void;
  } = {},
) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const launch = useAtomValue(launchAtom);
  const platform = useAtomValue(platformAtom);
  const setDraft = useSetAtom(checkoutDraftAtom);
  const resetAfterOrder = useSetAtom(resetAfterOrderAtom);
  const toast = useSetAtom(showToastAtom);
  const orderChanged = useSetAtom(orderChangedAtom);
  const queryClient = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  const [rereading, setRereading] = useState(false);
  // The cashback balance moves with every order: read again after one is placed or refused.
  const refreshUser = useRefreshUser();
  const mutation = useMutation(
    placeOrderMutation({
      placed: (order, sent) => {
        resetAfterOrder(sent.lines);
        // The order page opens without a loading flash, and the Active list shows the new order.
        void orderChanged(order);
        refreshUser();
        toast({ kind: 'success', text: t('checkout.placed', { number: order.number }) });
        if (order.paymentUrl && ONLINE_PAYMENT_TYPES.includes(order.paymentType)) platform.openLink(order.paymentUrl);
        navigate(paths.order(order.id), { replace: true });
      },
      failed: (error, sent) => {
        if (error.code === 'IDEMPOTENCY_CONFLICT') {
          if (error.orderId === null) {
            // A server that does not say which order the attempt made: the next tap is a new attempt.
            setDraft({ idempotencyKey: undefined, keyLines: undefined });
            return;
          }
          // The attempt's order was placed, its answer lost on the way (a time-out, a reload, a closed app), and the
          // checkout changed since: that order is the one the kitchen has, so it is shown, never a second one placed.
          // Its lines leave the basket, not the ones sent now: what was added since stays for the next order.
          resetAfterOrder(sent.keyLines);
          void orderChanged(null);
          refreshUser();
          toast({ kind: 'success', text: t('checkout.alreadyPlaced') });
          navigate(paths.order(error.orderId), { replace: true });
          return;
        }
        // Refused: the server keeps nothing under the key, so the lines of the next attempt are the ones it may place.
        if (error.kind === 'http') setDraft({ keyLines: undefined });
        // Refused for its prices, dishes, stock or cashback: what the checkout priced it with is read again, so the
        // page shows the server's figures and the next tap sends them. Until they are in, the button stays busy: a
        // tap meanwhile would send the refused figures again.
        // Refused for its address (deleted or changed on another device): the saved list is read again, and the
        // basket's choice follows it (usePreselectAddress).
        if (error.kind === 'http' && error.field === 'addressId')
          void queryClient.invalidateQueries({ queryKey: ['merchant', merchantId, 'addresses'] });
        // Refused for its promo code: the code comes off the order, and the promo field says why (the checkout's
        // `promoRefused`), so the next tap is not refused the same way.
        if (error.kind === 'http' && error.field === 'promoCode')
          options.promoRefused?.(sent.request.promoCode ?? '', error);
        if (error.kind === 'http' && (error.status === 409 || error.status === 422)) {
          setRereading(true);
          refreshUser();
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: ['merchant', merchantId, 'overall'] }),
            queryClient.invalidateQueries({ queryKey: ['merchant', merchantId, 'tariff'] }),
          ]).finally(() => setRereading(false));
        }
      },
    }),
  );

  const place = (quote: CheckoutQuote, paymentType: PaymentType) => {
    const { draft, branch, address, delivery } = quote;
    // Never twice: asked of the mutation cache, which knows at once, not of a render that may not have happened yet.
    if (!branch || rereading || queryClient.isMutating({ mutationKey: PLACE_ORDER_KEY }) > 0) return;
    // One key per attempt, saved with the basket (and the lines it was first sent with) before sending: a retry or a
    // relaunch reuses it.
    const idempotencyKey = draft.idempotencyKey ?? newIdempotencyKey();
    const keyLines = (draft.idempotencyKey && draft.keyLines) || quote.basket.items;
    if (!draft.idempotencyKey || !draft.keyLines) setDraft({ idempotencyKey, keyLines });
    const request = buildOrderRequest({
      lines: toCartItems(quote.basket),
      draft: { ...draft, ...flatDetails(draft, address) },
      place: {
        serviceType: quote.serviceType,
        branchId: branch.id,
        cityId: address?.cityId ?? branch.cityId ?? null,
        address:
          delivery && address
            ? {
                id: isServerId(address.id) ? address.id : null,
                name: address.name,
                description: address.description ?? null,
                latitude: address.latitude,
                longitude: address.longitude,
                type: address.type,
              }
            : null,
        tariffId: quote.tariffId,
        device:
          launch.kind === 'telegram'
            ? 'TELEGRAM_MINI_APP'
            : isMobileBrowser()
              ? 'CLIENT_WEB_MOBILE'
              : 'CLIENT_WEB_DESKTOP',
      },
      summary: quote.summary,
      paymentType,
    });
    mutation.mutate({ request, idempotencyKey, lines: quote.basket.items, keyLines });
  };

  return {
    place,
    placing: mutation.isPending || rereading,
    problem: mutation.error ? errorText(mutation.error, i18n.language, t) : null,
  };
}
