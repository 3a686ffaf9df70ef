import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/lib/use-now.ts';
import { Button } from '@/shared/ui/kit.ts';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';
import { BranchCard, BranchCardSkeleton } from './parts/branch-card.tsx';
import { BranchesViewSwitch } from './parts/view-switch.tsx';
import { useHere } from './use-here.ts';
import { useShownBranches } from '@/entities/branch/use-shown-branches.tsx';
import './branches.css';

/**
 * `/branches`: every branch a customer can visit, with today's hours and whether it is open now, its services and
 * phone; nearest first once the location is known (used silently when allowed before, asked for on 'Nearest to me').
 * Guests can use it. Behind the `branchesActive` flag (the router's concern).
 */
export function BranchesScreen() {
  const { t } = useTranslation();
  const { here, asking, ask } = useHere();
  const now = useNow();
  const view = useShownBranches(
    here.kind === 'known' ? here.point : null,
    <div className="branches__list" role="status" aria-label={t('common.loading')}>
      <BranchCardSkeleton />
      <BranchCardSkeleton />
      <BranchCardSkeleton />
    </div>,
  );

  return (
    <ScreenFrame id="branches" className="branches" title={t('branches.title')} busy={view.shown === null && view.busy}>
      <BranchesViewSwitch current="list" />
      {view.shown === null ? (
        view.instead
      ) : (
        <>
          {here.kind !== 'known' && view.shown.length > 1 && (
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
            {view.shown.map(({ branch, km }) => (
              <li key={branch.id}>
                <BranchCard branch={branch} km={km} now={now} />
              </li>
            ))}
          </ul>
        </>
      )}
    </ScreenFrame>
  );
}
