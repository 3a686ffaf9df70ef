import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A launch by a Telegram client before Bot API 8.0: its initData carries a `hash` but no `signature`, which the
 * SDK's own launch-parameter reader refuses. It must still boot as Telegram: native buttons, theme, raw initData.
 */
type Sent = { name: string; data: Record<string, unknown> | undefined };

const initData = new URLSearchParams({
  query_id: 'AAHdF6IQAAAAAN0XohAOqR8k',
  user: JSON.stringify({ id: 43, first_name: 'Olim', language_code: 'uz' }),
  auth_date: '1763700000',
  hash: 'b'.repeat(64),
}).toString();
const theme = { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', button_text_color: '#ffffff' };
const sent: Sent[] = [];

function emit(eventType: string, eventData: unknown): void {
  window.dispatchEvent(
    new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window.parent }),
  );
}

beforeAll(() => {
  window.sessionStorage.clear();
  window.location.hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '7.10',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
  }).toString();
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(name: string, data?: string) {
      sent.push({ name, data: data ? (JSON.parse(data) as Record<string, unknown>) : undefined });
      if (name === 'web_app_request_viewport')
        setTimeout(() =>
          emit('viewport_changed', { height: 700, width: 390, is_expanded: true, is_state_stable: true }),
        );
      if (name === 'web_app_request_theme') setTimeout(() => emit('theme_changed', { theme_params: theme }));
    },
  };
});

afterAll(() => {
  delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  window.location.hash = '';
});

describe('a launch whose initData has no signature', async () => {
  const { bootPlatform } = await import('@platform/index.ts');
  const { isTelegramLaunch } = await import('@platform/detect.ts');

  it('boots the Telegram platform, not the browser fallback, with the raw initData and the user', async () => {
    const platform = await bootPlatform();
    expect(platform.kind).toBe('telegram');
    expect(platform.launch.initDataRaw).toBe(initData);
    expect(platform.launch.user).toMatchObject({ id: 43, firstName: 'Olim' });
    expect(platform.launch.clientPlatform).toBe('android');
    expect(platform.theme()).toMatchObject({ dark: true, colors: { bg_color: '#17212b' } });
  });

  it('drives the native main button', async () => {
    const platform = await bootPlatform();
    platform.setMainButton({ text: 'Get code', visible: true, enabled: true, progress: false });
    expect(sent.filter((e) => e.name === 'web_app_setup_main_button').at(-1)?.data).toMatchObject({
      is_visible: true,
      text: 'Get code',
    });
  });

  it('is still Telegram after an in-app navigation dropped the launch hash', () => {
    window.history.replaceState(null, '', '/cart');
    expect(isTelegramLaunch()).toBe(true);
  });
});
