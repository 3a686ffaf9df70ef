import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import { Button, Placeholder } from '@/shared/ui/kit.ts';

/** The error page for any failure other than "not found": 'Internal Server Error' with a retry. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useText();
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
 * Lazy components whose code could not come, each able to make itself anew. React keeps a lazy component's failed
 * load for good; once a boundary has caught the failure (not before: a part asked for again at once, as React retries
 * a render, would fetch in a loop), each is made anew, so it is fetched again the next time it is drawn (the error
 * page's retry, the route opened again).
 */
const failedLoads = new Set<() => void>();

/** Has `renew` called once a boundary has caught the failure of a lazy load. */
export function renewOnceCaught(renew: () => void): void {
  failedLoads.add(renew);
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
    for (const renew of failedLoads) renew();
    failedLoads.clear();
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.onFailed ? null : <ErrorScreen onRetry={() => this.setState({ failed: false })} />;
  }
}
