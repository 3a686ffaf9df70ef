import { useTranslation } from 'react-i18next';
import { Cell, Section } from '@/shared/ui/kit.ts';
import type { PriceSummary } from '@/shared/contract/pricing.ts';
import { formatAmount } from '@/shared/lib/format.ts';

/** Products + delivery − discounts − cashback = total, as the server will compute it. */
export function SummarySection({ summary, delivery }: { summary: PriceSummary; delivery: boolean }) {
  const { t } = useTranslation();
  const money = (value: number) => formatAmount(value, t('common.currency'));
  return (
    <Section header={t('checkout.summary')}>
      <Cell after={money(summary.productPrice)}>{t('cart.products', { count: summary.productCount })}</Cell>
      {delivery && (
        <Cell after={money(summary.deliveryPrice)} data-testid="summary-delivery">
          {t('checkout.delivery')}
        </Cell>
      )}
      {summary.totalDiscount > 0 && (
        <Cell after={`−${money(summary.totalDiscount)}`} data-testid="summary-discount">
          {t('cart.discount')}
        </Cell>
      )}
      {summary.cashback > 0 && <Cell after={`−${money(summary.cashback)}`}>{t('checkout.cashback')}</Cell>}
      <Cell after={<strong data-testid="summary-total">{money(summary.totalPrice)}</strong>}>{t('cart.total')}</Cell>
    </Section>
  );
}
