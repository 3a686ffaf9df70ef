import { useTranslation } from 'react-i18next';
import { Button, Placeholder } from '../../../shared/ui/kit.ts';

/** While the menu is not there: its failure with a retry, or tiles of grey in the page's own layout. */
export function MenuPending({ failed, onRetry, tiles }: { failed: boolean; onRetry: () => void; tiles: number }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <main className="screen screen--centered">
        <Placeholder header={t('catalogue.loadFailed')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
      </main>
    );
  }
  return (
    <main className="categories" aria-busy="true" aria-label={t('catalogue.loading')}>
      <div className="categories__grid">
        {Array.from({ length: tiles }, (_, i) => (
          <span key={i} className="skeleton category-tile__skeleton" />
        ))}
      </div>
    </main>
  );
}
