import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { historyDepth } from '@platform/index.ts';
import { serviceTypeAtom } from '@/entities/basket/basket.atoms.ts';
import { branchDay } from '@/entities/branch/branch.lib.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { useChangeBranch } from '@/features/menu/change-branch.ui.tsx';
import { useMenu } from '@/features/menu/use-menu.ts';
import { branchOffers } from '@/shared/contract/branch-services.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import type { Language } from '@/shared/contract/common.ts';
import { distanceLabel } from '@/shared/lib/geo.ts';
import { htmlLang, localize } from '@/shared/lib/localize.ts';
import { useNow } from '@/shared/lib/use-now.ts';
import { paths } from '@/shared/routing/paths.ts';
import { Button } from '@/shared/ui/kit.ts';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';
import { PlacesMap } from '@/features/pick-location/places-map.ui.tsx';
import type { MapStatus } from '@/features/pick-location/map-state.lib.ts';
import { BranchCard, BranchCardSkeleton } from './parts/branch-card.tsx';
import { BranchesViewSwitch } from './parts/view-switch.tsx';
import '@/features/pick-location/pick-location.css';
import { useHere } from './use-here.ts';
import { useShownBranches } from '@/entities/branch/use-shown-branches.tsx';
import './branches.css';

/**
 * `/choose-branch`: where to pick up (or eat in), from the header's chip. The branches offering the basket's service,
 * nearest first once the location is known; a branch closed now is marked and cannot be chosen for an order now.
 * The choice re-checks the basket against the branch's menu (the customer is asked before lines it does not sell
 * leave), then goes back where the customer came from.
 */
export function ChooseBranchScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [, navigate] = useLocation();
  const settings = useAtomValue(settingsAtom);
  const service = useAtomValue(serviceTypeAtom) ?? 'PICK_UP';
  const { overall } = useMenu();
  const { here, asking, ask } = useHere();
  const now = useNow();
  const leave = useCallback(() => {
    if (historyDepth() > 0) window.history.back();
    else navigate(paths.home, { replace: true });
  }, [navigate]);
  const { current, change, confirmation } = useChangeBranch(overall.data, leave);
  const offersService = useCallback((branch: Branch) => branchOffers(settings, branch, service), [settings, service]);
  const view = useShownBranches(
    here.kind === 'known' ? here.point : null,
    <div className="branches__list" role="status" aria-label={t('common.loading')}>
      <BranchCardSkeleton />
      <BranchCardSkeleton />
    </div>,
    offersService,
  );
  const units = { m: t('branches.metres'), km: t('branches.km') };
  const mapView = new URLSearchParams(useSearch()).get('view') === 'map';

  const shown = view.shown ?? [];
  const list = (
    <div className="branches__list" role="radiogroup" aria-label={t('cart.chooseBranch')}>
      {shown.map(({ branch, km }) => {
        const day = branchDay(branch, now);
        const chosen = branch.id === current?.id;
        const address = localize(branch.address, language);
        return (
          <button
            key={branch.id}
            type="button"
            role="radio"
            aria-checked={chosen}
            disabled={!day.openNow}
            className={`card branch-option${chosen ? ' branch-option--chosen' : ''}`}
            onClick={() => change(branch)}
            data-haptic="selection"
            data-testid="branch-option"
          >
            <span className="branch-card__head">
              <span className="branch-card__name">{localize(branch.name, language)}</span>
              <span className={`branch-card__status branch-card__status--${day.openNow ? 'open' : 'closed'}`}>
                {t(day.openNow ? 'branches.openNow' : 'branches.closedNow')}
              </span>
            </span>
            {address && <span className="branch-card__address">{address}</span>}
            <span className="branch-card__hours">
              {day.hours ? t('branches.today', day.hours) : t('branches.closedToday')}
              {km !== null && ` · ${t('branches.away', { distance: distanceLabel(km, units, htmlLang(language)) })}`}
            </span>
          </button>
        );
      })}
    </div>
  );

  return (
    <ScreenFrame
      id="choose-branch"
      className="branches"
      title={t(service === 'DINE_IN' ? 'branches.chooseDineIn' : 'branches.choosePickUp')}
      busy={view.shown === null && view.busy}
    >
      {view.shown === null ? (
        view.instead
      ) : (
        <>
          <BranchesViewSwitch current={mapView ? 'map' : 'list'} hrefs={VIEWS} />
          {here.kind !== 'known' && view.shown.length > 1 && (
            <div className="branches__nearest">
              <Button size="s" mode="bezeled" loading={asking} disabled={asking} onClick={() => void ask()}>
                {t('branches.nearest')}
              </Button>
              {here.kind === 'off' && (
                <p className="branches__note" role="status">
                  {t('branches.locationOff')}
                </p>
              )}
            </div>
          )}
          {mapView ? <ChooserMap shown={view.shown} current={current} now={now} onChoose={change} list={list} /> : list}
        </>
      )}
      {confirmation}
    </ScreenFrame>
  );
}

const VIEWS = { list: paths.chooseBranch, map: paths.chooseBranchMap };

/**
 * The chooser's map: the branches offering the service as markers, the chosen one marked; a tapped one shows its card
 * and 'Choose this branch' (not for one closed now). Without tiles the map says so and the list takes its place.
 */
function ChooserMap({
  shown,
  current,
  now,
  onChoose,
  list,
}: {
  shown: readonly { branch: Branch; km: number | null }[];
  current: { id: number } | null;
  now: Date;
  onChoose(branch: Branch): void;
  list: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [status, setStatus] = useState<MapStatus>('pending');
  const [pickedId, setPickedId] = useState<number | null>(current?.id ?? null);
  const picked = shown.find(({ branch }) => branch.id === pickedId) ?? null;
  const markers = useMemo(
    () =>
      shown.map(({ branch }) => ({
        id: branch.id,
        point: { latitude: branch.latitude, longitude: branch.longitude },
        label: localize(branch.name, language),
        selected: branch.id === pickedId,
      })),
    [shown, pickedId, language],
  );
  const centre = (picked ?? shown[0])?.branch;
  if (!centre) return null;
  const open = picked ? branchDay(picked.branch, now).openNow : false;
  return (
    <>
      <div className="branches__map">
        <PlacesMap
          centre={{ latitude: centre.latitude, longitude: centre.longitude }}
          markers={markers}
          onMarker={setPickedId}
          label={t('branches.mapLabel')}
          unavailable={t('branches.mapUnavailable')}
          onStatus={setStatus}
        />
      </div>
      {status === 'error' && list}
      {status !== 'error' && picked && (
        <section className="branches__chosen" aria-label={t('branches.selected')} data-testid="branches-chosen">
          <BranchCard branch={picked.branch} km={picked.km} now={now} onMap={false} />
          <Button
            size="l"
            stretched
            disabled={!open || picked.branch.id === current?.id}
            onClick={() => onChoose(picked.branch)}
            data-haptic="selection"
            data-testid="choose-on-map"
          >
            {picked.branch.id === current?.id
              ? t('branches.chosen')
              : open
                ? t('branches.chooseThis')
                : t('branches.closedNow')}
          </Button>
        </section>
      )}
    </>
  );
}
