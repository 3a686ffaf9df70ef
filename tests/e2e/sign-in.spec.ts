import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import {
  apiGlob,
  apiHeaders,
  apiPath,
  addFromMenu,
  codeFor,
  DEMO_MERCHANT_ID,
  english,
  nextPhone,
  ONE_LINE_BASKET,
  openSignedIn,
  signInByApi,
} from './support.ts';

/** A fresh user signed in through the API, the page opened at `path` with that session and one basket line. */
async function signedInPage(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
): Promise<{ token: string }> {
  const session = await signInByApi(request);
  await openSignedIn(page, baseURL, path, session, ONE_LINE_BASKET);
  return session;
}

/** A guest's basket of one dish, opened from the menu's main button. */
async function basketOfOne(page: Page): Promise<void> {
  await page.goto('/');
  await addFromMenu(page);
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/cart$/);
}

/**
 * On the sign-in's phone step: a new number typed key by key, its code, and the new account's name step (a name
 * typed, or left out) ended with the main button.
 */
async function signInAsNewCustomer(page: Page, request: APIRequestContext, firstName?: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  const phone = nextPhone();
  await page.getByTestId('login-phone').pressSequentially(phone);
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/login\/confirm$/);
  await page.getByTestId('login-code').pressSequentially(await codeFor(request, phone));
  await expect(page).toHaveURL(/\/login\/user$/);
  if (firstName) await page.getByTestId('first-name').pressSequentially(firstName);
  await page.getByTestId('browser-main-button').click();
}

test.describe('in a browser', () => {
  test('SMS sign-in: masked phone, resend countdown, wrong code, then back to the remembered path', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('redirectUrl', JSON.stringify('/Product/5')));
    await page.goto('/login');
    const phone = nextPhone();
    // This step is about pasting (fill puts the whole text in at once): another common format, the mask takes the digits.
    await page.getByTestId('login-phone').fill(`+998 (${phone.slice(0, 2)}) ${phone.slice(2)}`);
    await expect(page.getByTestId('login-phone')).toHaveValue(
      `+998 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`,
    );
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/login\/confirm$/);
    await expect(page.getByTestId('resend-countdown')).toHaveText(/Resend in \d+ seconds/);
    await expect(page.getByTestId('login-code')).toHaveAttribute('autocomplete', 'one-time-code');

    const code = await codeFor(request, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('login-code').pressSequentially(wrong);
    await expect(page.getByTestId('login-error')).toHaveText('Wrong code entered or sms code is expired');

    await page.getByTestId('login-code').pressSequentially(code);
    // A new account is asked for its name first, then goes on to where it was going.
    await expect(page).toHaveURL(/\/login\/user$/);
    // The main action says what it does: without a name it goes on, with one it saves it.
    await expect(page.getByTestId('browser-main-button')).toHaveText('Continue');
    await page.getByTestId('first-name').pressSequentially('Malika');
    await expect(page.getByTestId('browser-main-button')).toHaveText('Save and continue');
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/Product\/5$/);
    // Signed in: the login page now sends the user on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in from the basket, checkout opens over the basket: back goes to the basket and the menu, never to a login page', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await basketOfOne(page);
    await page.getByTestId('browser-main-button').click();
    // A new account: the name step, left without a name.
    await signInAsNewCustomer(page, request);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-total')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('changing the number half-way through the sign-in still leaves no login page behind checkout', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await basketOfOne(page);
    await page.getByTestId('browser-main-button').click();
    await page.getByTestId('login-phone').pressSequentially(nextPhone());
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/login\/confirm$/);
    // A typo in the number: back to it from the code step, and a code to the right one.
    await page.getByRole('button', { name: 'Change the number' }).click();
    // The step keeps the number typed: selected and deleted as a person does, the mask keeps its +998.
    const field = page.getByTestId('login-phone');
    await field.click();
    await field.press('ControlOrMeta+A');
    await field.press('Backspace');
    await expect(field).toHaveValue('+998 ');
    await signInAsNewCustomer(page, request);
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    // Forward returns to checkout, and back again to the basket: no login page on either side.
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('checkout opened by a guest is replaced by the sign-in, and signing in puts it back in the same place', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await basketOfOne(page);
    // A link to checkout followed inside the app (as a notification or an old tab would), as a guest.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/checkout');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await signInAsNewCustomer(page, request, 'Aziza');
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("the side menu's Log in comes back to the page under the menu, not to a path an abandoned sign-in left", async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await page.goto('/');
    // An earlier sign-in, abandoned, remembered the profile.
    await page.evaluate(() => localStorage.setItem('redirectUrl', JSON.stringify('/user')));
    // The menu reached inside the app, from the empty basket.
    await page.goto('/cart');
    await page.getByTestId('cart-empty').getByRole('button').click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-login').click();
    await signInAsNewCustomer(page, request);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-chip')).toHaveAttribute('href', /\/choose-(address|branch)$/);
    // The sign-in left no entry behind: back goes to the basket the menu was opened from.
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a signed-in customer changes the phone from the profile with the code sent to the new number, and the profile shows it after a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await signedInPage(page, request, baseURL, '/');
    await page.goto('/user');
    await page.getByTestId('profile-change-phone').click();
    await expect(page).toHaveURL(/\/user\/phone$/);
    const phone = nextPhone();
    await page.getByTestId('login-phone').pressSequentially(phone);
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/user\/phone\/confirm$/);
    await page.getByTestId('login-code').pressSequentially(await codeFor(request, phone));
    await expect(page.getByText('The phone number was changed')).toBeVisible();
    await expect(page).toHaveURL(/\/user$/);
    const shown = `+998 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;
    await expect(page.getByText(shown)).toBeVisible();
    await page.reload();
    await expect(page.getByText(shown)).toBeVisible();
    // Back leaves the profile for where the customer was before it, not for the finished phone steps.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('typing the phone key by key, fixing a digit in the middle and over a space, sends the code to that number', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await english(page, baseURL);
    await page.goto('/login');
    // A number full of 9s and 8s, as the prefix's own 998 is what the mask used to re-read.
    const phone = `998${nextPhone().slice(-6)}`;
    const masked = (d: string) => `+998 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`.trimEnd();
    const input = page.getByTestId('login-phone');
    const caret = () => input.evaluate((el: HTMLInputElement) => el.selectionStart);
    await expect(input).toHaveValue('+998 ');

    // The fourth digit is mistyped.
    const wrong = String((Number(phone[3]) + 1) % 10);
    await input.pressSequentially(phone.slice(0, 3) + wrong + phone.slice(4));
    await expect(input).toHaveValue(masked(phone.slice(0, 3) + wrong + phone.slice(4)));
    // Back to just after the wrong digit ('+998 99 8x|x xx xx'), delete it and type the right one.
    for (let i = 0; i < 7; i += 1) await input.press('ArrowLeft');
    expect(await caret()).toBe(10);
    await input.press('Backspace');
    await expect(input).toHaveValue(masked(phone.slice(0, 3) + phone.slice(4)));
    expect(await caret()).toBe(9);
    await input.press(phone.charAt(3));
    await expect(input).toHaveValue(masked(phone));
    expect(await caret()).toBe(10);

    // Backspace just after a space deletes the digit before the space; typing it again puts it back in place.
    for (let i = 0; i < 2; i += 1) await input.press('ArrowLeft');
    expect(await caret()).toBe(8);
    await input.press('Backspace');
    await expect(input).toHaveValue(masked(phone.slice(0, 1) + phone.slice(2)));
    expect(await caret()).toBe(6);
    await input.press(phone.charAt(1));
    await expect(input).toHaveValue(masked(phone));
    expect(await caret()).toBe(7);

    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/login\/confirm$/);
    await expect(page.getByText(masked(phone))).toBeVisible();
    // The code went to the number typed, and to no corrupted version of it.
    const sent = await request.get(`/api/dev/sms/latest?phone=998${phone}`);
    expect(sent.ok()).toBe(true);
    expect(((await sent.json()) as { phone: string }).phone).toBe(`998${phone}`);
  });

  test('Backspace cannot break the +998 prefix; a key typed with the caret in the prefix is the first digit', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await english(page, baseURL);
    await page.goto('/login');
    const input = page.getByTestId('login-phone');
    await input.pressSequentially('901');
    for (let i = 0; i < 8; i += 1) await input.press('Backspace');
    await expect(input).toHaveValue('+998 ');
    await input.press('Home');
    await input.pressSequentially('90');
    await expect(input).toHaveValue('+998 90');
    expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(7);
  });

  test('the in-page action bar and the header back arrow', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/login');
    await expect(page.getByTestId('browser-main-button')).toBeDisabled();
    await page.getByTestId('login-phone').pressSequentially('901234567');
    await expect(page.getByTestId('browser-main-button')).toBeEnabled();
    await expect(page.getByTestId('browser-main-button')).toHaveText('Get code');
    await page.getByTestId('browser-back').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('browser-back')).toHaveCount(0);
  });

  test('a 401 mid-session signs out, shows the session-expired dialog, lands on / and keeps the basket', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    const { token } = await signedInPage(page, request, baseURL, '/sitemap-of-nowhere');
    // The token is revoked elsewhere (another device logged out), then the app makes a token call.
    expect((await request.post(apiPath(endpoints.logout), { headers: apiHeaders(token) })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('session-expired')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Some things are out of date! Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toContain('"productId":1');
    await page.getByTestId('session-expired-ok').click();
    await expect(page.getByTestId('session-expired')).toBeHidden();
  });
});

/**
 * Holds the first request matching `url` until the test continues it; later ones go through. The route stays
 * registered: a one-time route, once used up, turns interception off and releases every request still held.
 */
function holdFirst(page: Page, url: string | ((url: URL) => boolean)): Promise<Route> {
  let held = false;
  return new Promise<Route>((resolve) => {
    void page.route(url, async (route) => {
      if (held) return route.fallback();
      held = true;
      resolve(route);
    });
  });
}

test.describe('in a browser, a 401 while the page unloads', () => {
  test('is still shown as session-expired by the next load, once', async ({ page, request, baseURL }) => {
    await english(page, baseURL);
    const session = await signedInPage(page, request, baseURL, '/sitemap-of-nowhere');
    // The next boot's token call is held, so that its answer can be made to land while the page is being replaced.
    const heldMe = holdFirst(page, apiGlob(endpoints.me));
    await page.reload();
    const me = await heldMe;
    expect((await request.post(apiPath(endpoints.logout), { headers: apiHeaders(session.token) })).ok()).toBe(true);

    // The person reloads; the new page's document is held until the old page has had its 401.
    const heldDocument = holdFirst(page, (url) => url.pathname === '/sitemap-of-nowhere');
    const reloading = page.reload();
    const document = await heldDocument;
    await me.continue();
    // The page being replaced handled the 401: it cleared the token cookie.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
    await document.continue();
    await reloading;

    await expect(page.getByTestId('session-expired')).toBeVisible();
    await expect(page.getByText('Some things are out of date! Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toContain('"productId":1');
    await page.getByTestId('session-expired-ok').click();
    await expect(page.getByTestId('session-expired')).toBeHidden();
    // Shown once: a further load does not show it again.
    await page.reload();
    await expect(page.locator('#not-found-title')).toBeVisible();
    await expect(page.getByTestId('session-expired')).toBeHidden();
  });
});

test('logout through the confirmation drawer calls the API, clears the session and the basket, keeps the merchant', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const { token } = await signedInPage(page, request, baseURL, '/user');
  await page.reload();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-drawer-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'merchant')?.value).toBe(DEMO_MERCHANT_ID);
  expect(await page.evaluate(() => localStorage.getItem('basket'))).toBe(JSON.stringify({ items: [] }));
  // The token is revoked on the server too.
  expect((await request.get(apiPath(endpoints.me), { headers: apiHeaders(token) })).status()).toBe(401);
});
