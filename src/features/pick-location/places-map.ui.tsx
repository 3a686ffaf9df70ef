import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { LatLon } from '@/entities/address/address.lib.ts';
import type { MapMarker } from './map-canvas.types.ts';
import { MapPanel } from './map-panel.ui.tsx';
import type { MapStatus } from './map-state.lib.ts';

const NO_ZONES = [] as const;
const ignore = () => undefined;

/**
 * A map of places (branches, an order's branch, address and courier): the address picker's map in its places mode,
 * on OpenStreetMap, centred on `centre`, without a pin or zones. `onStatus` says when it is loaded or cannot load,
 * so the screen can put its own stand-in (a list, a drawing) in its place.
 */
export function PlacesMap({
  centre,
  markers,
  onMarker = ignore,
  label,
  unavailable,
  onStatus,
}: {
  centre: LatLon;
  markers: readonly MapMarker[];
  onMarker?(id: number): void;
  /** The map region's accessible name. */
  label: string;
  /** What the map says when it cannot load. */
  unavailable: string;
  onStatus(status: MapStatus): void;
}) {
  const settingsLoaded = useAtomValue(settingsLoadedAtom);
  const places = useMemo(() => ({ markers, onMarker, label, unavailable }), [markers, onMarker, label, unavailable]);
  return (
    <MapPanel
      point={centre}
      zones={NO_ZONES}
      mapType={null}
      mapKey={null}
      ready={settingsLoaded}
      onMove={ignore}
      onStatus={onStatus}
      places={places}
    />
  );
}
