import { describe, expect, it } from 'vitest';
import {
  INITIAL_MAP_STATE,
  mapProviders,
  mapReducer,
  tileVerdict,
  yandexScriptUrl,
  type MapState,
} from './map-state.lib.ts';

describe('map loader states', () => {
  it('goes pending -> loading -> loaded', () => {
    expect(INITIAL_MAP_STATE.status).toBe('pending');
    const loading = mapReducer(INITIAL_MAP_STATE, { type: 'start', providers: ['osm'] });
    expect(loading).toEqual({ status: 'loading', provider: 'osm', next: [] });
    expect(mapReducer(loading, { type: 'loaded', provider: 'osm' }).status).toBe('loaded');
  });
  it('falls back from Yandex to OpenStreetMap, then to the list (error)', () => {
    let state: MapState = mapReducer(INITIAL_MAP_STATE, { type: 'start', providers: ['yandex', 'osm'] });
    state = mapReducer(state, { type: 'failed', provider: 'yandex' });
    expect(state).toEqual({ status: 'loading', provider: 'osm', next: [] });
    state = mapReducer(state, { type: 'failed', provider: 'osm' });
    expect(state).toEqual({ status: 'error', provider: null, next: [] });
    expect(mapReducer(state, { type: 'start', providers: ['osm'] }).status).toBe('loading');
  });
  it('ignores late news from a provider that is no longer the one loading', () => {
    const osm: MapState = { status: 'loading', provider: 'osm', next: [] };
    expect(mapReducer(osm, { type: 'failed', provider: 'yandex' })).toBe(osm);
    expect(mapReducer(osm, { type: 'loaded', provider: 'yandex' })).toBe(osm);
    const shown: MapState = { status: 'loaded', provider: 'osm', next: [] };
    expect(mapReducer(shown, { type: 'failed', provider: 'osm' })).toBe(shown);
  });
  it('has no map at all when there is no provider', () => {
    expect(mapReducer(INITIAL_MAP_STATE, { type: 'start', providers: [] }).status).toBe('error');
  });
});

describe('providers', () => {
  it('uses Yandex only with a Yandex map type and a key', () => {
    expect(mapProviders('YANDEX', 'key')).toEqual(['yandex', 'osm']);
    expect(mapProviders('YANDEX_LITE', 'key')).toEqual(['yandex', 'osm']);
    expect(mapProviders('YANDEX', null)).toEqual(['osm']);
    expect(mapProviders('YANDEX', '  ')).toEqual(['osm']);
    expect(mapProviders('OSM', 'key')).toEqual(['osm']);
    expect(mapProviders(null, null)).toEqual(['osm']);
  });
  it('decides from tiles: the first tile shows the map, three failures and none loaded mean no tiles', () => {
    expect(tileVerdict(0, 0)).toBeNull();
    expect(tileVerdict(0, 2)).toBeNull();
    expect(tileVerdict(0, 3)).toBe('failed');
    expect(tileVerdict(1, 5)).toBe('loaded');
  });
  it('builds the Yandex script URL with the key and language', () => {
    expect(yandexScriptUrl(' k&1 ', 'ru')).toBe('https://api-maps.yandex.ru/2.1/?apikey=k%261&lang=ru_RU');
    expect(yandexScriptUrl('k', 'eng')).toContain('lang=en_RU');
    expect(yandexScriptUrl('k', 'uz')).toContain('lang=ru_RU');
  });
});
