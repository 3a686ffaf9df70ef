import { useTranslation } from 'react-i18next';
import { Placeholder } from '@/shared/ui/kit.ts';

/** The host names no merchant (an unknown subdomain). */
export function StoreNotFound() {
  const { t } = useTranslation();
  return (
    <main className="screen screen--centered">
      <Placeholder
        header={t('errors.storeNotFoundTitle')}
        description={t('errors.storeNotFound', { host: window.location.host })}
      />
    </main>
  );
}
