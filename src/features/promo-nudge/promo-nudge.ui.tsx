import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { myPromosAtom } from '@/entities/promo/promo.queries.ts';
import { promoNudge } from '@/entities/promo/promo.lib.ts';
import './promo-nudge.css';

/**
 * 'Add 20 000 so'm more for free delivery': the customer's promo code the basket is closest to reaching, with a bar
 * of how far it has come. Shown to a signed-in customer of a merchant with promos on; nothing otherwise.
 */
export function PromoNudge(props: { productsTotal: number; delivery: boolean }) {
  const { t } = useTranslation();
  const promosOn = useAtomValue(settingsAtom).promoActive;
  const promos = useAtomValue(myPromosAtom);
  const [now] = useState(() => new Date());
  const nudge = promosOn && promos.data ? promoNudge(promos.data, props, now) : null;
  if (!nudge) return null;
  const money = (value: number) => formatAmount(value, t('common.currency'));
  const amount = money(nudge.missing);
  const text =
    nudge.gives.kind === 'freeDelivery'
      ? t('promos.nudgeFreeDelivery', { amount })
      : t('promos.nudgeDiscount', {
          amount,
          value: nudge.gives.kind === 'amountOff' ? money(nudge.gives.value) : `${nudge.gives.value}%`,
        });
  return (
    <div className="promo-nudge" data-testid="promo-nudge">
      <p className="promo-nudge__text">
        {text} <span className="promo-nudge__code">{t('promos.nudgeCode', { code: nudge.code })}</span>
      </p>
      <div className="promo-nudge__bar" aria-hidden="true">
        <div className="promo-nudge__fill" style={{ width: `${Math.round(nudge.progress * 100)}%` }} />
      </div>
    </div>
  );
}
