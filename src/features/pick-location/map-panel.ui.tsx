import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/shared/ui/kit.ts';
import type { LatLon } from '@/entities/address/address.lib.ts';
import type { DeliveryZone } from '@/shared/contract/branch.ts';
import type { MapMarker, YandexCanvasProps } from './map-canvas.types.ts';
import {
  INITIAL_MAP_STATE,
  MAP_LOAD_TIMEOUT_MS,
  mapProviders,
  mapReducer,
  type MapProvider,
  type MapStatus,
} from './map-state.lib.ts';

/** Each provider's canvas is its own chunk, fetched only when the picker starts that provider. */
const CANVAS: Record<MapProvider, () => Promise<ComponentType<YandexCanvasProps>>> = {
  // The OpenStreetMap canvas takes the common props; the Yandex-only ones are simply not read.
  osm: () => import('./leaflet-map.ui.tsx').then((module) => module.LeafletMap),
  yandex: () => import('./yandex-map.ui.tsx').then((module) => module.YandexMap),
};

export interface MapPanelProps {
  point: LatLon;
  zones: readonly DeliveryZone[];
  mapType: string | null | undefined;
  mapKey: string | null | undefined;
  /** False while the merchant's settings are still on their way (the provider is not known yet): stays pending. */
  ready: boolean;
  onMove(point: LatLon): void;
  onStatus(status: MapStatus): void;
  /** A map of places rather than a pin to place: no pin, these markers, and what choosing one does. */
  places?: { markers: readonly MapMarker[]; onMarker(id: number): void; label: string; unavailable: string };
}

/** Places are drawn on OpenStreetMap only: the Yandex canvas places the address pin and nothing else. */
const providersFor = (mapType: string | null | undefined, mapKey: string | null | undefined, placesMap: boolean) =>
  placesMap ? mapProviders(null, null) : mapProviders(mapType, mapKey);

/** The map, in its four states: pending, loading (a spinner over it), loaded, error (a note and a retry). */
export function MapPanel({ point, zones, mapType, mapKey, ready, onMove, onStatus, places }: MapPanelProps) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(mapReducer, INITIAL_MAP_STATE);
  const [canvas, setCanvas] = useState<{ provider: MapProvider; Component: ComponentType<YandexCanvasProps> } | null>(
    null,
  );
  const provider = state.status === 'loading' || state.status === 'loaded' ? state.provider : null;
  const placesMap = places !== undefined;

  useEffect(() => {
    if (ready) dispatch({ type: 'start', providers: providersFor(mapType, mapKey, placesMap) });
  }, [ready, mapType, mapKey, placesMap]);
  useEffect(() => onStatus(state.status), [onStatus, state.status]);

  useEffect(() => {
    if (!provider) return;
    let cancelled = false;
    CANVAS[provider]().then(
      (Component) => !cancelled && setCanvas({ provider, Component }),
      () => !cancelled && dispatch({ type: 'failed', provider }),
    );
    return () => {
      cancelled = true;
    };
  }, [provider]);

  useEffect(() => {
    if (state.status !== 'loading' || !state.provider) return;
    const failing = state.provider;
    const timer = window.setTimeout(() => dispatch({ type: 'failed', provider: failing }), MAP_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, state.provider]);

  if (state.status === 'error') {
    return (
      <div className="pick-location__map-error" role="status" data-testid="map-state" data-state="error">
        <p>{places?.unavailable ?? t('address.picker.mapUnavailable')}</p>
        <Button
          size="s"
          mode="bezeled"
          onClick={() => dispatch({ type: 'start', providers: providersFor(mapType, mapKey, placesMap) })}
          data-testid="map-retry"
        >
          {t('address.picker.mapRetry')}
        </Button>
      </div>
    );
  }
  const Canvas = canvas && canvas.provider === provider ? canvas.Component : null;
  return (
    <div
      className="pick-location__map-frame"
      data-testid="map-state"
      data-state={state.status}
      aria-busy={state.status !== 'loaded'}
    >
      {Canvas && provider && (
        <Canvas
          point={point}
          zones={zones}
          label={places?.label ?? t('address.picker.mapLabel')}
          pin={places === undefined}
          {...(places ? { markers: places.markers, onMarker: places.onMarker } : {})}
          pinLabel={t('address.picker.pin')}
          apiKey={mapKey ?? ''}
          language={i18n.language}
          lite={mapType === 'YANDEX_LITE'}
          onMove={onMove}
          onLoaded={() => dispatch({ type: 'loaded', provider })}
          onFailed={() => dispatch({ type: 'failed', provider })}
        />
      )}
      {state.status !== 'loaded' && (
        <div className="pick-location__map-loading" role="status">
          <Spinner size="m" />
          <span>{t('address.picker.mapLoading')}</span>
        </div>
      )}
    </div>
  );
}
