import { useTranslation } from 'react-i18next';
import { Cell, Section } from '@/shared/ui/kit.ts';
import type { PriceSummary } from '@/shared/contract/pricing.ts';
import { formatAmount } from '@/shared/lib/format.ts';

export interface SummaryLine {
  key: string;
  name: string;
  count: number;
  amount: number;
}

/**
 * What is ordered, line by line, then products + delivery − discounts − cashback = total, as the server will compute
 * it. A delivery price not known yet (no address, or its tariff still coming) says so rather than showing 0.
 */
export function SummarySection(props: {
  summary: PriceSummary;
  lines: readonly SummaryLine[];
  delivery: boolean;
  /** The delivery price is known (a tariff for the address came back). */
  deliveryKnown: boolean;
}) {
  const { t } = useTranslation();
  const { summary, lines, delivery, deliveryKnown } = props;
  const money = (value: number) => formatAmount(value, t('common.currency'));
  return (
    <Section header={t('checkout.summary')}>
      <ul className="checkout__lines" data-testid="checkout-lines">
        {lines.map((line) => (
          <li key={line.key} className="checkout__line" data-testid="checkout-line">
            <span className="checkout__line-count">{line.count}×</span>
            <span className="checkout__line-name">{line.name}</span>
            <span className="checkout__line-amount">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <Cell after={money(summary.productPrice)} data-testid="summary-products">
        {t('cart.products', { count: summary.productCount })}
      </Cell>
      {delivery && (
        <Cell
          after={deliveryKnown ? money(summary.deliveryPrice) : t('checkout.deliveryUnknown')}
          data-testid="summary-delivery"
        >
          {t('checkout.delivery')}
        </Cell>
      )}
      {summary.totalDiscount > 0 && (
        <Cell after={`−${money(summary.totalDiscount)}`} data-testid="summary-discount">
          {t('cart.discount')}
        </Cell>
      )}
      {summary.cashback > 0 && (
        <Cell after={`−${money(summary.cashback)}`} data-testid="summary-cashback">
          {t('checkout.cashback')}
        </Cell>
      )}
      <Cell after={<strong data-testid="summary-total">{money(summary.totalPrice)}</strong>}>{t('cart.total')}</Cell>
    </Section>
  );
}
