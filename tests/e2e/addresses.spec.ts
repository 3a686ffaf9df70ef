import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob, apiHeaders, apiPath, english, openSignedIn, replaceText, signInByApi } from './support.ts';

/** The addresses the server keeps for a token. */
async function serverAddresses(request: APIRequestContext, token: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(apiPath(endpoints.addresses), { headers: apiHeaders(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

/** As on a machine without internet (and CI): OpenStreetMap's tiles never arrive. */
async function offlineTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org|api-maps\.yandex\.ru/, (route) => route.abort('internetdisconnected'));
}

const mainButton = (page: Page) => page.getByTestId('browser-main-button');
const chosenInStorage = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('chosenAddress') ?? 'null') as { id: number; name: string } | null,
  );

test('an address made without a map is listed, chosen, edited and deleted', async ({ page, request, baseURL }) => {
  await english(page, baseURL);
  await offlineTiles(page);
  const session = await signInByApi(request, { firstName: 'Aziza', lastName: 'Karimova' });
  await openSignedIn(page, baseURL, '/address', session);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My addresses');
  await expect(page.getByTestId('address-empty')).toContainText('No addresses yet');
  await expect(mainButton(page)).toHaveText('Add address');
  await mainButton(page).click();
  await expect(page).toHaveURL(/\/address\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New address');

  // No tiles: the picker says so and offers the list of areas, the coordinates and "use my location".
  await expect(page.getByTestId('map-state')).toHaveAttribute('data-state', 'error');
  await expect(page.getByTestId('map-state')).toContainText('The map could not load');
  await expect(page.getByTestId('use-my-location')).toBeVisible();
  const areas = page.getByTestId('area-list');
  await expect(areas.getByTestId('area-city')).toContainText(['Tashkent', 'Samarkand']);

  // Saving empty asks for the name and the street.
  await mainButton(page).click();
  await expect(page.getByText('Please fill in this field!')).toHaveCount(2);

  await page.getByTestId('address-type-APARTMENT-option').click();
  await expect(page.getByRole('radio', { name: 'Apartment' })).toBeChecked();
  await page.getByTestId('address-name').pressSequentially('Home');
  await page.getByTestId('address-streetName').pressSequentially('  Amir Temur avenue ');
  await page.getByTestId('address-houseNumber').pressSequentially('107');
  await page.getByTestId('address-office').pressSequentially('14');
  await page.getByTestId('address-domophone').pressSequentially('14K');
  await page.getByTestId('address-entrance').pressSequentially('2');
  await page.getByTestId('address-floor').pressSequentially('5');
  await page.getByTestId('address-comment').pressSequentially('Ring twice');
  await areas.getByTestId('area-zone').filter({ hasText: 'Middle ring' }).click();
  await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: Middle ring, delivery 15\s000\sso'm/);
  const pin = await page.getByTestId('pin-coordinates').textContent();

  await mainButton(page).click();
  await expect(page).toHaveURL(/\/address$/);
  const item = page.getByTestId('address-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Home');
  await expect(item).toContainText('Amir Temur avenue, 107, apt. 14, entrance 2, floor 5');

  const [saved] = await serverAddresses(request, session.token);
  expect(saved).toMatchObject({
    type: 'APARTMENT',
    name: 'Home',
    description: 'Home',
    streetName: 'Amir Temur avenue',
    domophone: '14K',
    cityId: 1,
    comment: 'Ring twice',
  });
  expect(`${Number(saved?.latitude).toFixed(5)}, ${Number(saved?.longitude).toFixed(5)}`).toBe(pin);

  // Choosing it on /choose-address goes on to where the choice was wanted.
  await page.goto('/choose-address?return=/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose an address');
  await page.getByTestId('address-item').filter({ hasText: 'Home' }).click();
  await expect(page).toHaveURL(/\/user$/);
  expect(await chosenInStorage(page)).toMatchObject({ id: saved?.id, name: 'Home' });
  await page.goto('/choose-address');
  await expect(page.getByTestId('choose-address-radio')).toBeChecked();

  // Edit: the form opens with the address; a new name is saved and the choice follows it.
  await page.goto('/address');
  await page.getByTestId('address-edit').click();
  await expect(page).toHaveURL(new RegExp(`/address/create\\?edit=${String(saved?.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit address');
  await expect(page.getByTestId('address-name')).toHaveValue('Home');
  await expect(page.getByTestId('address-office')).toHaveValue('14');
  await replaceText(page.getByTestId('address-name'), 'Home, new door');
  await mainButton(page).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByTestId('address-item-name')).toHaveText('Home, new door');
  expect(await chosenInStorage(page)).toMatchObject({ id: saved?.id, name: 'Home, new door' });
  expect((await serverAddresses(request, session.token)).map((a) => a.name)).toEqual(['Home, new door']);

  // Delete, after a confirmation.
  await page.getByTestId('address-delete').click();
  const dialog = page.getByTestId('address-delete-dialog');
  await expect(dialog).toContainText('Delete this address?');
  await dialog.getByTestId('address-delete-confirm').click();
  await expect(page.getByTestId('address-empty')).toBeVisible();
  expect(await serverAddresses(request, session.token)).toEqual([]);
  expect(await chosenInStorage(page)).toBeNull();
});

test("a point outside every delivery zone says 'Out of service zone' and is not saved", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await offlineTiles(page);
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 41.6, longitude: 69.8 });
  const session = await signInByApi(request);
  await openSignedIn(page, baseURL, '/address/create', session);

  // The pin starts at the main city's centre, inside a zone.
  await expect(page.getByTestId('pin-coordinates')).toHaveText('41.31110, 69.27970');
  await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: City centre/);
  await page.getByTestId('use-my-location').click();
  await expect(page.getByTestId('pin-coordinates')).toHaveText('41.60000, 69.80000');
  await expect(page.getByTestId('zone-status')).toHaveText('Out of service zone');

  await page.getByTestId('address-name').pressSequentially('Dacha');
  await page.getByTestId('address-streetName').pressSequentially('Far street');
  await mainButton(page).click();
  await expect(page.getByTestId('address-out-of-zone')).toBeVisible();
  await expect(page).toHaveURL(/\/address\/create$/);
  expect(await serverAddresses(request, session.token)).toEqual([]);

  // Typed coordinates (over the pin's, which the fields show) bring it back into a zone.
  await expect(page.getByTestId('manual-latitude')).toHaveValue('41.60000');
  await replaceText(page.getByTestId('manual-latitude'), '41.3111');
  await replaceText(page.getByTestId('manual-longitude'), '69.2797');
  await page.getByTestId('manual-apply').click();
  await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: City centre/);
  await expect(page.getByTestId('address-out-of-zone')).toHaveCount(0);
});

test('a guest on /choose-address is asked to log in and comes back there', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.goto('/choose-address?return=/checkout');
  await expect(page.getByTestId('choose-address-guest')).toBeVisible();
  await page.getByTestId('choose-address-login').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe(
    JSON.stringify('/choose-address?return=/checkout'),
  );
});

test('a new address added from /choose-address is chosen and the customer goes on to the remembered path', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await offlineTiles(page);
  const session = await signInByApi(request);
  await openSignedIn(page, baseURL, '/choose-address', session);
  await expect(page.getByTestId('choose-address-empty')).toBeVisible();
  // Checkout does this before it opens the choice.
  await page.evaluate(() => localStorage.setItem('redirectUrl', JSON.stringify('/user')));
  await expect(page.getByRole('link', { name: /add/i })).toHaveCount(0); // the main button is the one way to add
  await mainButton(page).click();
  await expect(page).toHaveURL(/\/address\/create\?choose=1$/);
  await page.getByTestId('address-name').pressSequentially('Office');
  await page.getByTestId('address-streetName').pressSequentially('Buyuk Ipak Yuli');
  await mainButton(page).click();
  await expect(page).toHaveURL(/\/user$/);
  expect(await chosenInStorage(page)).toMatchObject({ name: 'Office', description: 'Office' });
});

/** A plain 1x1 PNG: what a tile server sends, small enough to write here. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

test('with map tiles the pin is dragged, the map tapped, and a typed point moves the pin', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await english(page, baseURL);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  await openSignedIn(page, baseURL, '/address/create', await signInByApi(request));
  await expect(page.getByTestId('map-state')).toHaveAttribute('data-state', 'loaded');
  const coordinates = page.getByTestId('pin-coordinates');
  await expect(coordinates).toHaveText('41.31110, 69.27970');
  const map = page.getByRole('region', { name: 'Map: drag the pin or tap where to deliver' });
  await map.scrollIntoViewIfNeeded();
  const pin = map.getByRole('button', { name: 'Delivery point' });
  await expect(pin).toBeVisible();

  // Dragged down and to the right: south-east of where it stood.
  const from = await pin.boundingBox();
  if (!from) throw new Error('the pin has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  await expect(coordinates).not.toHaveText('41.31110, 69.27970');
  const [dragLat, dragLon] = ((await coordinates.textContent()) ?? '').split(', ').map(Number);
  expect(dragLat).toBeLessThan(41.3111);
  expect(dragLon).toBeGreaterThan(69.2797);
  // The map follows the pin: it stands in the middle of the map again.
  await expect
    .poll(async () => {
      const [box, at] = [await map.boundingBox(), await pin.boundingBox()];
      return box && at ? Math.round(Math.abs(at.x + at.width / 2 - (box.x + box.width / 2))) : null;
    })
    .toBeLessThanOrEqual(2);

  // A tap north-west of the pin puts it there.
  const frame = await map.boundingBox();
  if (!frame) throw new Error('the map has no box');
  await page.mouse.click(frame.x + frame.width / 2 - 60, frame.y + frame.height / 2 - 50);
  await expect(coordinates).not.toHaveText(`${dragLat?.toFixed(5)}, ${dragLon?.toFixed(5)}`);
  const [tapLat, tapLon] = ((await coordinates.textContent()) ?? '').split(', ').map(Number);
  expect(tapLat).toBeGreaterThan(dragLat ?? 0);
  expect(tapLon).toBeLessThan(dragLon ?? 0);

  // Typed coordinates move the pin on the map too.
  await replaceText(page.getByTestId('manual-latitude'), '41.3111');
  await replaceText(page.getByTestId('manual-longitude'), '69.2797');
  await page.getByTestId('manual-apply').click();
  await expect(coordinates).toHaveText('41.31110, 69.27970');
  await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: City centre/);
});

test.describe('Yandex maps set in the browser only', () => {
  // The merchant's Yandex setting is faked in the browser; the server, which knows the real settings, would keep the
  // Yandex hosts out of the page's Content-Security-Policy (server/tests/static.test.ts checks the policy of a
  // merchant that has Yandex on). This test is about the client's fallback, so it runs without the policy.
  test.use({ bypassCSP: true });

  test('a merchant on Yandex maps tries Yandex with its key, then OpenStreetMap, then the list', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    const tried: string[] = [];
    await page.route(/api-maps\.yandex\.ru|tile\.openstreetmap\.org/, (route) => {
      tried.push(new URL(route.request().url()).host);
      return route.abort('internetdisconnected');
    });
    await page.route(apiGlob(endpoints.webSettings), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), mapType: 'YANDEX', mapKey: 'demo-key' } });
    });
    await openSignedIn(page, baseURL, '/address/create', await signInByApi(request));
    await expect(page.getByTestId('map-state')).toHaveAttribute('data-state', 'error');
    expect(tried[0]).toBe('api-maps.yandex.ru');
    expect(tried).toContain('tile.openstreetmap.org');
    await expect(page.getByTestId('area-list')).toBeVisible();
    await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: City centre/);
  });
});

test('what was typed into a new address, and a booking form, survives a reload of the page', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await offlineTiles(page);
  const session = await signInByApi(request, { firstName: 'Lola', lastName: 'Usmonova' });
  await openSignedIn(page, baseURL, '/address/create', session);
  await page.getByTestId('address-name').pressSequentially('Grandma');
  await page.getByTestId('address-streetName').pressSequentially('Chorsu street');
  await page.reload();
  await expect(page.getByTestId('address-name')).toHaveValue('Grandma');
  await expect(page.getByTestId('address-streetName')).toHaveValue('Chorsu street');

  // Left for another page of the app, the form is forgotten: the next visit starts afresh.
  await page.getByTestId('browser-back').click();
  await expect(page).not.toHaveURL(/\/address\/create$/);
  await page.goto('/address/create');
  await expect(page.getByTestId('address-name')).toHaveValue('');

  await page.goto('/reservations/new');
  await page.getByTestId('reserve-comment').pressSequentially('A high chair, please');
  await page.reload();
  await expect(page.getByTestId('reserve-comment')).toHaveValue('A high chair, please');
});
