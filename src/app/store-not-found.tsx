import { useText } from '@/shared/i18n/texts.ts';
import { Placeholder } from '@/shared/ui/kit.ts';

/** The host names no merchant (an unknown subdomain). */
export function StoreNotFound() {
  const { t } = useText();
  return (
    <main className="screen screen--centered">
      <Placeholder
        header={t('errors.storeNotFoundTitle')}
        description={t('errors.storeNotFound', { host: window.location.host })}
      />
    </main>
  );
}
