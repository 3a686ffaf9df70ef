/**
 * axe (every rule; serious and critical findings fail) on every route of `routes.ts`, signed in with a basket (the
 * sign-in screen as a guest). Each route is checked twice, in one language, once light in a browser and once dark in
 * Telegram or the other way round; across the routes the three languages take turns.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { openInTelegram } from '../telegram/telegram-client.ts';
import { violations } from './axe.ts';
import { ROUTES, sweepCustomer } from './routes.ts';
import { ONE_LINE_BASKET, openSignedIn } from './support.ts';

const test = base;
test.use({ viewport: { width: 390, height: 844 } });

interface Combo {
  language: 'uz' | 'ru' | 'eng';
  theme: 'light' | 'dark';
  platform: 'browser' | 'telegram';
}
/** k and k + 3 share the language and differ in theme and platform. */
const COMBOS: readonly Combo[] = [
  { language: 'eng', theme: 'light', platform: 'browser' },
  { language: 'uz', theme: 'dark', platform: 'telegram' },
  { language: 'ru', theme: 'dark', platform: 'browser' },
  { language: 'eng', theme: 'dark', platform: 'telegram' },
  { language: 'uz', theme: 'light', platform: 'browser' },
  { language: 'ru', theme: 'light', platform: 'telegram' },
];

type Session = { token: string; user: unknown };
const theCustomer = sweepCustomer({ firstName: 'Madina', lastName: 'Yusupova' });

/** Opens `path` inside the QA Telegram client with the customer's stored session and basket. */
async function openInTelegramSignedIn(
  page: Page,
  baseURL: string,
  path: string,
  session: Session | null,
  combo: Combo,
) {
  if (session) {
    await page.context().addCookies([{ name: 'token', value: session.token, url: baseURL }]);
    await page.addInitScript(
      ([user, basket]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('basket', JSON.stringify(basket));
      },
      [session.user, ONE_LINE_BASKET] as const,
    );
  }
  await openInTelegram(page, path, { forged: true, theme: combo.theme });
}

ROUTES.forEach((route, index) => {
  for (const combo of [COMBOS[index % 6], COMBOS[(index + 3) % 6]] as Combo[]) {
    test(`${route.name}: no serious or critical axe findings (${combo.language}, ${combo.theme}, ${combo.platform})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL ?? '';
      await page.context().addCookies([{ name: 'language', value: combo.language, url: origin }]);
      await page.route(/tile\.openstreetmap\.org/, (tile) => tile.abort('internetdisconnected'));
      const { session, ids } = await theCustomer(request);
      const path = route.path(ids);
      if (combo.platform === 'telegram') {
        await openInTelegramSignedIn(page, origin, path, route.guest ? null : session, combo);
      } else {
        await page.emulateMedia({ colorScheme: combo.theme });
        if (route.guest) await page.goto(path);
        else await openSignedIn(page, baseURL, path, session, ONE_LINE_BASKET);
      }
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await violations(page, 'all')).toEqual([]);
    });
  }
});
