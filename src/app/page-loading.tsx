import { useText } from '@/shared/i18n/texts.ts';
import { useScreenLoading } from '@platform/index.ts';

/**
 * A screen whose code or settings are still on the way: it fills the window (the footer under it does not show and
 * then jump away) and shows a spinner only if the wait lasts. Plain CSS, so the first screen does not bring a
 * component library's spinner with it. `compact` inside a sheet or pop-up, which should not grow to the window.
 */
export function PageLoading({ compact = false }: { compact?: boolean }) {
  const { t } = useText();
  // The screen before hands its main button over to the one coming, rather than hiding it meanwhile.
  useScreenLoading();
  return (
    <div className={compact ? 'page-loading page-loading--compact' : 'page-loading'} role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
