import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PlacesMap } from '@/features/pick-location/places-map.ui.tsx';
import type { MapStatus } from '@/features/pick-location/map-state.lib.ts';
import type { Language } from '@/shared/contract/common.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useNow } from '@/shared/lib/use-now.ts';
import { paths } from '@/shared/routing/paths.ts';
import { Spinner } from '@/shared/ui/kit.ts';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';
import { BranchCard } from './parts/branch-card.tsx';
import { BranchesViewSwitch } from './parts/view-switch.tsx';
import { useShownBranches } from '@/entities/branch/use-shown-branches.tsx';
import '@/features/pick-location/pick-location.css';
import './branches.css';

/**
 * `/branches/map`: every branch on the map (OpenStreetMap; the map of the address picker, in its places mode); the
 * branch tapped (kept in `?branch=`, so back and reload keep it) shows its card under the map. Without tiles the
 * map says so and the branches are listed with their coordinates, each choosable the same way. Guests can use it.
 */
export function BranchesMapScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [, navigate] = useLocation();
  const search = useSearch();
  const now = useNow();
  const [status, setStatus] = useState<MapStatus>('pending');
  const view = useShownBranches(
    null,
    <div className="screen--centered" role="status" aria-label={t('common.loading')}>
      <Spinner size="l" />
    </div>,
  );
  const shown = view.shown;
  const chosenId = Number(new URLSearchParams(search).get('branch'));
  const chosen = shown?.find(({ branch }) => branch.id === chosenId)?.branch ?? null;
  const choose = useCallback((id: number) => navigate(paths.branchOnMap(id), { replace: true }), [navigate]);
  const markers = useMemo(
    () =>
      (shown ?? []).map(({ branch }) => ({
        id: branch.id,
        point: { latitude: branch.latitude, longitude: branch.longitude },
        label: localize(branch.name, language),
        selected: branch.id === chosen?.id,
      })),
    [shown, chosen?.id, language],
  );

  let body;
  if (shown === null) body = view.instead;
  else {
    const centre = chosen ?? shown[0]!.branch;
    body = (
      <>
        <div className="branches__map">
          <PlacesMap
            centre={{ latitude: centre.latitude, longitude: centre.longitude }}
            markers={markers}
            onMarker={choose}
            label={t('branches.mapLabel')}
            unavailable={t('branches.mapUnavailable')}
            onStatus={setStatus}
          />
        </div>
        {status === 'error' && (
          <ul
            className="branches__coordinates"
            aria-label={t('branches.coordinates')}
            data-testid="branches-coordinates"
          >
            {shown.map(({ branch }) => (
              <li key={branch.id}>
                <button
                  type="button"
                  className="branches__coordinate"
                  aria-pressed={branch.id === chosen?.id}
                  onClick={() => choose(branch.id)}
                >
                  <span className="branches__coordinate-name">{localize(branch.name, language)}</span>
                  <span className="branches__coordinate-point">
                    {branch.latitude.toFixed(5)}, {branch.longitude.toFixed(5)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {chosen && (
          <section className="branches__chosen" aria-label={t('branches.selected')} data-testid="branches-chosen">
            <BranchCard branch={chosen} km={null} now={now} onMap={false} />
          </section>
        )}
      </>
    );
  }

  return (
    <ScreenFrame
      id="branches-map"
      className="branches"
      title={t('branches.title')}
      busy={view.shown === null && view.busy}
    >
      <BranchesViewSwitch current="map" />
      {body}
    </ScreenFrame>
  );
}
