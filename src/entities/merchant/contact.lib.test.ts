import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '@/shared/contract/merchant.ts';
import { appLinks, callCentre, chatLink, socialLinks } from './contact.lib.ts';

const settings = (extra: Partial<WebSettings>): WebSettings => ({ ...DEFAULT_WEB_SETTINGS, ...extra });

describe('contact links', () => {
  it('keeps the social pages and apps that are on and plain https', () => {
    const all = settings({
      telegram: 'https://t.me/oshxona',
      telegramActive: true,
      instagram: 'https://instagram.com/oshxona',
      instagramActive: false,
      facebook: 'javascript:alert(1)',
      facebookActive: true,
      iosAppLink: 'https://apps.apple.com/app/id1',
      iosAppLinkActive: true,
      androidAppLink: 'http://play.example/app',
      androidAppLinkActive: true,
      telegramBotLink: 'https://t.me/oshxona_bot',
      telegramBotLinkActive: true,
    });
    expect(socialLinks(all)).toEqual([{ id: 'telegram', url: 'https://t.me/oshxona' }]);
    expect(appLinks(all)).toEqual([
      { id: 'ios', url: 'https://apps.apple.com/app/id1' },
      { id: 'bot', url: 'https://t.me/oshxona_bot' },
    ]);
  });
  it('gives the call centre only where the merchant shows it: the footer by phoneLinkActive, the menu by phoneActive', () => {
    const footerOnly = settings({ phone: '998712000000', phoneLinkActive: true, phoneActive: false });
    expect(callCentre(footerOnly, 'footer')).toBe('998712000000');
    expect(callCentre(footerOnly, 'menu')).toBeNull();
    const menuOnly = settings({ phone: '998712000000', phoneLinkActive: false, phoneActive: true });
    expect(callCentre(menuOnly, 'footer')).toBeNull();
    expect(callCentre(menuOnly, 'menu')).toBe('998712000000');
  });
  it('offers the chat only when it is on and the Telegram link is plain https', () => {
    expect(chatLink(settings({ chatActive: true, telegram: 'https://t.me/oshxona' }))).toBe('https://t.me/oshxona');
    expect(chatLink(settings({ chatActive: false, telegram: 'https://t.me/oshxona' }))).toBeNull();
    expect(chatLink(settings({ chatActive: true, telegram: 'javascript:alert(1)' }))).toBeNull();
  });
});
