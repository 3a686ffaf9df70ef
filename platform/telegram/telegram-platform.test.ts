import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Telegram adapter against a fake transport: launch parameters in the URL hash, a recording
 * `TelegramWebviewProxy.postEvent` (how mobile clients receive events), and client events sent back as window messages.
 */
type Sent = { name: string; data: Record<string, unknown> | undefined };

const initData = new URLSearchParams({
  user: JSON.stringify({ id: 42, first_name: 'Ali', last_name: 'Valiyev', language_code: 'ru' }),
  auth_date: '1763700000',
  hash: 'a'.repeat(64),
  signature: 'sig',
  chat_instance: '1',
  chat_type: 'sender',
}).toString();

function emit(eventType: string, eventData: unknown): void {
  window.dispatchEvent(
    new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window.parent }),
  );
}

const sent: Sent[] = [];

beforeAll(() => {
  window.sessionStorage.clear();
  const theme = JSON.stringify({
    bg_color: '#ffffff',
    text_color: '#000000',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
  });
  window.location.hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: theme,
    tgWebAppStartParam: 'product_12',
  }).toString();
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(name: string, data?: string) {
      const parsed = data ? (JSON.parse(data) as Record<string, unknown>) : undefined;
      sent.push({ name, data: parsed });
      if (name === 'web_app_request_viewport')
        setTimeout(() =>
          emit('viewport_changed', { height: 700, width: 390, is_expanded: true, is_state_stable: true }),
        );
      if (name === 'web_app_request_theme')
        setTimeout(() => emit('theme_changed', { theme_params: JSON.parse(theme) }));
      if (name === 'web_app_request_safe_area')
        setTimeout(() => emit('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }));
      if (name === 'web_app_request_content_safe_area')
        setTimeout(() => emit('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }));
    },
  };
});

afterAll(() => {
  delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  window.location.hash = '';
});

describe('Telegram adapter', async () => {
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const { isTelegramLaunch } = await import('@platform/detect.ts');

  it('is detected from the launch parameters and reads the launch facts, keeping initData raw', async () => {
    expect(isTelegramLaunch()).toBe(true);
    const platform = await createTelegramPlatform();
    expect(platform.kind).toBe('telegram');
    expect(platform.uiPlatform).toBe('ios');
    expect(platform.launch.startParam).toBe('product_12');
    expect(platform.launch.user).toMatchObject({ id: 42, firstName: 'Ali', languageCode: 'ru' });
    expect(platform.launch.initDataRaw).toBe(initData);
    expect(platform.theme().colors.button_color).toBe('#2481cc');
  });

  it('expands the viewport and sends main button, back button, closing and haptic events', async () => {
    const platform = await createTelegramPlatform();
    expect(sent.map((e) => e.name)).toContain('web_app_expand');
    platform.setMainButton({ text: 'Go to cart', visible: true, enabled: true, progress: false });
    expect(sent.filter((e) => e.name === 'web_app_setup_main_button').at(-1)?.data).toMatchObject({
      is_visible: true,
      is_active: true,
      text: 'Go to cart',
      is_progress_visible: false,
    });
    platform.setMainButton({ text: 'Placing', visible: true, enabled: true, progress: true });
    expect(sent.filter((e) => e.name === 'web_app_setup_main_button').at(-1)?.data).toMatchObject({
      is_progress_visible: true,
      is_active: false,
    });
    platform.setBackButton(true);
    expect(sent.filter((e) => e.name === 'web_app_setup_back_button').at(-1)?.data).toEqual({ is_visible: true });
  });

  it('fades an inactive main button into the bar under it, as the page draws its own, and not one that is busy', async () => {
    const platform = await createTelegramPlatform();
    const last = () => sent.filter((e) => e.name === 'web_app_setup_main_button').at(-1)?.data;
    platform.setChromeColors({ header: '#ffffff', background: '#ffffff', bottomBar: '#ffffff' });
    const colors = { background: '#ff2e17', text: '#ffffff' };
    platform.setMainButton({ text: 'Place order', visible: true, enabled: true, progress: false, colors });
    expect(last()).toMatchObject({ is_active: true, color: '#ff2e17', text_color: '#ffffff' });
    platform.setMainButton({ text: 'Place order', visible: true, enabled: false, progress: false, colors });
    // 35 % of the accent over white: 0.35 * 255 + 0.65 * 255 = 255, 0.35 * 46 + 0.65 * 255 = 182, 0.35 * 23 + 0.65 * 255 = 174.
    expect(last()).toMatchObject({ is_active: false, color: '#ffb6ae', text_color: '#ffffff' });
    platform.setChromeColors({ header: '#17212b', background: '#17212b', bottomBar: '#17212b' });
    platform.setMainButton({ text: 'Place order', visible: true, enabled: false, progress: false, colors });
    expect(last()).toMatchObject({ color: '#682624' });
    platform.setMainButton({ text: 'Placing', visible: true, enabled: true, progress: true, colors });
    expect(last()).toMatchObject({ is_active: false, is_progress_visible: true, color: '#ff2e17' });
    platform.setClosingConfirmation(true);
    expect(sent.filter((e) => e.name === 'web_app_setup_closing_behavior').at(-1)?.data).toEqual({
      need_confirmation: true,
    });
    platform.haptics.impact('medium');
    expect(sent.filter((e) => e.name === 'web_app_trigger_haptic_feedback').at(-1)?.data).toEqual({
      type: 'impact',
      impact_style: 'medium',
    });
    platform.ready();
    expect(sent.map((e) => e.name)).toContain('web_app_ready');
  });

  it('hears the native buttons and theme changes', async () => {
    const platform = await createTelegramPlatform();
    let main = 0;
    let back = 0;
    platform.onMainButtonClick(() => (main += 1));
    platform.onBackButtonClick(() => (back += 1));
    const themes: boolean[] = [];
    platform.onThemeChange((theme) => themes.push(theme.dark));
    emit('main_button_pressed', undefined);
    emit('back_button_pressed', undefined);
    emit('theme_changed', { theme_params: { bg_color: '#17212b', text_color: '#f5f5f5' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(main).toBe(1);
    expect(back).toBe(1);
    expect(themes.at(-1)).toBe(true);
  });
});
