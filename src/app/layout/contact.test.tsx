import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_MENU, TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const CONTACTS = {
  phone: '998712000000',
  phoneLinkActive: true,
  phoneActive: true,
  chatActive: true,
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

/** The footer of the home page: its code comes once the page has settled (two quiet seconds and an idle moment). */
const findFooter = () => screen.findByTestId('footer', {}, { timeout: 10_000 });

describe('contact', () => {
  it('the footer has the call centre, the social pages, the apps and bot that are on, and the copyright lines', async () => {
    await renderScreen({ path: '/', settings: CONTACTS, api: { overalls: TEST_MENU, grades: [] } });
    // The footer's code comes once the page has settled; the merchant's contacts are in it when the settings have come.
    const phone = await within(await findFooter()).findByRole('link', { name: '+998 71 200 00 00' });
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
    tap(screen.getByTestId('menu-chat'));
    tap(screen.getByTestId('menu-social-instagram'));
    expect(platform.calls.links).toEqual(['https://t.me/oshxona', 'https://instagram.com/oshxona']);
    expect(screen.queryByTestId('menu-social-facebook')).toBeNull();
  });

  it('the side menu leaves out the call centre without phoneActive and the chat without chatActive; the footer keeps its own flags', async () => {
    await renderScreen({
      path: '/',
      settings: { ...CONTACTS, phoneActive: false, chatActive: false },
      api: { overalls: TEST_MENU, grades: [] },
    });
    const footer = await findFooter();
    await within(footer).findByRole('link', { name: '+998 71 200 00 00' });
    tap(await screen.findByTestId('menu-toggle'));
    expect(await screen.findByTestId('menu-social-instagram')).toBeTruthy();
    expect(screen.queryByTestId('menu-call-centre')).toBeNull();
    expect(screen.queryByTestId('menu-chat')).toBeNull();
    expect(within(screen.getByTestId('footer')).getByRole('link', { name: 'Telegram' })).toBeTruthy();
  });

  for (const top of [true, false]) {
    it(`puts the customer's block ${top ? 'at the top of the side menu with' : 'after the pages without'} isVisibleAtProfileTop`, async () => {
      await renderScreen({
        path: '/',
        session: TEST_USER,
        settings: { ...CONTACTS, isVisibleAtProfileTop: top },
        api: { overalls: TEST_MENU, grades: [] },
      });
      tap(await screen.findByTestId('menu-toggle'));
      const menu = await screen.findByTestId('side-menu');
      // Once the merchant's settings are in.
      await waitFor(() => expect(within(menu).getByTestId('menu-chat')).toBeTruthy());
      const ids = [...menu.querySelectorAll('[data-testid^="menu-"]')].map((el) => el.getAttribute('data-testid'));
      expect(ids.indexOf('menu-profile') < ids.indexOf('menu-orders')).toBe(top);
      expect(ids).toContain('menu-profile');
    });
  }
});
