/**
 * The Yandex canvas: the Yandex Maps JS API 2.1, loaded with the merchant's key on first use. A script that cannot
 * load (offline, blocked, a bad key) reports a failure and the picker falls back to OpenStreetMap, then to the list.
 */
import { useEffect, useRef } from 'react';
import { roundPoint } from '@/entities/address/address.lib.ts';
import type { YandexCanvasProps } from './map-canvas.types.ts';
import { yandexScriptUrl } from './map-state.lib.ts';

/** The part of the `ymaps` global used here. */
interface YMapsEvent {
  get(name: 'coords'): [number, number];
}
interface YEvents {
  add(type: string, handler: (event: YMapsEvent) => void): void;
}
interface YPlacemark {
  events: YEvents;
  geometry: { getCoordinates(): [number, number]; setCoordinates(at: [number, number]): void };
}
interface YMap {
  events: YEvents;
  geoObjects: { add(object: unknown): void };
  setCenter(at: [number, number]): void;
  destroy(): void;
}
interface YMaps {
  ready(callback: () => void, errback?: (error: unknown) => void): void;
  Map: new (element: HTMLElement, state: { center: [number, number]; zoom: number; controls: string[] }) => YMap;
  Placemark: new (
    at: [number, number],
    properties: Record<string, string>,
    options: Record<string, unknown>,
  ) => YPlacemark;
  Polygon: new (
    rings: [number, number][][],
    properties: Record<string, string>,
    options: Record<string, unknown>,
  ) => unknown;
}

let loading: { url: string; promise: Promise<YMaps> } | null = null;

function loadYandex(url: string): Promise<YMaps> {
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<YMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const ymaps = (window as unknown as { ymaps?: YMaps }).ymaps;
      if (ymaps) ymaps.ready(() => resolve(ymaps), reject);
      else reject(new Error('ymaps missing'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  loading = { url, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

export function YandexMap({
  point,
  zones,
  label,
  pinLabel,
  apiKey,
  language,
  lite,
  onMove,
  onLoaded,
  onFailed,
}: YandexCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: YMap; pin: YPlacemark } | null>(null);
  const latest = useRef({ point, onMove, onLoaded, onFailed });
  useEffect(() => {
    latest.current = { point, onMove, onLoaded, onFailed };
  });

  useEffect(() => {
    let cancelled = false;
    loadYandex(yandexScriptUrl(apiKey, language)).then(
      (ymaps) => {
        if (cancelled || !element.current) return;
        const at: [number, number] = [latest.current.point.latitude, latest.current.point.longitude];
        const created = new ymaps.Map(element.current, { center: at, zoom: 14, controls: lite ? [] : ['zoomControl'] });
        for (const zone of zones) {
          created.geoObjects.add(
            new ymaps.Polygon(
              [zone.polygon.map(([lat, lon]) => [lat, lon] as [number, number])],
              {},
              {
                fillColor: zone.color ?? '#607d8b',
                fillOpacity: 0.08,
                strokeColor: zone.color ?? '#607d8b',
                strokeWidth: 1,
                interactivityModel: 'default#transparent',
              },
            ),
          );
        }
        const pin = new ymaps.Placemark(
          at,
          { hintContent: pinLabel },
          { draggable: true, preset: 'islands#redDotIcon' },
        );
        const move = ([latitude, longitude]: [number, number]) =>
          latest.current.onMove(roundPoint({ latitude, longitude }));
        pin.events.add('dragend', () => move(pin.geometry.getCoordinates()));
        created.events.add('click', (event) => {
          pin.geometry.setCoordinates(event.get('coords'));
          move(event.get('coords'));
        });
        created.geoObjects.add(pin);
        map.current = { map: created, pin };
        latest.current.onLoaded();
      },
      () => !cancelled && latest.current.onFailed(),
    );
    return () => {
      cancelled = true;
      map.current?.map.destroy();
      map.current = null;
    };
  }, [apiKey, language, lite, pinLabel, zones]);

  useEffect(() => {
    const at: [number, number] = [point.latitude, point.longitude];
    map.current?.pin.geometry.setCoordinates(at);
    map.current?.map.setCenter(at);
  }, [point.latitude, point.longitude]);

  return (
    <div
      ref={element}
      className="pick-location__map"
      role="region"
      aria-label={label}
      data-testid="map-canvas"
      data-provider="yandex"
    />
  );
}
