import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { launchAtom, useMainButton } from '@platform/index.ts';
import { Cell, Radio, Section, Textarea } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import { checkoutDraftAtom } from '@/entities/basket/basket.atoms.ts';
import { toCartItems } from '@/entities/basket/basket.lib.ts';
import { lineProblemsAt } from '@/entities/catalogue/orderable.lib.ts';
import { merchantIdAtom, settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { paymentOptionsAtom } from '@/entities/payment/payment.queries.ts';
import { offeredPayments } from '@/entities/payment/payment.lib.ts';
import { promoCheckMutation } from '@/entities/promo/promo.api.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { PromoNudge } from '@/features/promo-nudge/promo-nudge.ui.tsx';
import { useMenu } from '@/features/menu/use-menu.ts';
import { useServiceMissing } from '@/features/menu/branch-service.ts';
import { chosenTable, contactsProblem, scheduledAt } from '@/features/place-order/order-request.lib.ts';
import { usePreselectAddress } from '@/entities/address/use-preselect-address.ts';
import { useCheckoutQuote } from '@/features/place-order/use-checkout-quote.ts';
import { usePlaceOrder } from '@/features/place-order/use-place-order.ts';
import type { PaymentType } from '@/shared/contract/merchant.ts';
import type { Promo } from '@/shared/contract/order.ts';
import { estimateMinutes } from '@/features/place-order/estimate.lib.ts';
import { pricedLines } from '@/entities/basket/basket.lib.ts';
import { unitPrice } from '@/shared/contract/pricing.ts';
import { checkHours } from '@/shared/contract/time.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { dishName, localize } from '@/shared/lib/localize.ts';
import { rememberRedirect } from '@/shared/routing/return-to.ts';
import { paths } from '@/shared/routing/paths.ts';
import { useHeldDrawing } from '@/shared/ui/held-drawing.ts';
import { CheckoutSkeleton } from './parts/checkout-skeleton.tsx';
import { DeliverySection } from './parts/delivery-section.tsx';
import { PromoSection } from './parts/promo-section.tsx';
import { ContactsSection } from './parts/contacts-section.tsx';
import { PhoneSection } from './parts/phone-section.tsx';
import { SummarySection, type SummaryLine } from './parts/summary-section.tsx';
import { WhereSection } from './parts/where-section.tsx';
import { TableSection } from './parts/table-section.tsx';
import { WhenSection } from './parts/when-section.tsx';
import './checkout.css';
import { LiveMessage } from '@/shared/ui/live-message.tsx';
import { useNow } from '@/shared/lib/use-now.ts';
import type { ApiError } from '@/shared/api/api-error.ts';

/** `/checkout`: needs an account (a guest logs in and comes back) and a non-empty basket. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  // A page opened on the checkout draws this frame first, the form's hooks not yet run: the title painted with the
  // page's first paint is the one that stays (its largest text, drawn once).
  const held = useHeldDrawing();
  if (!signedIn) {
    rememberRedirect(paths.checkout);
    return <Redirect to={paths.login} replace />;
  }
  return (
    <main className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        {t('checkout.title')}
      </h1>
      {held ? <CheckoutSkeleton /> : <Checkout />}
    </main>
  );
}

function Checkout() {
  const { t, i18n } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const settingsLoaded = useAtomValue(settingsLoadedAtom);
  const launch = useAtomValue(launchAtom);
  const setDraft = useSetAtom(checkoutDraftAtom);
  const { overall } = useMenu();
  const queryClient = useQueryClient();
  const merchantId = useAtomValue(merchantIdAtom);
  const [promo, setPromo] = useState<Promo | null>(null);
  // The times offered follow the clock: a time that passes while the page is open is not kept (the server refuses it).
  const now = useNow();
  const quote = useCheckoutQuote(overall.data, promo);
  const { basket, draft, serviceType, branch, address, user, summary, delivery } = quote;
  usePreselectAddress(delivery);
  const payments = useAtomValue(paymentOptionsAtom);
  const offered = payments.data
    ? offeredPayments(
        payments.data.methods,
        payments.data.settings,
        settings,
        launch.kind === 'telegram' ? 'bot' : 'web',
      )
    : [];
  const paymentType = (offered.find((m) => m.type === draft.paymentType) ?? offered[0])?.type as
    PaymentType | undefined;
  const lines = toCartItems(basket);
  const products = overall.data?.products;
  const summaryLines: SummaryLine[] = pricedLines(basket.items, products).map((priced, index) => {
    const item = basket.items[index];
    const product = products?.find((p) => p.id === item?.productId);
    return {
      key: item?.key ?? String(index),
      name: product ? dishName(product.name, i18n.language) : t('cart.unknownProduct'),
      count: priced.count,
      amount: unitPrice(priced).net * priced.count,
    };
  });
  // An order for now needs the branch open now (the server refuses it otherwise): said before the tap, with a later
  // time to choose.
  const closedNow = !!branch && !scheduledAt(draft) && checkHours(branch.workHours, now) !== 'open';
  const dishes = basket.items.flatMap((item) => products?.find((p) => p.id === item.productId) ?? []);
  // An order for now gets an estimate once its place is known: a branch, and for delivery the tariff's distance.
  const estimate =
    !branch || scheduledAt(draft) || (delivery && quote.distanceKm === null)
      ? null
      : estimateMinutes(dishes, delivery ? { distanceKm: quote.distanceKm ?? 0 } : null);

  // A promo kept in the draft (after a reload) is checked again for its terms, once per code.
  // One that no longer applies (or could not be checked) is taken off the order, and the promo field, still holding
  // it, says why: applied again with a tap once the reason is gone.
  const [recheckFailure, setRecheckFailure] = useState<{ code: string; error: ApiError } | null>(null);
  const { mutate: recheckPromo } = useMutation({
    ...promoCheckMutation(),
    onSuccess: setPromo,
    onError: (error, request) => {
      setRecheckFailure({ code: request.code, error });
      setDraft({ promoCode: undefined });
    },
  });
  const rechecked = useRef<string | null>(null);
  // The promo field drawn afresh when the order is refused for its code: it then shows the refused code and why.
  const [promoRound, setPromoRound] = useState(0);
  const order = usePlaceOrder({
    promoRefused: (code, error) => {
      setRecheckFailure({ code, error });
      setPromo(null);
      setDraft({ promoCode: undefined });
      setPromoRound((round) => round + 1);
    },
  });
  useEffect(() => {
    if (!draft.promoCode || promo || !branch || rechecked.current === draft.promoCode) return;
    rechecked.current = draft.promoCode;
    recheckPromo({
      code: draft.promoCode,
      branchId: branch.id,
      serviceType,
      cartItems: lines,
      deliveryPrice: summary.deliveryPrice,
    });
  }, [draft.promoCode, promo, branch, serviceType, lines, summary.deliveryPrice, recheckPromo]);

  // A dish switched off, out of stock, short of the basket's count or not sold at the branch since the basket was
  // checked (a reload here, the menu refreshed, another branch chosen): the order waits until the basket has changed it.
  const unavailable = overall.data ? lineProblemsAt(overall.data, branch?.id ?? null, basket.items).size : 0;
  // An account signed in by Telegram may have no phone yet: offered first, and a delivery waits for it (the courier
  // calls); a pick-up or a table order may go without, as it always could from Telegram.
  const needsPhone = !!user && !user.phone;
  // Once shown, the row stays to show the number the order goes with.
  const [askedPhone] = useState(needsPhone);
  const serviceMissing = useServiceMissing();
  // The menu could not be read and no copy of it is held: the lines' prices are not known, nor is what the branch sells.
  const menuFailed = overall.isError && overall.data === undefined;
  const blockers = [
    menuFailed && t('cart.menuFailed'),
    quote.branchesFailed && t('branches.loadFailed'),
    unavailable > 0 && t('checkout.unavailable'),
    needsPhone && delivery && t('checkout.phoneRequired'),
    !branch && !quote.branchesFailed && t('header.selectBranch'),
    serviceMissing,
    delivery && !address && t('checkout.addressRequired'),
    delivery && quote.outOfZone && t('checkout.outOfZone'),
    delivery && quote.deliveryFailed && t('checkout.deliveryFailed'),
    !paymentType && t('checkout.noPayment'),
    // The basket has dropped below the applied code's minimum since (the server would refuse the code).
    promo &&
      summary.promoBelowMinimum &&
      t('checkout.promoBelowMinimum', {
        code: promo.code,
        min: formatAmount(promo.minPrice, t('common.currency')),
      }),
    // The spec's reset leaves later=true without a day: that is an order for now until a day is chosen.
    draft.later && !!draft.day && !scheduledAt(draft) && t('checkout.chooseTime'),
    closedNow && t('checkout.closedNow'),
    serviceType === 'DINE_IN' && chosenTable(draft, branch?.id ?? null) === null && t('checkout.chooseTable'),
    contactsProblem({ ...draft, receiver: settings.receiverActive && draft.receiver }, !needsPhone) === 'receiver' &&
      t('checkout.receiverIncomplete'),
    contactsProblem(draft, !needsPhone) === 'receipt' && t('checkout.receiptIncomplete'),
  ].filter((b): b is string => typeof b === 'string');

  const loading = overall.isPending || quote.loading || payments.isPending || !settingsLoaded;
  // Not while the page loads, nor while the menu (a copy from this device, shown at once), the delivery price or a
  // kept promo code (in the draft, not applied yet) is being read again: the total is not known yet.
  const promoUnchecked = !!draft.promoCode && !promo;
  // The menu's fetching read from the cache as this render runs: the menu atom's own flag can trail a fetch that has
  // already ended (its start is announced after the answer when the answer is instant), and would turn the button off
  // again after it had come back on.
  const menuFetching = queryClient.isFetching({ queryKey: ['merchant', merchantId, 'overall'] }) > 0;
  const ready = !loading && !menuFetching && !quote.quoting && !promoUnchecked;
  const place = () => {
    if (ready && blockers.length === 0 && paymentType) order.place(quote, paymentType);
  };
  useMainButton(
    basket.items.length === 0
      ? null
      : {
          text: `${t('checkout.place')} · ${formatAmount(summary.totalPrice, t('common.currency'))}`,
          action: place,
          enabled: ready && blockers.length === 0,
          progress: order.placing,
          // Said once the page is drawn: while it loads, what is missing is not known yet.
          hint: loading ? undefined : blockers[0],
        },
  );

  if (basket.items.length === 0) return <Redirect to={paths.cart} replace />;
  return loading ? (
    <CheckoutSkeleton />
  ) : (
    <>
      {menuFailed && <LoadFailed title={t('cart.menuFailed')} query={overall} />}
      {quote.branchesFailed && <LoadFailed title={t('branches.loadFailed')} query={quote.branches} />}
      {(askedPhone || needsPhone) && <PhoneSection telegram={launch.kind === 'telegram'} phone={user?.phone ?? null} />}
      <WhereSection serviceType={serviceType} branch={branch} address={address} estimate={estimate} />
      {delivery && <DeliverySection address={address} draft={draft} outOfZone={quote.outOfZone} onChange={setDraft} />}
      {serviceType === 'DINE_IN' && branch && (
        <TableSection
          branchId={branch.id}
          tableId={chosenTable(draft, branch.id)}
          onChange={(tableId) => setDraft({ tableId, tableBranchId: branch.id })}
        />
      )}
      {branch && <WhenSection draft={draft} workHours={branch.workHours} now={now} onChange={setDraft} />}
      <Section header={t('checkout.payment')}>
        {payments.isError && <LoadFailed title={t('checkout.paymentsFailed')} query={payments} />}
        <div role="radiogroup" aria-label={t('checkout.payment')}>
          {offered.map((method) => (
            <Cell
              key={method.id}
              Component="label"
              before={
                <Radio
                  name="payment"
                  aria-label={localize(method.title, i18n.language) || method.name}
                  checked={method.type === paymentType}
                  onChange={() => setDraft({ paymentType: method.type })}
                />
              }
              data-testid={`payment-${method.type}`}
            >
              {localize(method.title, i18n.language) || method.name}
            </Cell>
          ))}
        </div>
      </Section>
      {settings.promoActive && branch && (
        <PromoSection
          key={promoRound}
          code={draft.promoCode ?? recheckFailure?.code ?? ''}
          applied={promo}
          branchId={branch.id}
          serviceType={serviceType}
          lines={lines}
          deliveryPrice={summary.deliveryPrice}
          productsTotal={summary.productPrice - summary.productDiscount}
          recheckError={recheckFailure?.error ?? null}
          onApplied={(p, code) => {
            setRecheckFailure(null);
            setPromo(p);
            setDraft({ promoCode: code || undefined });
          }}
        />
      )}
      {settings.cashbackActive && (user?.cashback ?? 0) > 0 && (
        <Section
          header={t('checkout.cashbackTitle', { balance: formatAmount(user?.cashback ?? 0, t('common.currency')) })}
        >
          <Input
            header={t('checkout.cashbackAmount')}
            inputMode="numeric"
            value={draft.cashback ? String(draft.cashback) : ''}
            data-testid="cashback-input"
            onChange={(e) => {
              const n = Number(e.target.value.replace(/\D/g, ''));
              setDraft({ cashback: Number.isFinite(n) ? Math.min(n, user?.cashback ?? 0) : 0 });
            }}
          />
        </Section>
      )}
      <ContactsSection
        draft={draft}
        receiverOffered={settings.receiverActive}
        ownPhone={user?.phone ?? null}
        onChange={setDraft}
      />
      <Section header={t('checkout.comment')}>
        <Textarea
          placeholder={t('checkout.commentHint')}
          value={draft.comment ?? ''}
          maxLength={500}
          onChange={(e) => setDraft({ comment: e.target.value })}
        />
      </Section>
      {!promo && <PromoNudge productsTotal={summary.productPrice - summary.productDiscount} delivery={delivery} />}
      {delivery && quote.deliveryFailed && <LoadFailed title={t('checkout.deliveryFailed')} query={quote.tariff} />}
      <SummarySection summary={summary} lines={summaryLines} delivery={delivery} deliveryKnown={quote.deliveryKnown} />
      {/* The first of these is the main button's hint too, read out there. */}
      {blockers.length > 0 && (
        <p className="checkout__problem" data-testid="checkout-blockers">
          {blockers[0]}
        </p>
      )}
      <LiveMessage className="checkout__problem" testId="checkout-problem">
        {order.problem}
      </LiveMessage>
    </>
  );
}
