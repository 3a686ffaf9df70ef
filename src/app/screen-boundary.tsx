import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Placeholder } from '@/shared/ui/kit.ts';

/** The error page for any failure other than "not found": 'Internal Server Error' with a retry. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="screen screen--centered" role="alert" data-testid="error-screen">
      <Placeholder
        header={t('errors.internal')}
        description={t('errors.internalText')}
        action={
          <Button size="m" onClick={onRetry} data-testid="error-retry">
            {t('common.retry')}
          </Button>
        }
      >
        <div className="error-code" aria-hidden="true">
          500
        </div>
      </Placeholder>
    </main>
  );
}

/**
 * Catches a screen's render errors so one broken screen never blanks the app: the header, menus and other routes keep
 * working. Keyed by route in the router, so navigating away clears it; "retry" renders the screen again. With
 * `onFailed` (a part of the shell rather than a screen) it draws nothing in its place and tells its owner.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; onFailed?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.onFailed ? null : <ErrorScreen onRetry={() => this.setState({ failed: false })} />;
  }
}
