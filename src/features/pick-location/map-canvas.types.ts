import type { LatLon } from '@/entities/address/address.lib.ts';
import type { DeliveryZone } from '@/shared/contract/branch.ts';

/** What every map provider's canvas gets: the pin, the zones to draw, and where to report. */
export interface MapCanvasProps {
  point: LatLon;
  zones: readonly DeliveryZone[];
  /** Accessible name of the map region. */
  label: string;
  /** Accessible name of the pin. */
  pinLabel: string;
  onMove(point: LatLon): void;
  /** The map shows (the first tile, or the provider's map ready). */
  onLoaded(): void;
  /** The provider cannot show a map here (script or tiles unreachable). */
  onFailed(): void;
}

export interface YandexCanvasProps extends MapCanvasProps {
  apiKey: string;
  language: string;
  /** YANDEX_LITE: the same map without the controls. */
  lite: boolean;
}
