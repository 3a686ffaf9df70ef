import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { webSettingsQuery } from '@/entities/merchant/merchant.api.ts';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '@/shared/contract/merchant.ts';
import { createAppStore, createQueryClient } from '@/app/store.ts';
import { resetCallWidget } from './call-widget.ts';
import { forgetScheduledIntegrations, Integrations } from './integrations.ui.tsx';
import { loadScript, whenIdle } from './load-script.ts';
import { resetMetrika } from './metrika.ts';
import { resetPixel } from './pixel.ts';

// No network and no waiting: idle tasks are held until the test runs them, scripts are never appended.
const idle: (() => void)[] = [];
vi.mock('./load-script.ts', async (original) => ({
  ...(await original<typeof import('./load-script.ts')>()),
  loadScript: vi.fn(async () => true),
  whenIdle: vi.fn((fn: () => void) => {
    idle.push(fn);
    return () => undefined;
  }),
}));
const runIdle = () => idle.splice(0).forEach((fn) => fn());

const settings: WebSettings = {
  ...DEFAULT_WEB_SETTINGS,
  yandexMetrics: { enabled: true, id: '777', keys: null },
  pixel: { enabled: false, id: '123' },
  callWidget: { enabled: true, scriptUrl: 'https://widget.example.com/call.js' },
};

function setup(merchantId: string | null = 'm1') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(webSettingsQuery('m1').queryKey, settings);
  const store = createAppStore(queryClient);
  store.set(merchantIdAtom, merchantId);
  const tree = () => (
    <Provider store={store}>
      <Router>
        <Integrations />
      </Router>
    </Provider>
  );
  const view = render(tree());
  return { rerender: () => view.rerender(tree()), unmount: view.unmount };
}
const go = (path: string) => act(() => window.history.pushState(null, '', path));
const srcs = () => vi.mocked(loadScript).mock.calls.map(([src]) => src);

beforeEach(() => window.history.replaceState(null, '', '/cart'));
afterEach(() => {
  idle.length = 0;
  vi.mocked(loadScript).mockClear();
  vi.mocked(whenIdle).mockClear();
  forgetScheduledIntegrations();
  resetMetrika();
  resetPixel();
  resetCallWidget();
  delete window.ym;
});

describe('Integrations', () => {
  it('does nothing before the settings are loaded', () => {
    setup(null);
    expect(whenIdle).not.toHaveBeenCalled();
  });

  it('injects only what the settings turn on, after idle, once', () => {
    const view = setup();
    expect(loadScript).not.toHaveBeenCalled();
    runIdle();
    expect(srcs()).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
    view.rerender();
    go('/Product/5');
    runIdle();
    go('/cart');
    go('/Category');
    runIdle();
    expect(srcs()).toEqual(['https://mc.yandex.ru/metrika/tag.js', 'https://widget.example.com/call.js']);
    expect(window.ym?.a?.filter(([, method]) => method === 'init')).toHaveLength(1);
    expect(window.fbq).toBeUndefined();
  });

  it('sends a Metrika hit per route change, none for a hash change or a remount', () => {
    const view = setup();
    go('/user');
    runIdle();
    go('/Product/5');
    go('/Product/5#reviews');
    view.unmount();
    setup();
    runIdle();
    go('/Category');
    const hits = window.ym?.a
      ?.filter(([, method]) => method === 'hit')
      .map(([, , url]) => new URL(String(url)).pathname);
    expect(hits).toEqual(['/Product/5', '/Category']);
    expect(window.ym?.a?.[0]).toEqual([777, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }]);
  });

  it('hides the call widget off its routes and shows it back on them', () => {
    window.history.replaceState(null, '', '/');
    setup();
    runIdle();
    expect(document.body.dataset.callWidget).toBe('on');
    go('/cart');
    expect(document.body.dataset.callWidget).toBe('off');
    expect(document.body.classList.contains('call-widget-hidden')).toBe(true);
    go('/Category/2');
    expect(document.body.dataset.callWidget).toBe('on');
    expect(srcs().filter((src) => src.includes('widget'))).toHaveLength(1);
  });
});
