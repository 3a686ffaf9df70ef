import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/format.ts';

/** A monthly salary, or 'by agreement' when the vacancy names none. */
export function Salary({ amount, className }: { amount: number | null | undefined; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className} data-testid="vacancy-salary">
      {amount
        ? t('vacancies.salary', { amount: formatAmount(amount, t('common.currency')) })
        : t('vacancies.salaryOpen')}
    </span>
  );
}
