import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AMO_CRM_SRC, amoLocale, startAmoCrm } from './amo-crm.ts';
import { CALL_WIDGET_HIDDEN_CLASS, resetCallWidget, setCallWidgetShown, startCallWidget } from './call-widget.ts';
import { loadScript } from './load-script.ts';
import { METRIKA_SRC, metrikaHit, resetMetrika, startMetrika } from './metrika.ts';
import { PIXEL_SRC, pixelPageView, resetPixel, startPixel } from './pixel.ts';

// Nothing is appended or fetched: loadScript only records its calls.
vi.mock('./load-script.ts', async (original) => ({
  ...(await original<typeof import('./load-script.ts')>()),
  loadScript: vi.fn(async () => true),
}));

const here = () => window.location.href;

beforeEach(() => vi.mocked(loadScript).mockClear());
afterEach(() => {
  resetMetrika();
  resetPixel();
  resetCallWidget();
  delete window.ym;
  delete window.fbq;
  delete window._fbq;
  delete window.amo_social_button;
  delete window.amoSocialButton;
});

describe('Yandex Metrika', () => {
  it('queues init in the ym stub and loads tag.js once', () => {
    startMetrika('12345678', { webvisor: true });
    startMetrika('12345678', { webvisor: true });
    expect(window.ym?.a).toEqual([[12345678, 'init', { webvisor: true }]]);
    expect(typeof window.ym?.l).toBe('number');
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(METRIKA_SRC, { 'data-integration': 'metrika' });
  });

  it('sends a hit for each new URL, with the previous one as referer', () => {
    metrikaHit('https://shop.example/cart');
    expect(window.ym).toBeUndefined();
    startMetrika('42', {});
    metrikaHit(here());
    metrikaHit('https://shop.example/Product/1');
    metrikaHit('https://shop.example/Product/1');
    expect(window.ym?.a?.slice(1)).toEqual([[42, 'hit', 'https://shop.example/Product/1', { referer: here() }]]);
  });
});

describe('pixel', () => {
  it('queues init and a PageView in the fbq stub and loads fbevents.js', () => {
    startPixel('1234567890');
    startPixel('1234567890');
    expect(window.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(window._fbq).toBe(window.fbq);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(PIXEL_SRC, { 'data-integration': 'pixel' });
  });

  it('tracks a PageView per new URL, and hands calls to fbevents once it is in', () => {
    pixelPageView('https://shop.example/cart');
    expect(window.fbq).toBeUndefined();
    startPixel('1');
    pixelPageView(here());
    pixelPageView('https://shop.example/Category');
    expect(window.fbq?.queue).toHaveLength(3);
    const callMethod = vi.fn();
    window.fbq!.callMethod = callMethod;
    pixelPageView('https://shop.example/');
    expect(callMethod).toHaveBeenCalledWith('track', 'PageView');
  });
});

describe('amoCRM', () => {
  it('sets the button config and the call queue, then loads button.js', () => {
    document.documentElement.lang = 'en';
    startAmoCrm('1088123', 'abc');
    startAmoCrm('999', 'zzz');
    expect(window.amo_social_button).toMatchObject({ id: '1088123', hash: 'abc', locale: 'en', inline: false });
    window.amo_social_button!.setMeta({ a: 1 });
    expect(window.amo_social_button!.params).toEqual([{ a: 1 }]);
    window.amoSocialButton!('on', 'x');
    expect(window.amoSocialButton!.q).toEqual([['on', 'x']]);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(AMO_CRM_SRC, {
      id: 'amo_social_button_script',
      'data-integration': 'amo-crm',
    });
  });

  it.each([
    ['ru', 'ru'],
    ['uz', 'ru'],
    ['en', 'en'],
    ['en-US', 'en'],
  ])('speaks %s as %s', (lang, locale) => expect(amoLocale(lang)).toBe(locale));
});

describe('call widget', () => {
  const body = document.body;

  it('leaves the page alone until it is started', () => {
    setCallWidgetShown(false);
    expect(body.classList.contains(CALL_WIDGET_HIDDEN_CLASS)).toBe(false);
    expect(body.dataset.callWidget).toBeUndefined();
  });

  it('loads the script once, marked, and follows the route', () => {
    startCallWidget('https://widget.example.com/call.js');
    startCallWidget('https://widget.example.com/call.js');
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://widget.example.com/call.js', {
      'data-call-widget': 'script',
      'data-integration': 'call-widget',
    });
    expect(body.dataset.callWidget).toBe('on');
    setCallWidgetShown(false);
    expect(body.classList.contains(CALL_WIDGET_HIDDEN_CLASS)).toBe(true);
    expect(body.dataset.callWidget).toBe('off');
    setCallWidgetShown(true);
    expect(body.classList.contains(CALL_WIDGET_HIDDEN_CLASS)).toBe(false);
    expect(body.dataset.callWidget).toBe('on');
  });

  it('starts hidden when the user left the routes before it started', () => {
    setCallWidgetShown(false);
    startCallWidget('https://widget.example.com/call.js');
    expect(body.dataset.callWidget).toBe('off');
  });
});
