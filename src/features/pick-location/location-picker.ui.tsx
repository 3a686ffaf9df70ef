import { Icon24Location } from '@vkontakte/icons';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hapticsAtom, platformAtom } from '@platform/index.ts';
import { Button } from '@/shared/ui/kit.ts';
import { formatCoordinates, roundPoint, type LatLon } from '@/entities/address/address.lib.ts';
import type { City, DeliveryZone } from '@/shared/contract/branch.ts';
import { AreaList } from './area-list.ui.tsx';
import { ManualPoint } from './manual-point.ui.tsx';
import { MapPanel } from './map-panel.ui.tsx';
import type { MapStatus } from './map-state.lib.ts';
import './pick-location.css';

/** How the pin got where it is. */
export type PointSource = 'map' | 'device' | 'typed' | 'area';

export interface LocationPickerProps {
  point: LatLon;
  /** `cityId` comes with an area picked from the list (a zone's or a city's). */
  onChange(point: LatLon, source: PointSource, cityId?: number | null): void;
  zones: readonly DeliveryZone[];
  cities: readonly City[];
  map: { type: string | null | undefined; key: string | null | undefined; ready: boolean };
  /** Shown under the coordinates: the zone check's verdict. */
  status?: ReactNode;
}

/**
 * Where the delivery goes: a map with a draggable pin (Yandex or OpenStreetMap), or, when no map can load, the list
 * of delivery zones and cities. In both, "use my location" and typed coordinates move the pin, and the pin's
 * coordinates are shown. There is no geocoder: the street and house the customer types are for the courier, the pin
 * is what the zone check and the delivery price use.
 */
export function LocationPicker({ point, onChange, zones, cities, map, status }: LocationPickerProps) {
  const { t } = useTranslation();
  const platform = useAtomValue(platformAtom);
  const haptics = useAtomValue(hapticsAtom);
  const [mapStatus, setMapStatus] = useState<MapStatus>('pending');
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  /** Counts the customer's own moves of the pin, so the typed coordinates know to follow them. */
  const [moves, setMoves] = useState(0);
  const move = useCallback(
    (next: LatLon, source: PointSource, cityId?: number | null) => {
      setMoves((count) => count + 1);
      onChange(next, source, cityId);
    },
    [onChange],
  );
  const moveOnMap = useCallback((next: LatLon) => move(next, 'map'), [move]);

  const locate = async () => {
    setLocating(true);
    setLocationFailed(false);
    const found = await platform.requestLocation();
    setLocating(false);
    if (!found) {
      setLocationFailed(true);
      return;
    }
    haptics.selection();
    move(roundPoint(found), 'device');
  };

  const degraded = mapStatus === 'error';
  const areas = <AreaList zones={zones} cities={cities} onPick={(area) => move(area.point, 'area', area.cityId)} />;
  return (
    <div className="pick-location" data-testid="location-picker" data-map-state={mapStatus}>
      <MapPanel
        point={point}
        zones={zones}
        mapType={map.type}
        mapKey={map.key}
        ready={map.ready}
        onMove={moveOnMap}
        onStatus={setMapStatus}
      />
      <p className="pick-location__hint">{t(degraded ? 'address.picker.hintNoMap' : 'address.picker.hintMap')}</p>
      <div className="pick-location__point">
        <span>
          {t('address.picker.pinAt')} <output data-testid="pin-coordinates">{formatCoordinates(point)}</output>
        </span>
        <Button
          size="s"
          mode="bezeled"
          type="button"
          before={<Icon24Location aria-hidden="true" />}
          loading={locating}
          onClick={() => void locate()}
          data-testid="use-my-location"
        >
          {t('address.picker.useMyLocation')}
        </Button>
      </div>
      {locationFailed && (
        <p className="form-error" role="alert" data-testid="location-denied">
          {t('address.picker.locationDenied')}
        </p>
      )}
      {status}
      {degraded ? (
        areas
      ) : (
        <details className="pick-location__areas">
          <summary>{t('address.picker.pickArea')}</summary>
          {areas}
        </details>
      )}
      <ManualPoint point={point} moves={moves} onApply={(next) => move(roundPoint(next), 'typed')} />
    </div>
  );
}
