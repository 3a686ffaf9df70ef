import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/shared/ui/kit.ts';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed, type FailedQuery } from '@/shared/ui/load-failed.tsx';

/** 'No orders yet', with the way to the menu. */
export function NoOrders({ archive }: { archive: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('orders.empty')}
      text={t(archive ? 'orders.emptyArchive' : 'orders.emptyActive')}
      action={
        <Link href={paths.home} asChild>
          <Button Component="a" size="m" mode="bezeled" data-testid="orders-to-menu">
            {t('orders.toMenu')}
          </Button>
        </Link>
      }
      testId="orders-empty"
    />
  );
}

/** A failed load: the localised reason and a retry. */
export function OrdersFailed({ query }: { query: FailedQuery }) {
  const { t } = useTranslation();
  return <LoadFailed title={t('orders.loadFailed')} query={query} errorTestId="orders-error" />;
}
