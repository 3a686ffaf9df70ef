import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_MENU } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const CONTACTS = {
  phone: '998712000000',
  phoneLinkActive: true,
  telegram: 'https://t.me/oshxona',
  telegramActive: true,
  instagram: 'https://instagram.com/oshxona',
  instagramActive: true,
  facebook: 'javascript:alert(1)',
  facebookActive: true,
  iosAppLink: 'https://apps.apple.com/app/id1',
  iosAppLinkActive: true,
  androidAppLink: 'https://play.google.com/store/apps/details?id=uz.oshxona',
  androidAppLinkActive: false,
  telegramBotLink: 'https://t.me/oshxona_bot',
  telegramBotLinkActive: true,
  leftCopyWrite: same('Oshxona LLC. All rights reserved.'),
  rightCopyWrite: same('Cooked with love in Tashkent'),
};

describe('contact', () => {
  it('the footer has the call centre, the social pages, the apps and bot that are on, and the copyright lines', async () => {
    await renderScreen({ path: '/', settings: CONTACTS, api: { overalls: TEST_MENU, grades: [] } });
    // The footer is drawn at once from the defaults; the merchant's contacts join it when the settings come.
    const phone = await within(await screen.findByTestId('footer')).findByRole('link', { name: '+998 71 200 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+998712000000');
    const footer = screen.getByTestId('footer');
    const follow = within(footer).getByRole('navigation', { name: 'Follow us' });
    expect(
      within(follow)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Telegram', 'Instagram']);
    const apps = within(footer).getByRole('navigation', { name: 'Our apps' });
    expect(
      within(apps)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['App Store', 'https://apps.apple.com/app/id1'],
      ['Telegram bot', 'https://t.me/oshxona_bot'],
    ]);
    expect(
      within(footer)
        .getAllByTestId('footer-copyright')
        .map((line) => line.textContent),
    ).toEqual(['Oshxona LLC. All rights reserved.', 'Cooked with love in Tashkent']);
  });

  it("the side menu's 'Contact us' calls the call centre and opens the messenger the platform's way", async () => {
    const { platform } = await renderScreen({
      path: '/',
      platform: 'telegram',
      settings: CONTACTS,
      api: { overalls: TEST_MENU, grades: [] },
    });
    tap(await screen.findByTestId('menu-toggle'));
    expect((await screen.findByTestId('menu-call-centre')).getAttribute('href')).toBe('tel:+998712000000');
    tap(screen.getByTestId('menu-social-telegram'));
    tap(screen.getByTestId('menu-social-instagram'));
    expect(platform.calls.links).toEqual(['https://t.me/oshxona', 'https://instagram.com/oshxona']);
    expect(screen.queryByTestId('menu-social-facebook')).toBeNull();
  });
});
