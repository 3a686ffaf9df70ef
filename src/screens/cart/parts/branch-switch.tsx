import { Icon24Location } from '@vkontakte/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Radio, Section } from '@/shared/ui/kit.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { useChangeBranch } from '@/features/menu/change-branch.ui.tsx';
import { findNearestBranchAtom } from '@/features/menu/locate-branch.atoms.ts';
import { useOffersService } from '@/features/menu/branch-service.ts';
import { serviceTypeAtom } from '@/entities/basket/basket.atoms.ts';
import { platformAtom } from '@platform/index.ts';
import { branchesToShow } from '@/entities/branch/branch.lib.ts';
import { useShownBranches } from '@/entities/branch/use-shown-branches.tsx';
import type { Branch } from '@/shared/contract/branch.ts';
import type { Overall } from '@/shared/contract/catalogue.ts';
import { localize } from '@/shared/lib/localize.ts';
import { Sheet } from '@/shared/ui/sheet.tsx';

/**
 * The branch of the order, changeable. Lines not sold at the new branch are not dropped silently: the customer is
 * asked first, and keeps the old branch if they say no. 'Nearest branch' asks for the location (a tap) and chooses the
 * branch nearest to it the same way; a refusal shows the 'allow location detection' notice.
 */
export function BranchSwitch({ overall }: { overall: Overall | undefined }) {
  const { t, i18n } = useTranslation();
  const branches = useAtomValue(branchesAtom);
  const [open, setOpen] = useState(false);
  const findNearest = useSetAtom(findNearestBranchAtom);
  const [locating, setLocating] = useState(false);
  const { current: branch, change, confirmation } = useChangeBranch(overall);
  const offers = useOffersService();
  const platform = useAtomValue(platformAtom);
  const service = useAtomValue(serviceTypeAtom);
  const view = useShownBranches(
    null,
    <div className="skeleton-group" role="status" aria-label={t('common.loading')}>
      {[0, 1].map((row) => (
        <div key={row} className="cart-branches__pending-row">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>,
  );

  const choose = (next: Branch) => {
    setOpen(false);
    change(next);
  };
  const chooseNearest = async () => {
    setLocating(true);
    let nearest = await findNearest(t('location.allow'));
    // The nearest branch of all may not take this way of getting the order: then the nearest one that does.
    if (nearest && !offers(nearest)) {
      const here = await platform.knownLocation();
      const candidates = (branches.data ?? []).filter(offers);
      nearest = here ? (branchesToShow(candidates, here)[0]?.branch ?? null) : null;
    }
    setLocating(false);
    if (nearest) choose(nearest);
  };

  return (
    <>
      <Cell
        Component="button"
        type="button"
        className="cell-button"
        onClick={() => setOpen(true)}
        subtitle={t('cart.branch')}
        after={t('cart.change')}
        data-testid="cart-branch"
      >
        {branch ? localize(branch.name, i18n.language) : t('header.selectBranch')}
      </Cell>
      <Sheet open={open} onOpenChange={setOpen} title={t('cart.chooseBranch')} testId="branch-sheet">
        <Section>
          <Cell
            Component="button"
            type="button"
            className="cell-button"
            before={<Icon24Location aria-hidden="true" />}
            disabled={locating}
            onClick={() => void chooseNearest()}
            subtitle={t(locating ? 'cart.locating' : 'cart.nearestHint')}
            data-testid="branch-nearest"
          >
            {t('cart.nearestBranch')}
          </Cell>
        </Section>
        <Section>
          {view.shown === null ? (
            view.instead
          ) : (
            <div role="radiogroup" aria-label={t('cart.chooseBranch')}>
              {view.shown.map(({ branch: b }) => (
                <Cell
                  key={b.id}
                  Component="label"
                  multiline
                  subtitle={
                    offers(b) || !service
                      ? localize(b.address, i18n.language)
                      : t('cart.serviceNotHere', { service: t(`cart.serviceShort.${service}`) })
                  }
                  before={
                    <Radio
                      name="branch"
                      aria-label={localize(b.name, i18n.language)}
                      checked={b.id === branch?.id}
                      disabled={!offers(b)}
                      onChange={() => choose(b)}
                    />
                  }
                  data-testid={`branch-${b.id}`}
                >
                  {localize(b.name, i18n.language)}
                </Cell>
              ))}
            </div>
          )}
        </Section>
      </Sheet>
      {confirmation}
    </>
  );
}
