import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, Placeholder } from '../../../shared/ui/kit.ts';
import { toApiError } from '../../../shared/api/client.ts';
import { errorText } from '../../../shared/api/error-text.ts';

/** 'No orders yet', with the way to the menu. */
export function NoOrders({ archive }: { archive: boolean }) {
  const { t } = useTranslation();
  return (
    <Placeholder
      header={t('orders.empty')}
      description={t(archive ? 'orders.emptyArchive' : 'orders.emptyActive')}
      action={
        <Link href="/" asChild>
          <Button Component="a" size="m" mode="bezeled" data-testid="orders-to-menu">
            {t('orders.toMenu')}
          </Button>
        </Link>
      }
      data-testid="orders-empty"
    />
  );
}

/** A failed load: the localised reason and a retry. */
export function OrdersFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Placeholder
      header={t('orders.loadFailed')}
      description={<span data-testid="orders-error">{errorText(toApiError(error), i18n.language, t)}</span>}
      action={
        <Button size="m" mode="filled" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
