/**
 * The location is never asked for on load. A location allowed before is used silently (the menu moves to the nearest
 * branch); otherwise the question waits for a tap: the header chip (its first tap of a load) or 'Nearest branch' where
 * the basket's branch is chosen. The 'allow location detection' notice comes after a refusal (or a prompt nobody
 * answers), and once closed it stays closed on this device. Inside Telegram the Mini App location manager asks.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { LOCATION_TIME_LIMIT_MS } from '../../platform/browser/browser-location.ts';
import { test as tgTest } from '../telegram/telegram-client.ts';
import { english } from './support.ts';

/** Yunusabad, the demo branch that is not the main one: a location there moves the menu away from the main branch. */
const YUNUSABAD = { latitude: 41.365, longitude: 69.287 };

interface GeoWatch {
  /** In order: `query:<state>` when the page learnt the permission's state, `ask` for each Geolocation call. */
  log: string[];
  answers: number;
}

/**
 * Records how the page uses the Permissions and Geolocation APIs (every `getCurrentPosition` / `watchPosition` is an
 * `ask`, whatever the permission) and the device's answers; `silent` makes the device never answer.
 */
async function watchGeolocation(page: Page, silent = false): Promise<void> {
  await page.addInitScript((never) => {
    const watch: GeoWatch = { log: [], answers: 0 };
    (window as unknown as { __geo: GeoWatch }).__geo = watch;
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = async (descriptor) => {
      const status = await query(descriptor);
      if (descriptor.name === 'geolocation') watch.log.push(`query:${status.state}`);
      return status;
    };
    const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.watchPosition = () => {
      watch.log.push('ask');
      return 0;
    };
    navigator.geolocation.getCurrentPosition = (ok, error, options) => {
      watch.log.push('ask');
      if (never) return;
      real(
        (position) => {
          watch.answers += 1;
          ok(position);
        },
        (problem) => {
          watch.answers += 1;
          error?.(problem);
        },
        options,
      );
    };
  }, silent);
}

const geo = (page: Page) => page.evaluate(() => (window as unknown as { __geo: GeoWatch }).__geo);
const asks = async (page: Page) => (await geo(page)).log.filter((entry) => entry === 'ask').length;
/** Two frames: whatever the answers set in motion has been painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const notices = (page: Page) => page.getByTestId('toast').filter({ hasText: /allow location detection/i });
const menuBranch = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('nearestBranch') ?? 'null') as { name: { eng: string }; source: string } | null,
  );
const closestAnswered = (page: Page) => page.waitForResponse((response) => response.url().includes('/closest?'));

/** The home page is painted and its load is over: the menu is shown and the app has looked at the permission. */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect.poll(async () => (await geo(page)).log.filter((entry) => entry.startsWith('query:')).length).toBe(1);
}

base.use({ viewport: { width: 390, height: 844 }, permissions: [] });

base(
  'not allowed before: nothing asked on load; the chip asks once; a refusal brings the notice; closed, it stays closed',
  async ({ page, baseURL }) => {
    await english(page, baseURL);
    await watchGeolocation(page);
    await page.goto('/');
    await loaded(page);
    await painted(page);
    expect(await asks(page)).toBe(0);
    expect(await notices(page).count()).toBe(0);
    expect(await menuBranch(page)).toMatchObject({ source: 'main' });

    await page.getByTestId('header-chip').click();
    await expect(notices(page)).toHaveCount(1);
    expect((await geo(page)).answers).toBe(1);
    expect(await asks(page)).toBe(1);
    await notices(page).getByRole('button', { name: 'Close' }).click();
    await expect(notices(page)).toHaveCount(0);

    // The chip asks on its first tap of a load only.
    await page.goBack();
    await page.getByTestId('header-chip').click();
    await expect(page).toHaveURL(/\/login$/);
    await painted(page);
    expect(await asks(page)).toBe(1);

    // A later load: nothing asked until the chip, and the refusal shows no notice any more.
    await page.goto('/');
    await loaded(page);
    expect(await asks(page)).toBe(0);
    await page.getByTestId('header-chip').click();
    await expect.poll(async () => (await geo(page)).answers).toBe(1);
    await painted(page);
    // Counted once, not awaited: a notice would close by itself after a few seconds.
    expect(await notices(page).count()).toBe(0);
    expect(await menuBranch(page)).toMatchObject({ source: 'main' });
  },
);

base('a prompt nobody answers: after the time limit, one notice', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await watchGeolocation(page, true);
  await page.clock.install();
  await page.goto('/');
  await loaded(page);
  expect(await asks(page)).toBe(0);
  await page.getByTestId('header-chip').click();
  await expect.poll(() => asks(page)).toBe(1);
  expect(await notices(page).count()).toBe(0);
  await page.clock.fastForward(LOCATION_TIME_LIMIT_MS);
  await expect(notices(page)).toHaveCount(1);
  await painted(page);
  expect(await notices(page).count()).toBe(1);
  expect(await asks(page)).toBe(1);
});

base(
  'allowed before: used without a prompt, only once the permission is known to be granted',
  async ({ page, context, baseURL }) => {
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(YUNUSABAD);
    await english(page, baseURL);
    await watchGeolocation(page);
    const closest = closestAnswered(page);
    await page.goto('/');
    await closest;
    await expect.poll(async () => (await menuBranch(page))?.source).toBe('nearest');
    expect(await menuBranch(page)).toMatchObject({ name: { eng: 'Oshxona Yunusabad' } });
    expect((await geo(page)).log).toEqual(['query:granted', 'ask']);
    // Nothing more to ask: the chip just goes where it goes.
    await page.getByTestId('header-chip').click();
    await expect(page).toHaveURL(/\/login$/);
    await painted(page);
    expect((await geo(page)).log).toEqual(['query:granted', 'ask']);
    expect(await notices(page).count()).toBe(0);
  },
);

base(
  "the basket's branch: 'Nearest branch' asks on each tap, says so when refused, and chooses the nearest when allowed",
  async ({ page, context, baseURL }) => {
    await english(page, baseURL);
    await watchGeolocation(page);
    await page.goto('/');
    await loaded(page);
    const card = page.locator('[data-testid="product-card"][data-needs-options="false"]').first();
    await card.getByTestId('card-add').click();
    await expect(card.getByTestId('card-units')).toHaveText('1');
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-branch')).toContainText('Oshxona Chilanzar');
    expect(await asks(page)).toBe(0);

    await page.getByTestId('cart-branch').click();
    await page.getByTestId('branch-nearest').click();
    await expect(notices(page)).toHaveCount(1);
    expect(await asks(page)).toBe(1);

    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(YUNUSABAD);
    await page.getByTestId('branch-nearest').click();
    await expect(page.getByTestId('cart-branch')).toContainText('Oshxona Yunusabad');
    await expect(page.getByTestId('branch-sheet')).toHaveCount(0);
    expect(await asks(page)).toBe(2);
    expect(await menuBranch(page)).toMatchObject({ source: 'chosen', name: { eng: 'Oshxona Yunusabad' } });
  },
);

tgTest(
  'inside Telegram, allowed before: the location manager gives the location on load, no prompt',
  async ({ telegram, page }) => {
    await watchGeolocation(page);
    const closest = closestAnswered(page);
    const tg = await telegram.open('/', { location: { granted: true, point: YUNUSABAD } });
    await closest;
    await expect.poll(async () => (await menuBranch(page))?.source).toBe('nearest');
    expect(await menuBranch(page)).toMatchObject({ name: { eng: 'Oshxona Yunusabad' } });
    expect((await tg.events()).map((event) => event.name).filter((name) => name.includes('location'))).toEqual([
      'web_app_check_location',
      'web_app_request_location',
    ]);
    expect(await asks(page)).toBe(0);
    expect(await notices(page).count()).toBe(0);
  },
);

tgTest(
  'inside Telegram, not allowed: nothing asked on load; the chip asks through the client; a refusal brings the notice',
  async ({ telegram, page }) => {
    await watchGeolocation(page);
    const tg = await telegram.open('/', { location: { granted: false, answer: 'refuse' } });
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect.poll(async () => (await tg.events('web_app_check_location')).length).toBe(1);
    await painted(page);
    expect(await tg.events('web_app_request_location')).toHaveLength(0);
    expect(await notices(page).count()).toBe(0);

    await page.getByTestId('header-chip').click();
    await expect(notices(page)).toHaveCount(1);
    expect(await tg.events('web_app_request_location')).toHaveLength(1);
    expect(await asks(page)).toBe(0);
    expect(await menuBranch(page)).toMatchObject({ source: 'main' });
  },
);
