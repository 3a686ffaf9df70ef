import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '@/shared/contract/merchant.ts';
import { appLinks, callCentre, socialLinks } from './contact.lib.ts';

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
  it('gives the call centre only when the merchant shows it', () => {
    expect(callCentre(settings({ phone: '998712000000', phoneLinkActive: true }))).toBe('998712000000');
    expect(callCentre(settings({ phone: '998712000000', phoneLinkActive: false }))).toBeNull();
  });
});
