import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';

/** While the menu is not there: its failure with a retry, or tiles of grey in the page's own layout. */
export function MenuPending({
  failed,
  error,
  onRetry,
  tiles,
}: {
  failed: boolean;
  error?: unknown;
  onRetry: () => void;
  tiles: number;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <main className="screen screen--centered">
        <LoadFailed title={t('catalogue.loadFailed')} error={error ?? undefined} onRetry={onRetry} />
      </main>
    );
  }
  return (
    <main className="categories" aria-busy="true" aria-label={t('catalogue.loading')}>
      <div className="categories__grid skeleton-group">
        {Array.from({ length: tiles }, (_, i) => (
          <span key={i} className="skeleton category-tile__skeleton" />
        ))}
      </div>
    </main>
  );
}
