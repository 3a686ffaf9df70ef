/**
 * The OpenStreetMap canvas: Leaflet (BSD-2) driven directly, the one place the app touches it. Loaded only by the
 * address picker through a dynamic import, with its stylesheet, so neither reaches the first screen's bundle.
 * React owns the host element; Leaflet owns what is inside it (tiles, zones, the pin), created once per mount and
 * updated by the effects below when the pin or the zones change.
 */
import L from 'leaflet';
import './leaflet-essentials.css';
import { useEffect, useRef } from 'react';
import { roundPoint, type LatLon } from '@/entities/address/address.lib.ts';
import type { MapCanvasProps, MapMarker } from './map-canvas.types.ts';
import { tileVerdict } from './map-state.lib.ts';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ZOOM = 14;
/** A pin drawn in CSS: no marker images to bundle or to fail. */
const PIN = L.divIcon({
  className: 'pick-location__pin',
  html: '<span></span>',
  iconSize: [30, 42],
  iconAnchor: [15, 42],
});

/** A marked place, drawn in CSS as the pin is. */
const placeIcon = (selected: boolean, kind: MapMarker['kind']) =>
  L.divIcon({
    className: ['map-place', selected && 'map-place--selected', kind && `map-place--${kind}`].filter(Boolean).join(' '),
    html: '<span></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });

type Callbacks = Pick<MapCanvasProps, 'onMove' | 'onLoaded' | 'onFailed' | 'onMarker'>;
interface Canvas {
  map: L.Map;
  pin: L.Marker | null;
  zones: L.LayerGroup;
  places: L.LayerGroup;
  /** Whether the view was fitted to the places yet (once, when they first come). */
  fitted: boolean;
}

const toLatLng = (point: LatLon): L.LatLngTuple => [point.latitude, point.longitude];
const fromLatLng = (at: L.LatLng): LatLon => roundPoint({ latitude: at.lat, longitude: at.lng });

/**
 * The map, its tile layer (reporting the first tile, or enough failures, once), the zone layer and the draggable pin.
 * A tap on the map or a dropped pin moves the point; `callbacks` is read at event time, so it is always the latest.
 */
function createCanvas(
  host: HTMLElement,
  start: LatLon,
  pinLabel: string | null,
  callbacks: { current: Callbacks },
): Canvas {
  const map = L.map(host, { center: toLatLng(start), zoom: ZOOM, scrollWheelZoom: false });
  const tiles = { loads: 0, errors: 0, decided: false };
  const report = (kind: 'loads' | 'errors') => {
    tiles[kind] += 1;
    const verdict = tileVerdict(tiles.loads, tiles.errors);
    if (!verdict || tiles.decided) return;
    tiles.decided = true;
    if (verdict === 'loaded') callbacks.current.onLoaded();
    else callbacks.current.onFailed();
  };
  L.tileLayer(TILE_URL, { attribution: ATTRIBUTION })
    .on({ tileload: () => report('loads'), tileerror: () => report('errors') })
    .addTo(map);
  const zones = L.layerGroup().addTo(map);
  const places = L.layerGroup().addTo(map);
  if (pinLabel === null) return { map, pin: null, zones, places, fitted: false };
  const pin = L.marker(toLatLng(start), { draggable: true, icon: PIN, title: pinLabel, alt: pinLabel }).addTo(map);
  pin.on('dragend', () => callbacks.current.onMove(fromLatLng(pin.getLatLng())));
  map.on('click', (event: L.LeafletMouseEvent) => callbacks.current.onMove(fromLatLng(event.latlng)));
  return { map, pin, zones, places, fitted: false };
}

export function LeafletMap({
  point,
  pin = true,
  markers,
  zones,
  label,
  pinLabel,
  onMove,
  onMarker,
  onLoaded,
  onFailed,
}: MapCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<Canvas | null>(null);
  const callbacks = useRef<Callbacks>({ onMove, onLoaded, onFailed, onMarker });
  // The map is made once per mount, where the pin stands then, named as it is then (a later change moves the pin).
  const initial = useRef({ point, pinLabel: pin ? pinLabel : null });

  useEffect(() => {
    callbacks.current = { onMove, onLoaded, onFailed, onMarker };
  }, [onMove, onLoaded, onFailed, onMarker]);

  useEffect(() => {
    if (!host.current) return;
    const made = createCanvas(host.current, initial.current.point, initial.current.pinLabel, callbacks);
    canvas.current = made;
    return () => {
      canvas.current = null;
      made.map.remove();
    };
  }, []);

  useEffect(() => {
    const at = toLatLng({ latitude: point.latitude, longitude: point.longitude });
    canvas.current?.pin?.setLatLng(at);
    canvas.current?.map.panTo(at, { animate: false });
  }, [point.latitude, point.longitude]);

  useEffect(() => {
    const made = canvas.current;
    if (!made) return;
    made.places.clearLayers();
    for (const marker of markers ?? []) {
      L.marker(toLatLng(marker.point), {
        icon: placeIcon(marker.selected, marker.kind),
        title: marker.label,
        alt: marker.label,
        keyboard: true,
        zIndexOffset: marker.selected ? 1000 : 0,
      })
        .on('click', () => callbacks.current.onMarker?.(marker.id))
        .addTo(made.places);
    }
    // The first time places come, the view takes them all in (the selected one stays centred after that).
    if (!made.fitted && markers && markers.length > 1) {
      made.fitted = true;
      made.map.fitBounds(L.latLngBounds(markers.map((marker) => toLatLng(marker.point))), {
        padding: [32, 32],
        maxZoom: ZOOM,
      });
    }
  }, [markers]);

  useEffect(() => {
    const layer = canvas.current?.zones;
    if (!layer) return;
    layer.clearLayers();
    for (const zone of zones) {
      L.polygon(
        zone.polygon.map(([lat, lon]) => [lat, lon] as L.LatLngTuple),
        { color: zone.color ?? '#607d8b', weight: 1, fillOpacity: 0.06, interactive: false },
      ).addTo(layer);
    }
  }, [zones]);

  return (
    <div className="pick-location__map" role="region" aria-label={label} data-testid="map-canvas" data-provider="osm">
      <div ref={host} style={{ height: '100%' }} />
    </div>
  );
}
