import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useMainButton, useSecondaryButton } from '@platform/index.ts';
import { Button, Cell, Section } from '@/shared/ui/kit.ts';
import { basketAtom, resetBasketAtom, serviceTypeAtom, setLineCountAtom } from '@/entities/basket/basket.atoms.ts';
import { usePreselectAddress } from '@/entities/address/use-preselect-address.ts';
import { pricedLines } from '@/entities/basket/basket.lib.ts';
import { lineProblemsAt } from '@/entities/catalogue/orderable.lib.ts';
import { stockAt } from '@/entities/catalogue/catalogue.lib.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { PromoNudge } from '@/features/promo-nudge/promo-nudge.ui.tsx';
import { ConfirmDrawer } from '@/shared/ui/confirm-drawer.tsx';
import { useMenu } from '@/features/menu/use-menu.ts';
import { useServiceMissing } from '@/features/menu/branch-service.ts';
import { priceOrder } from '@/shared/contract/pricing.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { BranchSwitch } from './parts/branch-switch.tsx';
import { CartLine } from './parts/cart-line.tsx';
import { DeliveryAddress } from './parts/delivery-address.tsx';
import { Recommendations } from './parts/recommendations.tsx';
import { ServiceTypeSwitch } from './parts/service-type.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import './cart.css';

/** `/cart`: the basket, kept across reloads; lines the branch does not sell are flagged, never dropped silently. */
export function CartScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const basket = useAtomValue(basketAtom);
  const setLineCount = useSetAtom(setLineCountAtom);
  const reset = useSetAtom(resetBasketAtom);
  const toast = useSetAtom(showToastAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const { overall, shaped, branchId } = useMenu();
  const [clearing, setClearing] = useState(false);
  // Before the merchant's settings, the service is the default one (delivery): its address row holds its place.
  const delivery = (useAtomValue(serviceTypeAtom) ?? 'DELIVERY') === 'DELIVERY';
  usePreselectAddress(signedIn && delivery);
  const currency = t('common.currency');

  // Until the menu is in, a line's name, price and availability are unknown, not 'unavailable': it is drawn as a
  // placeholder of the same size, so nothing moves when the menu arrives.
  const menuKnown = overall.data !== undefined;
  // A line is unavailable when the branch does not sell it, or its dish is now shown without the basket; short when
  // the basket holds more of its dish than the branch has left.
  const lines = useMemo(() => {
    const problems = overall.data ? lineProblemsAt(overall.data, branchId, basket.items) : null;
    return basket.items.map((item) => {
      const product = overall.data?.products.find((p) => p.id === item.productId);
      const problem = problems ? problems.get(item.key) : 'unavailable';
      return {
        item,
        product,
        available: problem !== 'unavailable' && problem !== 'options',
        optionsChanged: problem === 'options',
        max: typeof problem === 'object' ? problem.max : null,
      };
    });
  }, [basket.items, overall.data, branchId]);
  const unavailable = menuKnown ? lines.filter((line) => !line.available && !line.optionsChanged).length : 0;
  // Lines whose chosen options the menu no longer offers: each says so itself, and the order waits for them.
  const optionsChanged = menuKnown ? lines.filter((line) => line.optionsChanged).length : 0;
  const short = menuKnown ? lines.filter((line) => line.max !== null).length : 0;
  const serviceMissing = useServiceMissing();
  const summary = priceOrder({
    lines: pricedLines(
      lines.filter((l) => l.available && l.product).map((l) => l.item),
      overall.data?.products,
    ),
    deliveryPrice: 0,
    isDelivery: false,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
  });

  const basketUnits = basket.items.reduce((sum, item) => sum + item.count, 0);

  const signIn = useSignInThenReturn(paths.checkout);
  const checkout = () => (signedIn ? navigate(paths.checkout) : signIn());
  const empty = basket.items.length === 0;
  useMainButton(
    empty
      ? null
      : {
          text: menuKnown
            ? `${t('cart.checkout')} · ${formatAmount(summary.totalPrice, currency)}`
            : t('cart.checkout'),
          action: checkout,
          enabled: unavailable === 0 && optionsChanged === 0 && short === 0 && !serviceMissing && !!overall.data,
        },
  );

  // Inside Telegram, "To the menu" beside the main button: more dishes before checking out.
  const toMenu = useCallback(() => navigate(paths.home), [navigate]);
  useSecondaryButton(empty ? null : { text: t('cart.toMenu'), action: toMenu });

  if (empty) {
    return (
      <main className="screen screen--centered" data-testid="cart-empty">
        <EmptyState
          title={t('cart.emptyTitle')}
          text={t('cart.emptyText')}
          action={
            <Link href={paths.home} asChild>
              <Button>{t('cart.toMenu')}</Button>
            </Link>
          }
        />
      </main>
    );
  }
  return (
    <main className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart__title">
        {t('cart.title')}
      </h1>
      <ServiceTypeSwitch />
      <Section>
        {delivery && <DeliveryAddress />}
        <BranchSwitch overall={overall.data} />
      </Section>
      {serviceMissing && (
        <p className="cart__warning" role="alert" data-testid="cart-service-missing">
          {serviceMissing}
        </p>
      )}
      {!menuKnown && overall.isError && <LoadFailed title={t('cart.menuFailed')} query={overall} />}
      {unavailable > 0 && (
        <p className="cart__warning" role="alert" data-testid="cart-warning">
          {t('cart.unavailableWarning', { count: unavailable })}
        </p>
      )}
      {short > 0 && (
        <p className="cart__warning" role="alert" data-testid="cart-short">
          {t('cart.shortWarning')}
        </p>
      )}
      <ul className="cart__lines">
        {lines.map(({ item, product, available, optionsChanged: changed, max }) => (
          <CartLine
            key={item.key}
            item={item}
            product={product}
            available={available}
            optionsChanged={changed}
            max={max}
            loading={!menuKnown}
            onCount={(count) => {
              const result = setLineCount({ key: item.key, count, stock: product ? stockAt(product, branchId) : null });
              if (result.limitedTo !== null)
                toast({ kind: 'error', text: t('basket.notEnough', { max: result.limitedTo }) });
            }}
          />
        ))}
      </ul>
      {/* Remounted when the menu arrives: the amounts replace their placeholders rather than slide over them. */}
      <Section key={menuKnown ? 'priced' : 'pricing'}>
        <Cell after={menuKnown ? formatAmount(summary.productPrice, currency) : <AmountPlaceholder />}>
          {t('cart.products', { count: menuKnown ? summary.productCount : basketUnits })}
        </Cell>
        {summary.productDiscount > 0 && (
          <Cell after={`−${formatAmount(summary.productDiscount, currency)}`}>{t('cart.discount')}</Cell>
        )}
        <Cell
          after={
            menuKnown ? (
              <strong data-testid="cart-total">{formatAmount(summary.totalPrice, currency)}</strong>
            ) : (
              <AmountPlaceholder />
            )
          }
        >
          {t('cart.total')}
        </Cell>
      </Section>
      {menuKnown && <PromoNudge productsTotal={summary.productPrice - summary.productDiscount} delivery={delivery} />}
      <div className="cart__actions">
        <Button mode="plain" size="s" onClick={() => setClearing(true)} data-testid="cart-clear">
          {t('cart.clear')}
        </Button>
      </div>
      {/* Last on the page: arriving with the menu, it moves nothing above it. */}
      {shaped && <Recommendations shaped={shaped} branchId={branchId} />}
      <ConfirmDrawer
        open={clearing}
        onOpenChange={setClearing}
        title={t('cart.clearTitle')}
        text={t('cart.clearText')}
        confirmLabel={t('cart.clearConfirm')}
        cancelLabel={t('common.cancel')}
        pending={false}
        destructive
        onConfirm={() => {
          reset();
          setClearing(false);
        }}
        testId="cart-clear-drawer"
      />
    </main>
  );
}

/** An amount not known yet (the menu has not come): a placeholder as wide as a typical price. */
function AmountPlaceholder() {
  return <span className="skeleton cart__amount-placeholder" aria-hidden="true" />;
}
