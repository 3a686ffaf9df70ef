import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '@/shared/contract/merchant.ts';
import { integrationKey, integrationsFor, isCallWidgetRoute, metrikaOptions, pageUrl } from './integrations.lib.ts';

const all: WebSettings = {
  ...DEFAULT_WEB_SETTINGS,
  yandexMetrics: { enabled: true, id: '12345678', keys: ['webvisor'] },
  pixel: { enabled: true, id: '1234567890123456' },
  amoCrm: { active: true, id: '1088123', hash: 'a1b2c3d4e5f6' },
  callWidget: { enabled: true, scriptUrl: 'https://widget.example.com/call.js?key=abc' },
};
const kinds = (settings: WebSettings, path = '/') => integrationsFor(settings, path).map((i) => i.kind);

describe('integrationsFor', () => {
  it('gives nothing with the default settings', () => expect(integrationsFor(DEFAULT_WEB_SETTINGS, '/')).toEqual([]));

  it('gives every enabled, well-formed integration on the home page', () => {
    expect(integrationsFor(all, '/')).toEqual([
      { kind: 'metrika', id: '12345678', options: { webvisor: true } },
      { kind: 'pixel', id: '1234567890123456' },
      { kind: 'amoCrm', id: '1088123', hash: 'a1b2c3d4e5f6' },
      { kind: 'callWidget', scriptUrl: 'https://widget.example.com/call.js?key=abc' },
    ]);
  });

  it('leaves out what is switched off', () => {
    const off: WebSettings = {
      ...all,
      yandexMetrics: { ...all.yandexMetrics!, enabled: false },
      pixel: { ...all.pixel!, enabled: false },
      amoCrm: { ...all.amoCrm!, active: false },
      callWidget: { ...all.callWidget!, enabled: false },
    };
    expect(kinds(off)).toEqual([]);
  });

  it('leaves out what has no id or URL', () => {
    const missing: WebSettings = {
      ...all,
      yandexMetrics: { enabled: true, id: null, keys: null },
      pixel: { enabled: true, id: '' },
      amoCrm: { active: true, id: '1088123', hash: null },
      callWidget: { enabled: true, scriptUrl: '   ' },
    };
    expect(kinds(missing)).toEqual([]);
  });

  it.each(['"><script>alert(1)</script>', '123abc', '12 34', '-1', '1e5', '0x1F', '١٢٣'])('refuses the id %j', (id) => {
    const hostile: WebSettings = {
      ...all,
      yandexMetrics: { enabled: true, id, keys: [] },
      pixel: { enabled: true, id },
      amoCrm: { active: true, id: `${id}"`, hash: id },
      callWidget: null,
    };
    expect(kinds(hostile)).toEqual([]);
  });

  it('trims ids', () => {
    const spaced: WebSettings = { ...all, yandexMetrics: { enabled: true, id: ' 42 ', keys: null } };
    expect(integrationsFor(spaced, '/cart')[0]).toMatchObject({ kind: 'metrika', id: '42' });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '//widget.example.com/call.js',
    '/local/call.js',
    'https://user:pass@widget.example.com/call.js',
    'https://widget.example.com/"><script>alert(1)</script>',
    "https://widget.example.com/x.js' onload='alert(1)",
    'ftp://widget.example.com/call.js',
  ])('refuses the call widget URL %j', (scriptUrl) => {
    expect(kinds({ ...all, callWidget: { enabled: true, scriptUrl } })).not.toContain('callWidget');
  });

  it.each(['/', '/Product', '/Product/12', '/product/12/', '/Category', '/Category/3', '/category/3?x=1', ''])(
    'shows the call widget on %j',
    (path) => expect(kinds(all, path)).toContain('callWidget'),
  );

  it.each(['/cart', '/user', '/Product/12/reviews', '/Reviews/12', '/Products', '/checkout', '//', '/login'])(
    'keeps the call widget off %j but the rest on',
    (path) => expect(kinds(all, path)).toEqual(['metrika', 'pixel', 'amoCrm']),
  );
});

describe('metrikaOptions', () => {
  it('uses the standard snippet options without keys', () => {
    expect(metrikaOptions(null)).toEqual({ clickmap: true, trackLinks: true, accurateTrackBounce: true });
    expect(metrikaOptions([])).toEqual(metrikaOptions(null));
  });
  it('turns on the named options only, ignoring unknown ones', () => {
    expect(metrikaOptions(['webvisor', 'trackHash', 'constructor', '"><script>'])).toEqual({
      webvisor: true,
      trackHash: true,
    });
  });
  it('falls back to the standard options when every key is unknown', () => {
    expect(metrikaOptions(['nope'])).toEqual(metrikaOptions(null));
  });
});

describe('isCallWidgetRoute, pageUrl and integrationKey', () => {
  it('reports the page without its hash', () =>
    expect(pageUrl('https://shop.example/Product/5?a=1#reviews')).toBe('https://shop.example/Product/5?a=1'));
  it('ignores the query and hash', () => expect(isCallWidgetRoute('/Category#top')).toBe(true));
  it('names an integration by its kind and id', () => {
    expect(integrationsFor(all, '/').map(integrationKey)).toEqual([
      'metrika:12345678',
      'pixel:1234567890123456',
      'amoCrm:1088123:a1b2c3d4e5f6',
      'callWidget:https://widget.example.com/call.js?key=abc',
    ]);
  });
});
