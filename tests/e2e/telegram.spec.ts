import { expect, test } from '../telegram/telegram-client.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { firstVisitRequests } from '../../src/app/first-screen-requests.ts';
import { apiPath, ONE_LINE_BASKET, recordApiRequests, signInByApi } from './support.ts';

const path = (url: string) => new URL(url).pathname;

test.describe('inside Telegram (QA client)', () => {
  test("a first launch's first requests leave before the app has come, for Telegram's menu in the user's language", async ({
    telegram,
    page,
  }) => {
    const asked = recordApiRequests(page);
    await telegram.open('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('story').first()).toBeVisible();
    // The early script's requests (fetch) ask the menu of Telegram's kind; the app adopts each, none is sent twice.
    for (const key of firstVisitRequests({ home: true, catalogueType: 'TG' }))
      expect(
        asked.filter((request) => request.key === key).map((request) => request.type),
        key,
      ).toEqual(['fetch']);
    expect(asked.filter((request) => request.key.includes('type=WEB'))).toEqual([]);
  });

  test('tells Telegram it is ready and signs the user in with initData, no SMS step', async ({ telegram, page }) => {
    const tg = await telegram.open('/login');
    await expect.poll(async () => (await tg.events('web_app_ready')).length).toBeGreaterThan(0);
    expect((await tg.events()).map((e) => e.name)).toContain('web_app_expand');
    // Signed in: the login page's guard sends a signed-in user on, and the session cookie is set.
    await expect.poll(() => path(page.url())).not.toBe('/login');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')?.value).toBeTruthy();
  });

  for (const form of ['with signature', 'without signature (clients before Bot API 8.0)'] as const) {
    test(`initData ${form}: native buttons, theme, and sign-in through the server`, async ({ telegram, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const withoutSignature = form !== 'with signature';
      const auth = page.waitForResponse((response) => new URL(response.url()).pathname === apiPath(endpoints.botAuth));
      const tg = await telegram.open('/address', { withoutSignature, theme: 'dark' });
      const initData = new URLSearchParams(tg.initData);
      expect([initData.has('signature'), initData.has('hash')]).toEqual([!withoutSignature, true]);
      // Signed in with initData: the server validated it.
      expect((await auth).status()).toBe(200);
      await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'token')).toBe(true);
      // The address list of a signed-in user puts its action on Telegram's native main button, not in the page.
      await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
      expect((await tg.mainButton())?.text).toBe('Add address');
      await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
      await expect.poll(() => tg.backButtonVisible()).toBe(true);
      // Telegram's theme is applied.
      expect(
        await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--tg-theme-bg-color').trim()),
      ).toBe('#17212b');
      // The native button leads on; a reload there, with the launch hash gone from the URL, is still Telegram.
      await tg.pressMainButton();
      await expect.poll(() => path(page.url())).toBe('/address/create');
      await page.reload();
      await expect.poll(async () => (await tg.mainButton())?.text).toBe('Save address');
      await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
    });
  }

  test('forged initData leaves a guest who can still log in by SMS; the native main button is the screen action', async ({
    telegram,
    page,
  }) => {
    const tg = await telegram.open('/login', { forged: true });
    await expect(page.getByTestId('login-phone')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
    // In Telegram the action is the native button, not an in-page one.
    await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
    await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
    expect((await tg.mainButton())?.text).toBe('Get code');
    // Inactive, it is faded as the page's own is: a client that draws an inactive button as bright gets the fade.
    await expect.poll(async () => (await tg.mainButton())?.is_active).toBe(false);
    const waiting = await tg.mainButton();
    await page.getByTestId('login-phone').pressSequentially('905551234');
    await expect.poll(async () => (await tg.mainButton())?.is_active).toBe(true);
    const ready = await tg.mainButton();
    expect(waiting?.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(ready?.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(waiting?.color).not.toBe(ready?.color);
    await tg.pressMainButton();
    await expect.poll(() => path(page.url())).toBe('/login/confirm');
  });

  for (const launch of ['the same Telegram account', 'another Telegram account'] as const) {
    test(`an SMS session signed in during one account's launch, opened by ${launch}`, async ({
      telegram,
      page,
      request,
      baseURL,
    }) => {
      // Signed in by SMS inside Telegram (its user has no Telegram id) in a launch of Telegram user 424242.
      const sms = await signInByApi(request, { firstName: 'Shared', lastName: 'Phone' });
      await page.context().addCookies([{ name: 'token', value: sms.token, url: baseURL ?? '' }]);
      // The previous customer's basket, with a door code and a receiver typed at checkout, and their delivery point.
      const basket = { ...ONE_LINE_BASKET, checkout: { floor: '7', receiverPhone: '998901112233' } };
      const point = { id: 'tmp-1', type: 'HOUSE', name: 'Amir Temur 15', latitude: 41.3111, longitude: 69.2797 };
      await page.addInitScript(
        ([user, kept, chosen]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('user', user);
          localStorage.setItem('sessionTelegramUser', '424242');
          localStorage.setItem('basket', kept);
          localStorage.setItem('chosenAddress', chosen);
        },
        [JSON.stringify(sms.user), JSON.stringify(basket), JSON.stringify(point)] as const,
      );
      const id = launch === 'the same Telegram account' ? 424242 : 535353;
      // Forged initData: no sign-in of its own, so what is left is the kept session or none.
      const tg = await telegram.open('/user', {
        forged: true,
        user: { id, first_name: 'Someone', language_code: 'en' },
      });
      await expect.poll(async () => (await tg.events('web_app_ready')).length).toBeGreaterThan(0);
      const token = async () => (await page.context().cookies()).find((c) => c.name === 'token')?.value;
      const kept = () =>
        page.evaluate(() => ({
          basket: JSON.parse(localStorage.getItem('basket') ?? 'null') as {
            items?: unknown[];
            checkout?: object;
          } | null,
          chosen: localStorage.getItem('chosenAddress'),
        }));
      if (launch === 'the same Telegram account') {
        await expect(page.getByTestId('profile-name')).toHaveText('Shared Phone');
        expect(await token()).toBe(sms.token);
        const { basket: same, chosen } = await kept();
        expect(same?.items).toHaveLength(1);
        expect(same?.checkout).toMatchObject({ floor: '7' });
        expect(chosen).not.toBeNull();
      } else {
        await expect.poll(token).toBeUndefined();
        await expect(page.getByTestId('profile-name')).toHaveCount(0);
        await expect.poll(async () => (await tg.mainButton())?.text).toBe('Log in');
        expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
        // Nothing of the previous customer's is left for this one: no basket, no checkout details, no address.
        const { basket: left, chosen } = await kept();
        expect(left?.items ?? []).toEqual([]);
        expect(left?.checkout ?? {}).toEqual({});
        expect(chosen).toBeNull();
      }
    });
  }

  for (const kept of ["the launch's own Telegram account", 'an account signed in by SMS in a launch of it'] as const) {
    test(`a refused session of ${kept}`, async ({ telegram, page, baseURL }) => {
      const id = 700_500_000 + Math.floor(Math.random() * 1_000);
      const own = kept === "the launch's own Telegram account";
      // A session kept for this Telegram user, since revoked on the server (here: a token it never issued).
      await page.context().addCookies([{ name: 'token', value: 'revoked-token', url: baseURL ?? '' }]);
      await page.addInitScript(
        ([user, owner]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('user', user);
          localStorage.setItem('sessionTelegramUser', owner);
        },
        [
          JSON.stringify({
            id: 1,
            firstName: 'Old',
            isActive: true,
            merchantId: 'm',
            role: 'USER',
            cashback: 0,
            ...(own ? { telegramId: id } : {}),
          }),
          String(id),
        ] as const,
      );
      const signIns: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === apiPath(endpoints.botAuth)) signIns.push(request.method());
      });
      await telegram.open('/user', { user: { id, first_name: 'Dilnoza', last_name: 'Rahimova', language_code: 'en' } });
      if (own) {
        // Signed in again with the launch's data, without a word.
        await expect(page.getByTestId('profile-name')).toHaveText('Dilnoza Rahimova');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
        expect(token).toBeTruthy();
        expect(token).not.toBe('revoked-token');
        expect(signIns).toEqual(['POST']);
      } else {
        // Another account than the launch's: never swapped for it in silence; the customer is told to log in again.
        await expect(page.getByRole('dialog')).toContainText('Please log in again');
        expect(signIns).toEqual([]);
      }
    });
  }

  test('shows the back button on inner routes; pressing it goes back (home after a deep link)', async ({
    telegram,
    page,
  }) => {
    const tg = await telegram.open('/login', { forged: true });
    await expect.poll(() => tg.backButtonVisible()).toBe(true);
    await tg.pressBackButton();
    await expect.poll(() => path(page.url())).toBe('/');
    await expect.poll(() => tg.backButtonVisible()).toBe(false);
  });

  test('a start parameter opens its route', async ({ telegram, page }) => {
    await telegram.open('/', { startParam: 'product_12' });
    await expect.poll(() => path(page.url())).toBe('/Product/12');
  });

  test('switching the theme to dark changes the page colours', async ({ telegram, page }) => {
    const tg = await telegram.open('/login', { forged: true });
    await expect(page.getByTestId('login-phone')).toBeVisible();
    const background = () =>
      page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--tg-theme-bg-color').trim());
    const textColor = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('#phone-step-title') ?? document.body).color);
    expect(await background()).toBe('#ffffff');
    const before = await textColor();
    await tg.setTheme('dark');
    await expect.poll(background).toBe('#17212b');
    await expect.poll(textColor).not.toBe(before);
  });

  test("one accent: the native main button wears the merchant's colour the page paints, again after a live theme change", async ({
    telegram,
    page,
  }) => {
    const tg = await telegram.open('/', { forged: true });
    await page
      .locator('[data-testid="product-card"][data-needs-options="false"]')
      .first()
      .getByTestId('card-add')
      .click();
    await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
    // The active category chip is filled with the accent: what it paints, as #rrggbb.
    const painted = () =>
      page.locator('.category-bar__chip--active').evaluate((chip) => {
        const [r, g, b] = (getComputedStyle(chip).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
      });
    const light = await painted();
    expect(light).not.toBe('#2481cc');
    await expect.poll(async () => (await tg.mainButton())?.color).toBe(light);
    expect((await tg.mainButton())?.text_color).toMatch(/^#[0-9a-f]{6}$/);
    await tg.setTheme('dark');
    await expect.poll(async () => (await tg.mainButton())?.color).toBe(await painted());
  });

  test('asks to confirm closing while the basket has items, and stops when it is emptied', async ({
    telegram,
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'basket',
          JSON.stringify({ items: [{ key: '1', productId: 1, count: 1, modifications: [] }] }),
        );
      }
    });
    const tg = await telegram.open('/user', { forged: true });
    const closing = async () => (await tg.events('web_app_setup_closing_behavior')).at(-1)?.data?.need_confirmation;
    await expect.poll(closing).toBe(true);
    await page.evaluate(() => localStorage.setItem('basket', JSON.stringify({ items: [] })));
    await page.reload();
    await expect.poll(closing).toBe(false);
  });
});
