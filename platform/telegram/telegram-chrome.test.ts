import { afterAll, describe, expect, it } from 'vitest';
import { installTelegramClient, type FakeTelegramClient } from '@platform/testing/telegram-transport.ts';

/** Telegram's chrome (issue #15) on a current client; telegram-chrome-legacy.test.ts has an old one. */
const last = (client: FakeTelegramClient, name: string) => client.sent.filter((e) => e.name === name).at(-1)?.data;
const COLOURS = { header: '#17212b', background: '#17212b', bottomBar: '#232e3c' };

describe('Telegram chrome on a 9.1 client', async () => {
  const client = installTelegramClient('9.1');
  afterAll(() => client.uninstall());
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const platform = await createTelegramPlatform();

  it('disables vertical swipes at launch', () => {
    expect(last(client, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
  });

  it('paints the header, background and bottom bar, and ignores what is not a #rrggbb colour', () => {
    platform.setChromeColors(COLOURS);
    expect(last(client, 'web_app_set_header_color')).toEqual({ color: '#17212b' });
    expect(last(client, 'web_app_set_background_color')).toEqual({ color: '#17212b' });
    expect(last(client, 'web_app_set_bottom_bar_color')).toEqual({ color: '#232e3c' });
    const before = client.sent.length;
    platform.setChromeColors({ header: 'var(--x)', background: '', bottomBar: 'red' });
    expect(client.sent.length).toBe(before);
  });

  it('fades an inactive main button into the bar again when the bar changes (a theme switched live)', () => {
    const colors = { background: '#2481cc', text: '#ffffff' };
    platform.setChromeColors({ header: '#ffffff', background: '#ffffff', bottomBar: '#ffffff' });
    platform.setMainButton({ text: 'Place order', visible: true, enabled: false, progress: false, colors });
    const light = last(client, 'web_app_setup_main_button');
    platform.setChromeColors(COLOURS);
    const dark = last(client, 'web_app_setup_main_button');
    expect(dark).toMatchObject({ text: 'Place order', is_active: false });
    expect(dark?.color).not.toBe(light?.color);
    // An active one keeps its colours: nothing is sent again for it.
    platform.setMainButton({ text: 'Place order', visible: true, enabled: true, progress: false, colors });
    const sent = client.sent.length;
    platform.setChromeColors({ header: '#ffffff', background: '#ffffff', bottomBar: '#ffffff' });
    expect(client.sent.filter((event) => event.name === 'web_app_setup_main_button').length).toBe(
      client.sent.slice(0, sent).filter((event) => event.name === 'web_app_setup_main_button').length,
    );
  });

  it('puts the keyboard away: the field loses its focus and the client is told', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(document.activeElement).toBe(input);
    platform.hideKeyboard();
    expect(document.activeElement).not.toBe(input);
    expect(client.names()).toContain('web_app_hide_keyboard');
    input.remove();
  });
});
