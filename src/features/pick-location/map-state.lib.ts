/**
 * The map loader's states (spec §4): pending (nothing asked for yet), loading (the map code, script or first tiles
 * on their way), loaded (a tile or the provider's map is on screen), error (every provider failed: the picker works
 * as a list and typed coordinates). A failing provider hands over to the next one: Yandex -> OpenStreetMap -> list.
 */
export type MapProvider = 'yandex' | 'osm';
export type MapStatus = 'pending' | 'loading' | 'loaded' | 'error';

export interface MapState {
  status: MapStatus;
  provider: MapProvider | null;
  /** Providers still to try after the current one. */
  next: MapProvider[];
}

export type MapEvent =
  | { type: 'start'; providers: MapProvider[] }
  | { type: 'loaded'; provider: MapProvider }
  | { type: 'failed'; provider: MapProvider };

export const INITIAL_MAP_STATE: MapState = { status: 'pending', provider: null, next: [] };

/** How long a provider may take to show anything before the picker gives up on it. */
export const MAP_LOAD_TIMEOUT_MS = 10_000;
/** Tile errors before the first tile arrives that mean tiles cannot load (offline, blocked). */
export const TILE_ERRORS_TO_FAIL = 3;

export function mapReducer(state: MapState, event: MapEvent): MapState {
  switch (event.type) {
    case 'start': {
      const [first, ...rest] = event.providers;
      return first ? { status: 'loading', provider: first, next: rest } : { status: 'error', provider: null, next: [] };
    }
    case 'loaded':
      return state.status === 'loading' && state.provider === event.provider ? { ...state, status: 'loaded' } : state;
    case 'failed': {
      // A late failure of a provider already replaced (or of a map already showing) changes nothing.
      if (state.provider !== event.provider || state.status !== 'loading') return state;
      const [first, ...rest] = state.next;
      return first ? { status: 'loading', provider: first, next: rest } : { status: 'error', provider: null, next: [] };
    }
  }
}

/**
 * The providers to try, best first. Yandex only when the merchant chose it (YANDEX or YANDEX_LITE) and gave a key;
 * OpenStreetMap through Leaflet always follows as the fallback.
 */
export function mapProviders(mapType: string | null | undefined, mapKey: string | null | undefined): MapProvider[] {
  const yandex = (mapType === 'YANDEX' || mapType === 'YANDEX_LITE') && Boolean(mapKey?.trim());
  return yandex ? ['yandex', 'osm'] : ['osm'];
}

/**
 * Counts tile outcomes for a Leaflet layer: 'loaded' at the first tile, 'failed' once enough tiles failed with none
 * loaded. null while undecided.
 */
export function tileVerdict(loads: number, errors: number): 'loaded' | 'failed' | null {
  if (loads > 0) return 'loaded';
  return errors >= TILE_ERRORS_TO_FAIL ? 'failed' : null;
}

/**
 * The Yandex Maps JS API 2.1 URL for a key and our language. The API has no Uzbek locale: Uzbek readers get the
 * Russian map (as local maps are commonly read), English readers en_RU (English names, kilometres).
 */
export function yandexScriptUrl(key: string, language: string): string {
  const lang = language === 'eng' ? 'en_RU' : 'ru_RU';
  return `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(key.trim())}&lang=${lang}`;
}
