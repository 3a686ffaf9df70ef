/**
 * The OpenStreetMap canvas (Leaflet). Loaded only by the address picker through a dynamic import, with Leaflet's
 * stylesheet, so neither reaches the first screen's bundle.
 */
import L from 'leaflet';
import './leaflet-essentials.css';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { roundPoint } from '../../entities/address/address.lib.ts';
import type { MapCanvasProps } from './map-canvas.types.ts';
import { tileVerdict } from './map-state.lib.ts';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** A pin drawn in CSS: no marker images to bundle or to fail. */
const PIN = L.divIcon({ className: 'pick-location__pin', html: '<span></span>', iconSize: [30, 42], iconAnchor: [15, 42] });

function FollowPoint({ point, onMove }: Pick<MapCanvasProps, 'point' | 'onMove'>) {
  const map = useMap();
  useEffect(() => {
    map.panTo([point.latitude, point.longitude], { animate: false });
  }, [map, point.latitude, point.longitude]);
  useMapEvents({ click: (event) => onMove(roundPoint({ latitude: event.latlng.lat, longitude: event.latlng.lng })) });
  return null;
}

export function LeafletMap({ point, zones, label, pinLabel, onMove, onLoaded, onFailed }: MapCanvasProps) {
  const tiles = useRef({ loads: 0, errors: 0, decided: false });
  const report = (kind: 'loads' | 'errors') => {
    const state = tiles.current;
    state[kind] += 1;
    const verdict = tileVerdict(state.loads, state.errors);
    if (!verdict || state.decided) return;
    state.decided = true;
    if (verdict === 'loaded') onLoaded();
    else onFailed();
  };
  const markerEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const at = (event.target as L.Marker).getLatLng();
        onMove(roundPoint({ latitude: at.lat, longitude: at.lng }));
      },
    }),
    [onMove],
  );
  return (
    <div className="pick-location__map" role="region" aria-label={label} data-testid="map-canvas" data-provider="osm">
      <MapContainer center={[point.latitude, point.longitude]} zoom={14} scrollWheelZoom={false} style={{ height: '100%' }}>
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} eventHandlers={{ tileload: () => report('loads'), tileerror: () => report('errors') }} />
        {zones.map((zone) => (
          <Polygon key={zone.id} positions={zone.polygon.map(([lat, lon]) => [lat, lon] as [number, number])}
            pathOptions={{ color: zone.color ?? '#607d8b', weight: 1, fillOpacity: 0.06 }} interactive={false} />
        ))}
        <Marker position={[point.latitude, point.longitude]} draggable icon={PIN} title={pinLabel} alt={pinLabel} eventHandlers={markerEvents} />
        <FollowPoint point={point} onMove={onMove} />
      </MapContainer>
    </div>
  );
}
