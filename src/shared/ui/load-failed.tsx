import { useText } from '@/shared/i18n/texts.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { Button, Placeholder } from './kit.ts';

/** What a failed query gives the retry: its error, whether it is fetching again, and how to fetch again. */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type Source = { query: FailedQuery } | { error?: unknown; retrying?: boolean; onRetry: () => void };

/**
 * A load that failed: what did not load (`title`), the localised reason when the error is given (in a span named
 * `errorTestId`, for tests), and a retry that spins while it runs. Given the failed `query`, its error, its fetching
 * and its refetch are the reason, the spinner and the retry.
 */
export function LoadFailed(props: { title?: string; errorTestId?: string } & Source) {
  const { title, errorTestId } = props;
  const {
    error,
    retrying = false,
    onRetry,
  } = 'query' in props
    ? { error: props.query.error, retrying: props.query.isFetching, onRetry: () => void props.query.refetch() }
    : props;
  const { t, language } = useText();
  const reason = error === undefined ? undefined : errorText(toApiError(error), language, t);
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
