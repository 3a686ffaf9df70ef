import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { hapticsAtom, launchAtom, platformAtom, useMainButton } from '../../../platform/index.ts';
import { Cell, Radio, Section, Textarea } from '../../shared/ui/kit.ts';
import { Input } from '../../shared/ui/input.ts';
import { isServerId } from '../../entities/address/address.lib.ts';
import { checkoutDraftAtom, resetAfterOrderAtom } from '../../entities/basket/basket.atoms.ts';
import { merchantIdAtom, settingsAtom, settingsLoadedAtom } from '../../entities/merchant/merchant.atoms.ts';
import { orderQuery, ordersKey } from '../../entities/order/order.api.ts';
import { paymentOptionsQuery } from '../../entities/payment/payment.api.ts';
import { offeredPayments } from '../../entities/payment/payment.lib.ts';
import { isSignedInAtom } from '../../entities/session/session.atoms.ts';
import { toCartLines } from '../../entities/basket/basket.lib.ts';
import { useMenu } from '../../features/locate-branch/use-menu.ts';
import { buildOrderRequest, newIdempotencyKey, scheduledAt } from '../../features/place-order/order-request.lib.ts';
import { submitOrder, validatePromo } from '../../features/place-order/place-order.api.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { ONLINE_PAYMENT_TYPES, type PaymentType } from '../../shared/contract/merchant.ts';
import type { Promo } from '../../shared/contract/order.ts';
import { formatAmount } from '../../shared/lib/format.ts';
import { localize } from '../../shared/lib/localize.ts';
import { rememberRedirect } from '../../shared/routing/return-to.ts';
import { showToastAtom } from '../../shared/ui/toast.atoms.ts';
import { CheckoutSkeleton } from './parts/checkout-skeleton.tsx';
import { DeliverySection } from './parts/delivery-section.tsx';
import { PromoSection } from './parts/promo-section.tsx';
import { SummarySection } from './parts/summary-section.tsx';
import { TableSection } from './parts/table-section.tsx';
import { WhenSection } from './parts/when-section.tsx';
import { useCheckoutQuote } from './use-checkout-quote.ts';
import { paths } from '../../shared/routing/paths.ts';
import './checkout.css';

/** `/checkout`: needs an account (a guest logs in and comes back) and a non-empty basket. */
export function CheckoutScreen() {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) {
    rememberRedirect(paths.checkout);
    return <Redirect to={paths.login} replace />;
  }
  return <Checkout />;
}

function Checkout() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const merchantId = useAtomValue(merchantIdAtom);
  const settings = useAtomValue(settingsAtom);
  const settingsLoaded = useAtomValue(settingsLoadedAtom);
  const launch = useAtomValue(launchAtom);
  const platform = useAtomValue(platformAtom);
  const haptics = useAtomValue(hapticsAtom);
  const setDraft = useSetAtom(checkoutDraftAtom);
  const resetAfterOrder = useSetAtom(resetAfterOrderAtom);
  const toast = useSetAtom(showToastAtom);
  const { overall } = useMenu();
  const queryClient = useQueryClient();
  const [promo, setPromo] = useState<Promo | null>(null);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const quote = useCheckoutQuote(overall.data, promo);
  const { basket, draft, serviceType, branch, address, user, summary, delivery } = quote;
  const payments = useQuery(paymentOptionsQuery(merchantId));
  const offered = payments.data ? offeredPayments(payments.data.methods, payments.data.settings, settings, launch.kind === 'telegram' ? 'bot' : 'web') : [];
  const paymentType = (offered.find((m) => m.type === draft.paymentType) ?? offered[0])?.type as PaymentType | undefined;
  const lines = toCartLines(basket);

  // A promo kept in the draft (after a reload) is checked again for its terms, once per code.
  const rechecked = useRef<string | null>(null);
  useEffect(() => {
    if (!draft.promoCode || promo || !branch || rechecked.current === draft.promoCode) return;
    rechecked.current = draft.promoCode;
    void validatePromo({ code: draft.promoCode, branchId: branch.id, serviceType, cartItems: lines, deliveryPrice: summary.deliveryPrice }).then((r) => {
      if (r.ok) setPromo(r.data.promo);
      else setDraft({ promoCode: undefined });
    });
  }, [draft.promoCode, promo, branch, serviceType, lines, summary.deliveryPrice, setDraft]);

  const blockers = [
    !branch && t('header.selectBranch'),
    delivery && !address && t('checkout.addressRequired'),
    delivery && quote.outOfZone && t('checkout.outOfZone'),
    !paymentType && t('checkout.noPayment'),
    // The spec's reset leaves later=true without a day: that is an order for now until a day is chosen.
    draft.later && !!draft.day && !scheduledAt(draft) && t('checkout.chooseTime'),
    serviceType === 'DINE_IN' && !draft.tableId && t('checkout.chooseTable'),
  ].filter((b): b is string => typeof b === 'string');

  const place = async () => {
    if (placing || blockers.length > 0 || !branch || !paymentType) return;
    setPlacing(true);
    setProblem(null);
    // One key per attempt, saved with the basket before sending: a retry or a relaunch reuses it.
    const key = draft.idempotencyKey ?? newIdempotencyKey();
    if (!draft.idempotencyKey) setDraft({ idempotencyKey: key });
    const request = buildOrderRequest({
      lines,
      draft,
      place: {
        serviceType,
        branchId: branch.id,
        cityId: address?.cityId ?? branch.cityId ?? null,
        address: delivery && address ? { id: isServerId(address.id) ? address.id : null, name: address.name, description: address.description ?? null, latitude: address.latitude, longitude: address.longitude, type: address.type } : null,
        tariffId: quote.tariffId,
        device: launch.kind === 'telegram' ? 'TELEGRAM_MINI_APP' : 'CLIENT_WEB',
      },
      summary,
      paymentType,
    });
    const result = await submitOrder(request, key);
    setPlacing(false);
    if (!result.ok) {
      haptics.notification('error');
      setProblem(errorText(result.error, i18n.language, t));
      return;
    }
    haptics.notification('success');
    resetAfterOrder();
    // The order page opens without a loading flash, and the Active list shows the new order.
    queryClient.setQueryData(orderQuery(merchantId, result.data.id).queryKey, result.data);
    void queryClient.invalidateQueries({ queryKey: ordersKey(merchantId) });
    toast({ kind: 'success', text: t('checkout.placed', { number: result.data.number }) });
    if (result.data.paymentUrl && ONLINE_PAYMENT_TYPES.includes(result.data.paymentType)) platform.openLink(result.data.paymentUrl);
    navigate(paths.order(result.data.id), { replace: true });
  };

  useMainButton(basket.items.length === 0 ? null : { text: `${t('checkout.place')} · ${formatAmount(summary.totalPrice, t('common.currency'))}`, action: () => void place(), enabled: blockers.length === 0 && !quote.quoting, progress: placing });

  if (basket.items.length === 0) return <Redirect to={paths.cart} replace />;
  if (overall.isPending || quote.loading || payments.isPending || !settingsLoaded) {
    return <CheckoutSkeleton title={t('checkout.title')} label={t('common.loading')} />;
  }
  return (
    <main className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">{t('checkout.title')}</h1>
      <Section header={t(`cart.service.${serviceType}`)}>
        <Cell subtitle={t('cart.branch')} multiline>{branch ? localize(branch.name, i18n.language) : t('header.selectBranch')}</Cell>
      </Section>
      {delivery && <DeliverySection address={address} draft={draft} outOfZone={quote.outOfZone} onChange={setDraft} />}
      {serviceType === 'DINE_IN' && branch && <TableSection branchId={branch.id} tableId={draft.tableId ?? null} onChange={(tableId) => setDraft({ tableId })} />}
      {branch && <WhenSection draft={draft} workHours={branch.workHours} now={now} onChange={setDraft} />}
      <Section header={t('checkout.payment')}>
        <div role="radiogroup" aria-label={t('checkout.payment')}>
          {offered.map((method) => (
            <Cell key={method.id} Component="label" before={<Radio name="payment" aria-label={localize(method.title, i18n.language) || method.name} checked={method.type === paymentType} onChange={() => setDraft({ paymentType: method.type })} />} data-testid={`payment-${method.type}`}>
              {localize(method.title, i18n.language) || method.name}
            </Cell>
          ))}
        </div>
      </Section>
      {settings.promoActive && branch && (
        <PromoSection code={draft.promoCode ?? ''} applied={promo} branchId={branch.id} serviceType={serviceType} lines={lines} deliveryPrice={summary.deliveryPrice}
          onApplied={(p, code) => { setPromo(p); setDraft({ promoCode: code || undefined }); }} />
      )}
      {settings.cashbackActive && (user?.cashback ?? 0) > 0 && (
        <Section header={t('checkout.cashbackTitle', { balance: formatAmount(user?.cashback ?? 0, t('common.currency')) })}>
          <Input header={t('checkout.cashbackAmount')} inputMode="numeric" value={draft.cashback ? String(draft.cashback) : ''} data-testid="cashback-input"
            onChange={(e) => { const n = Number(e.target.value.replace(/\D/g, '')); setDraft({ cashback: Number.isFinite(n) ? Math.min(n, user?.cashback ?? 0) : 0 }); }} />
        </Section>
      )}
      <Section header={t('checkout.comment')}>
        <Textarea placeholder={t('checkout.commentHint')} value={draft.comment ?? ''} maxLength={500} onChange={(e) => setDraft({ comment: e.target.value })} />
      </Section>
      <SummarySection summary={summary} delivery={delivery} />
      {blockers.length > 0 && <p className="checkout__problem" role="status" data-testid="checkout-blockers">{blockers[0]}</p>}
      {problem && <p className="checkout__problem" role="alert" data-testid="checkout-problem">{problem}</p>}
    </main>
  );
}
