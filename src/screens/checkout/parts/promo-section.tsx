import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import type { CartItem, Promo } from '@/shared/contract/order.ts';
import { promoCheckMutation } from '@/entities/promo/promo.api.ts';
import { promosWithin } from '@/entities/promo/promo.lib.ts';
import { myPromosAtom } from '@/entities/promo/promo.queries.ts';

/**
 * The field's text in capitals, changed in the field itself with the caret kept where it was: were only the state
 * upper-cased, React would write a value unlike the one typed and put the caret at the end, so a letter typed in the
 * middle would send the next ones to the end.
 */
function inCapitals(input: HTMLInputElement): string {
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return upper;
}

/** A promo code checked against the basket; the reason it does not apply is said in the user's language. */
export function PromoSection(props: {
  code: string;
  applied: Promo | null;
  branchId: number;
  serviceType: 'DELIVERY' | 'PICK_UP' | 'DINE_IN';
  lines: CartItem[];
  deliveryPrice: number;
  /** Products after their own discounts: the customer's codes this reaches are offered to apply with a tap. */
  productsTotal: number;
  /** Why the code kept from an earlier visit was taken off when it was checked again (shown until the next try). */
  recheckError?: ApiError | null;
  onApplied: (promo: Promo | null, code: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState(props.code);
  const check = useMutation({
    ...promoCheckMutation(),
    onSuccess: (promo, request) => props.onApplied(promo, request.code),
    onError: () => props.onApplied(null, ''),
  });
  // The recheck's reason is about the code it checked: gone once the field holds another.
  const failure = check.error ?? (check.isIdle && code === props.code ? props.recheckError : null);
  const error = failure ? errorText(failure, i18n.language, t) : null;
  const mine = useAtomValue(myPromosAtom).data;
  const [now] = useState(() => new Date());
  const offered = mine
    ? promosWithin(mine, { productsTotal: props.productsTotal, delivery: props.serviceType === 'DELIVERY' }, now)
    : [];
  const apply = (typed = code) => {
    if (!typed.trim()) return;
    check.mutate({
      code: typed.trim(),
      branchId: props.branchId,
      serviceType: props.serviceType,
      cartItems: props.lines,
      deliveryPrice: props.deliveryPrice,
    });
  };
  // Said under the field it is about, before the customer's own codes.
  const problem = error && (
    <p className="checkout__problem checkout__promo-problem" role="alert" data-testid="promo-error">
      {error}
    </p>
  );
  return (
    <Section header={t('checkout.promo')}>
      {props.applied ? (
        <div className="checkout__promo-applied" data-testid="promo-applied">
          <span>{t('checkout.promoApplied', { code: props.applied.code })}</span>
          <Button
            mode="plain"
            size="s"
            onClick={() => {
              setCode('');
              props.onApplied(null, '');
            }}
          >
            {t('checkout.promoRemove')}
          </Button>
        </div>
      ) : (
        <div>
          <div className="checkout__promo">
            <Input
              header={t('checkout.promoCode')}
              value={code}
              onChange={(e) => setCode(inCapitals(e.target))}
              autoCapitalize="characters"
              maxLength={64}
              status={error ? 'error' : 'default'}
              data-testid="promo-input"
            />
            <Button
              size="m"
              mode="bezeled"
              loading={check.isPending}
              disabled={check.isPending || !code.trim()}
              onClick={() => apply()}
              data-testid="promo-apply"
            >
              {t('checkout.promoApply')}
            </Button>
          </div>
          {problem}
          {offered.length > 0 && (
            <div className="checkout__promo-offers" role="group" aria-labelledby="promo-offers-label">
              <span id="promo-offers-label" className="checkout__promo-offers-label">
                {t('promos.yours')}
              </span>
              {offered.map((promo) => (
                <Button
                  key={promo.id}
                  size="m"
                  mode="outline"
                  disabled={check.isPending}
                  onClick={() => {
                    setCode(promo.code);
                    apply(promo.code);
                  }}
                  data-testid="promo-offer"
                >
                  {promo.code}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
