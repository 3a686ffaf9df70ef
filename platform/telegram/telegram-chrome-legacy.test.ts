import { afterAll, describe, expect, it } from 'vitest';
import { installTelegramClient } from '@platform/testing/telegram-transport.ts';

/** A 7.0 client: no swipe behaviour (7.7), no bottom bar colour (7.10), no hide_keyboard (9.1); nothing it refuses. */
const client = installTelegramClient('7.0');

afterAll(() => client.uninstall());

describe('Telegram chrome on a 7.0 client', async () => {
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const platform = await createTelegramPlatform();

  it('sends only what the client supports, and the keyboard still goes away by blurring the field', () => {
    platform.setChromeColors({ header: '#ffffff', background: '#ffffff', bottomBar: '#ffffff' });
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    platform.hideKeyboard();
    expect(document.activeElement).not.toBe(input);
    input.remove();
    const names = client.names();
    expect(names).toContain('web_app_set_header_color');
    expect(names).toContain('web_app_set_background_color');
    expect(names).not.toContain('web_app_set_bottom_bar_color');
    expect(names).not.toContain('web_app_setup_swipe_behavior');
    expect(names).not.toContain('web_app_hide_keyboard');
  });
});
