import { useTranslation } from 'react-i18next';

/**
 * The checkout's form while what it is built from loads (the branch list, the payment methods, the settings): grey
 * blocks filling the window under the title, then the whole form at once, so no section pushes the others down as
 * its data comes in.
 */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="checkout__skeleton skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="checkout-skeleton"
    >
      {[64, 120, 96, 120, 88].map((height, index) => (
        <span key={index} className="skeleton checkout__skeleton-block" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}
