import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { branchesToShow } from '@/entities/branch/branch.lib.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { useNow } from '@/shared/lib/use-now.ts';
import { Button } from '@/shared/ui/kit.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';
import { BranchCard, BranchCardSkeleton } from './parts/branch-card.tsx';
import { BranchesViewSwitch } from './parts/view-switch.tsx';
import { useHere } from './use-here.ts';
import './branches.css';

/**
 * `/branches`: every branch a customer can visit, with today's hours and whether it is open now, its services and
 * phone; nearest first once the location is known (used silently when allowed before, asked for on 'Nearest to me').
 * Guests can use it. Behind the `branchesActive` flag (the router's concern).
 */
export function BranchesScreen() {
  const { t } = useTranslation();
  const branches = useAtomValue(branchesAtom);
  const { here, asking, ask } = useHere();
  const now = useNow();
  const point = here.kind === 'known' ? here.point : null;
  const shown = useMemo(() => (branches.data ? branchesToShow(branches.data, point) : null), [branches.data, point]);

  let body;
  if (shown === null && branches.isError)
    body = (
      <LoadFailed
        title={t('branches.loadFailed')}
        error={branches.error}
        retrying={branches.isFetching}
        onRetry={() => void branches.refetch()}
      />
    );
  else if (shown === null)
    body = (
      <div className="branches__list" role="status" aria-label={t('common.loading')}>
        <BranchCardSkeleton />
        <BranchCardSkeleton />
        <BranchCardSkeleton />
      </div>
    );
  else if (shown.length === 0)
    body = <EmptyState title={t('branches.empty')} text={t('branches.emptyText')} testId="branches-empty" />;
  else
    body = (
      <>
        {here.kind !== 'known' && shown.length > 1 && (
          <div className="branches__nearest">
            <Button
              size="s"
              mode="bezeled"
              loading={asking}
              disabled={asking}
              onClick={() => void ask()}
              data-testid="branches-nearest"
            >
              {t('branches.nearest')}
            </Button>
            {here.kind === 'off' && (
              <p className="branches__note" role="status">
                {t('branches.locationOff')}
              </p>
            )}
          </div>
        )}
        <ul className="branches__list" data-testid="branches-list">
          {shown.map(({ branch, km }) => (
            <li key={branch.id}>
              <BranchCard branch={branch} km={km} now={now} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <ScreenFrame
      id="branches"
      className="branches"
      title={t('branches.title')}
      busy={shown === null && !branches.isError}
    >
      <BranchesViewSwitch current="list" />
      {body}
    </ScreenFrame>
  );
}
