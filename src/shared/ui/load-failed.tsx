import { useTranslation } from 'react-i18next';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { Button, Placeholder } from './kit.ts';

/**
 * A load that failed: what did not load (`title`), the localised reason when the error is given (in a span named
 * `errorTestId`, for tests), and a retry that spins while `retrying`.
 */
export function LoadFailed({
  title,
  error,
  retrying = false,
  onRetry,
  errorTestId,
}: {
  title?: string;
  error?: unknown;
  retrying?: boolean;
  onRetry: () => void;
  errorTestId?: string;
}) {
  const { t, i18n } = useTranslation();
  const reason = error === undefined ? undefined : errorText(toApiError(error), i18n.language, t);
  return (
    <Placeholder
      header={title}
      description={errorTestId && reason !== undefined ? <span data-testid={errorTestId}>{reason}</span> : reason}
      action={
        <Button size="m" mode="filled" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
