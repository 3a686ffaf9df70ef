import type { LatLon } from '@/entities/address/address.lib.ts';
import type { DeliveryZone } from '@/shared/contract/branch.ts';

/** A place marked on the map (a branch): tapping it, or Enter on it, chooses it. */
export interface MapMarker {
  id: number;
  point: LatLon;
  label: string;
  selected: boolean;
  /** What the place is, when the map shows different ones (an order's branch, address and courier): its colour. */
  kind?: 'branch' | 'address' | 'courier';
}

/** What every map provider's canvas gets: the pin, the zones to draw, and where to report. */
export interface MapCanvasProps {
  /** Where the map is centred, and where the pin stands when there is one. */
  point: LatLon;
  /** The draggable pin of the address picker (default); a map of places has none. */
  pin?: boolean;
  /** Places to mark, and what to do when one is chosen. */
  markers?: readonly MapMarker[];
  onMarker?(id: number): void;
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
