import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import type { Order } from '@/shared/contract/order.ts';
import { chooseAddressAtom, chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { addItemAtom, basketAtom, checkoutDraftAtom, setLineCountAtom } from '@/entities/basket/basket.atoms.ts';
import { errorReply, Reply, timedOut, type ApiRequest } from '@/testing/fake-api.ts';
import {
  BURGER,
  LAGMAN,
  PLOV,
  TEA,
  TEST_BRANCH,
  TEST_MENU,
  TEST_PAYMENT_METHODS,
  TEST_PAYMENT_SETTINGS,
  TEST_STORED_BRANCH,
  TEST_USER,
} from '@/testing/fixtures.ts';
import { renderScreen, type RenderScreenOptions } from '@/testing/render-screen.tsx';
import { backspace, tap, typeInto } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const PLACED = makeOrder({ id: 77, number: '100077' });
const world = {
  overalls: TEST_MENU,
  branches: [TEST_BRANCH],
  grades: [],
  paymentMethods: TEST_PAYMENT_METHODS,
  paymentSettings: TEST_PAYMENT_SETTINGS,
  activeOrdersOfUser: [],
};
const basket = [
  { productId: PLOV.id, count: 2 },
  { productId: BURGER.id, count: 1, modifications: [{ modificationId: 51, count: 1 }] },
];
const atCheckout = (extra: Partial<RenderScreenOptions> = {}) =>
  renderScreen({
    path: '/checkout',
    session: TEST_USER,
    settings: { terminalActive: true },
    basket,
    serviceType: 'PICK_UP',
    branch: TEST_STORED_BRANCH,
    ...extra,
    api: { ...world, ...extra.api },
  });
/** A 10 % promo code the checkout tests apply. */
const SALE10 = {
  id: 9,
  code: 'SALE10',
  isActive: true,
  minPrice: 0,
  productDiscount: 10,
  deliveryDiscount: 0,
  discountType: 'PERCENTAGE' as const,
};
const placeButton = () => screen.getByTestId('browser-main-button') as HTMLButtonElement;
/**
 * Waits until the order can be placed: the page has loaded (the button is there, disabled, while the menu, the
 * payment methods and the branch still load) and nothing holds it. Then the button reads the total: it is enabled
 * only with it (an enabled button once showed 0 so'm while the menu's prices were still on their way).
 */
async function readyToPlace() {
  await waitFor(() => expect(placeButton().disabled).toBe(false));
  expect(screen.queryByTestId('checkout-skeleton')).toBeNull();
  expect(shownText(placeButton())).toBe("Place order · 105 000 so'm");
}

/** An answer the test lets go of when it wants, to act while the order is on its way. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer: () => answer, release: (value: T) => release(value) };
}

describe('the checkout', () => {
  it('places the order once, however often the button is pressed, with what the customer chose', async () => {
    const order = held<Order>();
    const { api, location } = await atCheckout({ api: { orderCreate: order.answer } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    await readyToPlace();
    tap(screen.getByRole('radio', { name: 'Card on delivery' }));
    typeInto(screen.getByPlaceholderText('Anything the kitchen should know'), 'No onions');

    tap(placeButton());
    tap(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    tap(placeButton());
    order.release(PLACED);
    await waitFor(() => expect(location.path()).toBe('/orders/77'));
    expect(api.calls('orderCreate')).toHaveLength(1);

    const [sent] = api.calls('orderCreate') as [ApiRequest];
    expect(sent.body).toMatchObject({
      serviceType: 'PICK_UP',
      branchId: TEST_BRANCH.id,
      paymentType: 'TERMINAL',
      comment: 'No onions',
      later: false,
      cartItems: [
        { productId: PLOV.id, count: 2, modifications: [] },
        { productId: BURGER.id, count: 1, modifications: [{ modificationId: 51, count: 1 }] },
      ],
      productCount: 3,
      productPrice: 105000,
      productDiscount: 0,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      totalDiscount: 0,
      cashback: 0,
      totalPrice: 105000,
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect((await screen.findByText('Order #100077 is placed')).textContent).toBe('Order #100077 is placed');
  });

  it('says what the server refused and sends the same attempt again on a retry', async () => {
    const { api, location } = await atCheckout({
      api: { orderCreate: errorReply(409, 'PRICE_MISMATCH', 'The prices have changed', 'totalPrice') },
    });
    await readyToPlace();
    tap(placeButton());
    expect((await screen.findByText('The prices have changed')).getAttribute('role')).toBe('alert');
    expect(location.path()).toBe('/checkout');

    api.answer('orderCreate', PLACED);
    // The button is back once the failed attempt has settled; a tap on it before then is a tap on a busy button.
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    tap(placeButton());
    await waitFor(() => expect(location.path()).toBe('/orders/77'));
    const [first, second] = api.calls('orderCreate');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('after a refusal for its prices, reads the menu and the customer again before the next tap', async () => {
    const { api } = await atCheckout({
      api: { orderCreate: errorReply(409, 'PRICE_MISMATCH', 'The prices have changed', 'totalPrice'), me: TEST_USER },
    });
    await readyToPlace();
    const menus = api.calls('overalls').length;
    tap(placeButton());
    await screen.findByText('The prices have changed');
    await waitFor(() => expect(api.calls('overalls').length).toBe(menus + 1));
    await waitFor(() => expect(api.calls('me')).toHaveLength(1));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('shows the order an earlier attempt placed when the server says the changed checkout came after it', async () => {
    const earlier = makeOrder({ id: 55, number: '100055' });
    const { api, location, store } = await atCheckout({
      api: {
        orderCreate: new Reply(409, {
          ...(errorReply(409, 'IDEMPOTENCY_CONFLICT', 'This order is already placed').body as object),
          orderId: earlier.id,
        }),
        order: earlier,
      },
    });
    await readyToPlace();
    tap(placeButton());
    await waitFor(() => expect(location.path()).toBe('/orders/55'));
    expect(await screen.findByText('This order was already placed. Changes made after it were not sent')).toBeTruthy();
    expect(api.calls('orderCreate')).toHaveLength(1);
    expect(store.get(basketAtom).items).toEqual([]);
  });

  it('after a lost answer and a dish added since, the order the first attempt placed takes only its own lines', async () => {
    const earlier = makeOrder({ id: 55, number: '100055' });
    let attempts = 0;
    const { api, location, store } = await atCheckout({
      api: {
        orderCreate: () =>
          (attempts += 1) === 1
            ? timedOut()
            : new Reply(409, {
                ...(errorReply(409, 'IDEMPOTENCY_CONFLICT', 'This order is already placed').body as object),
                orderId: earlier.id,
              }),
        order: earlier,
      },
    });
    await readyToPlace();
    tap(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // A tea added after the answer was lost (the first attempt did place the order).
    act(() => void store.set(addItemAtom, { productId: TEA.id, modifications: [], count: 1, stock: null }));
    await waitFor(() => expect(shownText(placeButton())).toBe("Place order · 111 000 so'm"));
    tap(placeButton());
    await waitFor(() => expect(location.path()).toBe('/orders/55'));
    const [first, second] = api.calls('orderCreate');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    // The tea was never ordered: it stays for the next order.
    expect(store.get(basketAtom).items.map(({ productId, count }) => ({ productId, count }))).toEqual([
      { productId: TEA.id, count: 1 },
    ]);
  });

  it('after a refusal, the lines of the next attempt are the ones its key may place', async () => {
    const earlier = makeOrder({ id: 55, number: '100055' });
    let attempts = 0;
    const { location, store } = await atCheckout({
      api: {
        orderCreate: () => {
          attempts += 1;
          if (attempts === 1) return errorReply(409, 'PRICE_MISMATCH', 'The prices have changed', 'totalPrice');
          if (attempts === 2) return timedOut();
          return new Reply(409, {
            ...(errorReply(409, 'IDEMPOTENCY_CONFLICT', 'This order is already placed').body as object),
            orderId: earlier.id,
          });
        },
        order: earlier,
      },
    });
    const addOne = (productId: number) =>
      act(() => void store.set(addItemAtom, { productId, modifications: [], count: 1, stock: null }));
    await readyToPlace();
    tap(placeButton());
    await screen.findByText('The prices have changed');
    // A tea added after the refusal; this attempt is placed, its answer lost.
    addOne(TEA.id);
    await waitFor(() => expect(shownText(placeButton())).toBe("Place order · 111 000 so'm"));
    tap(placeButton());
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // A lagman added after the lost answer: the order the key placed has the tea, not the lagman.
    addOne(LAGMAN.id);
    await waitFor(() => expect(shownText(placeButton())).toBe("Place order · 139 000 so'm"));
    tap(placeButton());
    await waitFor(() => expect(location.path()).toBe('/orders/55'));
    expect(store.get(basketAtom).items.map(({ productId, count }) => ({ productId, count }))).toEqual([
      { productId: LAGMAN.id, count: 1 },
    ]);
  });

  it('holds an order with a dish the menu no longer sells, and says to change it in the basket', async () => {
    const { api } = await atCheckout({ basket: [...basket, { productId: 987_654, count: 1 }] });
    expect(await screen.findAllByText("Some dishes can't be ordered now: change them in the basket")).not.toHaveLength(
      0,
    );
    expect(placeButton().disabled).toBe(true);
    tap(placeButton());
    expect(api.calls('orderCreate')).toHaveLength(0);
  });

  it('holds a delivery whose price could not be asked, and places it once a retry brings the price', async () => {
    const { api, store } = await atCheckout({
      serviceType: 'DELIVERY',
      api: { tariff: errorReply(500, 'INTERNAL', 'down'), orderCreate: PLACED },
    });
    store.set(chooseAddressAtom, {
      id: 5,
      type: 'HOUSE',
      name: 'Amir Temur 1',
      latitude: 41.3,
      longitude: 69.28,
    });
    expect(await screen.findAllByText('The delivery price could not be found')).not.toHaveLength(0);
    expect(placeButton().disabled).toBe(true);
    api.answer('tariff', { id: 't-1', price: 12000, distance: 3, zoneId: 1 });
    tap(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(screen.queryByText('The delivery price could not be found')).toBeNull();
    expect(shownText(placeButton())).toBe("Place order · 117 000 so'm");
  });

  it('holds the order while a promo code kept from an earlier visit is checked again, then prices it in', async () => {
    const check = held<unknown>();
    const { store } = await atCheckout({
      settings: { terminalActive: true, promoActive: true },
      api: { promoValidate: check.answer as never },
    });
    store.set(checkoutDraftAtom, { promoCode: 'SALE10' });
    await waitFor(() => expect(screen.queryByTestId('checkout-skeleton')).toBeNull());
    expect(placeButton().disabled).toBe(true);
    check.release({ promo: SALE10, productDiscount: 10500, deliveryDiscount: 0 });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(shownText(placeButton())).toBe("Place order · 94 500 so'm");
  });

  it('takes off a kept promo code that no longer applies, says why under the field that still holds it, and applies it again with a tap', async () => {
    let answers = 0;
    const { store, api } = await atCheckout({
      settings: { terminalActive: true, promoActive: true },
      api: {
        promoValidate: () =>
          (answers += 1) === 1
            ? errorReply(422, 'PROMO_MIN_PRICE', 'The order is below the code’s minimum', 'promoCode')
            : { promo: SALE10, productDiscount: 10500, deliveryDiscount: 0 },
      },
    });
    store.set(checkoutDraftAtom, { promoCode: 'SALE10' });
    expect(await screen.findByText('The order is below the code’s minimum')).toBeTruthy();
    expect(store.get(checkoutDraftAtom).promoCode).toBeUndefined();
    await readyToPlace();
    expect((screen.getByTestId('promo-input') as HTMLInputElement).value).toBe('SALE10');
    tap(screen.getByTestId('promo-apply'));
    expect(await screen.findByTestId('promo-applied')).toBeTruthy();
    expect(screen.queryByText('The order is below the code’s minimum')).toBeNull();
    expect(api.calls('promoValidate')).toHaveLength(2);
    await waitFor(() => expect(shownText(placeButton())).toBe("Place order · 94 500 so'm"));
  });

  it('takes a promo code the order is refused for off the order, says why under the field, and the next tap places without it', async () => {
    let placed = 0;
    const { api, store } = await atCheckout({
      settings: { terminalActive: true, promoActive: true },
      api: {
        promoValidate: { promo: SALE10, productDiscount: 10500, deliveryDiscount: 0 },
        orderCreate: () =>
          (placed += 1) === 1 ? errorReply(422, 'PROMO_EXPIRED', 'The promo code has expired', 'promoCode') : PLACED,
      },
    });
    await readyToPlace();
    await typeInto(screen.getByTestId('promo-input'), 'SALE10');
    tap(screen.getByTestId('promo-apply'));
    expect(await screen.findByTestId('promo-applied')).toBeTruthy();
    await waitFor(() => expect(shownText(placeButton())).toBe("Place order · 94 500 so'm"));
    tap(placeButton());
    expect(await screen.findByTestId('promo-error')).toHaveProperty('textContent', 'The promo code has expired');
    expect(screen.queryByTestId('promo-applied')).toBeNull();
    expect((screen.getByTestId('promo-input') as HTMLInputElement).value).toBe('SALE10');
    expect(store.get(checkoutDraftAtom).promoCode).toBeUndefined();
    await readyToPlace();
    tap(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(2));
    expect((api.calls('orderCreate')[1]?.body as { promoCode?: string | null }).promoCode ?? null).toBeNull();
  });

  it('holds the order while the basket is below the applied promo code’s minimum, and says so', async () => {
    const { store } = await atCheckout({
      settings: { terminalActive: true, promoActive: true },
      api: { promoValidate: { promo: { ...SALE10, minPrice: 100000 }, productDiscount: 10500, deliveryDiscount: 0 } },
    });
    await readyToPlace();
    await typeInto(screen.getByTestId('promo-input'), 'SALE10');
    tap(screen.getByTestId('promo-apply'));
    expect(await screen.findByTestId('promo-applied')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // Another tab takes a plov out: 70 000 so'm of products, below the code's 100 000.
    const plov = store.get(basketAtom).items.find((item) => item.productId === PLOV.id)!;
    act(() => void store.set(setLineCountAtom, { key: plov.key, count: 1, stock: null }));
    await waitFor(() => expect(placeButton().disabled).toBe(true));
    expect(shownText(screen.getByTestId('checkout-blockers'))).toBe(
      "Promo code SALE10 is for orders from 100 000 so'm: add dishes or remove the code",
    );
  });

  it('says the menu or the branches did not load, holds the order meanwhile, and goes on once a retry reads them', async () => {
    let menuUp = false;
    let branchesUp = false;
    await atCheckout({
      api: {
        overalls: () => (menuUp ? TEST_MENU : errorReply(500, 'INTERNAL')),
        branches: () => (branchesUp ? [TEST_BRANCH] : errorReply(500, 'INTERNAL')),
      },
    });
    // Each said where it failed, with its retry; the first is the button's hint too.
    expect(await screen.findAllByText('The menu did not load, so prices are not known yet')).toHaveLength(2);
    expect(screen.getAllByText('The branches did not load')).toHaveLength(1);
    expect(placeButton().disabled).toBe(true);
    expect(shownText(screen.getByTestId('checkout-blockers'))).toBe(
      'The menu did not load, so prices are not known yet',
    );
    menuUp = true;
    tap(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() =>
      expect(screen.queryAllByText('The menu did not load, so prices are not known yet')).toEqual([]),
    );
    expect(placeButton().disabled).toBe(true);
    expect(shownText(screen.getByTestId('checkout-blockers'))).toBe('The branches did not load');
    branchesUp = true;
    tap(screen.getByRole('button', { name: 'Try again' }));
    await readyToPlace();
  });

  it("shows a flat's saved details, keeps what is typed for that flat only, and sends the chosen flat's", async () => {
    const flat = (id: number, name: string, floor: string) => ({
      id,
      type: 'APARTMENT' as const,
      name,
      floor,
      entrance: '2',
      latitude: 41.32,
      longitude: 69.25,
      createdDate: '2026-11-01T10:00:00Z',
    });
    const home = flat(5, 'Home', '3');
    const mum = flat(6, 'Mum', '7');
    const { api, store } = await atCheckout({
      serviceType: 'DELIVERY',
      api: { addresses: [home, mum], tariff: { id: 't-1', price: 12000, distance: 3, zoneId: 1 } },
    });
    act(() => void store.set(chooseAddressAtom, home));
    const floor = () => screen.getByRole('textbox', { name: 'Floor' }) as HTMLInputElement;
    await waitFor(() => expect(floor().value).toBe('3'));
    backspace(floor());
    typeInto(floor(), '4');
    expect(floor().value).toBe('4');
    // Another flat chosen: its own floor, not the one typed for Home.
    act(() => void store.set(chooseAddressAtom, mum));
    await waitFor(() => expect(floor().value).toBe('7'));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    tap(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    expect(api.calls('orderCreate')[0]?.body).toMatchObject({ addressId: 6, floor: '7', entrance: '2' });
  });

  it('replaces a chosen address deleted elsewhere by a saved one the server still holds, and prices that one', async () => {
    const work = {
      id: 6,
      type: 'HOUSE' as const,
      name: 'Work',
      streetName: 'Navoi street',
      houseNumber: '3',
      latitude: 41.32,
      longitude: 69.25,
      createdDate: '2026-11-01T10:00:00Z',
    };
    const { api, store } = await atCheckout({
      serviceType: 'DELIVERY',
      api: { addresses: [work], tariff: { id: 't-1', price: 12000, distance: 3, zoneId: 1 } },
    });
    // Chosen on this device, deleted since from another one.
    store.set(chooseAddressAtom, { id: 5, type: 'HOUSE', name: 'Amir Temur 1', latitude: 41.3, longitude: 69.28 });
    await waitFor(() => expect(store.get(chosenAddressAtom)?.id).toBe(6));
    // Said, not done behind the customer's back.
    expect(
      await screen.findByText('“Amir Temur 1” is no longer among your addresses: check where to deliver'),
    ).toBeTruthy();
    expect((await screen.findAllByText('Work')).length).toBeGreaterThan(0);
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    const asked = api.calls('tariff').at(-1) as ApiRequest;
    expect(JSON.stringify(asked.body ?? asked.query)).toContain('41.32');
  });

  it('does not place a delivery without an address, and says why', async () => {
    const { api } = await atCheckout({ serviceType: 'DELIVERY' });
    // Said in the address section, and as the main button's hint, read out from its standing live region.
    expect(await screen.findAllByText('Delivery requires an address')).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((note) => note.textContent === 'Delivery requires an address')).toBe(
        true,
      ),
    );
    expect(placeButton().disabled).toBe(true);
    tap(placeButton());
    expect(api.calls('orderCreate')).toHaveLength(0);
  });

  it('sends a guest to log in first', async () => {
    const { location } = await atCheckout({ session: null });
    await waitFor(() => expect(location.path()).toBe('/login'));
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
  });

  it("late in the evening, 'At a time' starts tomorrow at the first time there is", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 2026-11-23, 22:50 in Tashkent; the branch works 10:00-23:00, and an order needs 30 minutes.
    vi.setSystemTime(new Date('2026-11-23T17:50:00Z'));
    try {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: false }));
      await atCheckout({ api: { branches: [{ ...TEST_BRANCH, workHours: hours }] } });
      tap(await screen.findByTestId('when-later'));
      const day = screen.getByTestId('when-day') as HTMLSelectElement;
      expect(day.value).toBe('2026-11-24');
      expect((screen.getByTestId('when-time') as HTMLSelectElement).value).toBe('10:00');
      expect(screen.queryByText('No time left this day: choose another day')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the branch is closed for an order for now, and takes one for a later time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 2026-11-24, 02:00 in Tashkent; the branch works 10:00-23:00.
    vi.setSystemTime(new Date('2026-11-23T21:00:00Z'));
    try {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: false }));
      const { api } = await atCheckout({
        api: { branches: [{ ...TEST_BRANCH, workHours: hours }], orderCreate: PLACED },
      });
      const closed = 'The branch is closed now: choose a later time';
      expect(await screen.findAllByText(closed)).not.toHaveLength(0);
      expect(placeButton().disabled).toBe(true);
      tap(placeButton());
      expect(api.calls('orderCreate')).toHaveLength(0);
      tap(screen.getByTestId('when-later'));
      await waitFor(() => expect(placeButton().disabled).toBe(false));
      expect(screen.queryByText(closed)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a time kept from an earlier visit that has passed goes back to as soon as possible, and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 2026-11-23, 12:10 in Tashkent; the draft still holds Friday's 13:00.
    vi.setSystemTime(new Date('2026-11-23T07:10:00Z'));
    try {
      const { api, store } = await atCheckout({ api: { orderCreate: PLACED } });
      store.set(checkoutDraftAtom, { later: true, day: '2026-11-20', time: '13:00' });
      expect(await screen.findByText(/The time chosen earlier \(.+, 13:00\) is no longer available/)).toBeTruthy();
      expect(store.get(checkoutDraftAtom)).toMatchObject({ later: false, day: undefined, time: undefined });
      expect(screen.getByTestId('when-now').getAttribute('aria-checked')).toBe('true');
      await readyToPlace();
      tap(placeButton());
      await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
      expect(api.calls('orderCreate')[0]?.body).toMatchObject({ later: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a time chosen on the page that passes while it stays open goes back to as soon as possible, and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // Monday 2026-11-23, 12:25 in Tashkent; the first time offered is 13:00.
    vi.setSystemTime(new Date('2026-11-23T07:25:00Z'));
    try {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: false }));
      const { store } = await atCheckout({ api: { branches: [{ ...TEST_BRANCH, workHours: hours }] } });
      tap(await screen.findByTestId('when-later'));
      expect((screen.getByTestId('when-time') as HTMLSelectElement).value).toBe('13:00');
      // Six minutes on the page: 13:00 is now less than the lead time away.
      vi.setSystemTime(new Date('2026-11-23T07:31:00Z'));
      act(() => vi.advanceTimersByTime(60_000));
      expect(await screen.findByText(/The time chosen earlier \(.+, 13:00\) is no longer available/)).toBeTruthy();
      expect(store.get(checkoutDraftAtom)).toMatchObject({ later: false, day: undefined, time: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Later' offers hour-long windows inside the hours and sends the window's start and end", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 2026-11-23, 12:10 in Tashkent; the branch works 10:00-23:00.
    vi.setSystemTime(new Date('2026-11-23T07:10:00Z'));
    try {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '10:00', close: '23:00', isClosed: false }));
      const { api } = await atCheckout({
        api: { branches: [{ ...TEST_BRANCH, workHours: hours }], orderCreateAtTime: PLACED },
      });
      tap(await screen.findByTestId('when-window'));
      expect(screen.getByRole('radio', { name: 'Later' }).getAttribute('aria-checked')).toBe('true');
      const time = screen.getByTestId('when-time') as HTMLSelectElement;
      // On the hour, at least 30 minutes away, and ending by closing time.
      const labels = [...time.options].map((option) => option.textContent);
      expect(labels[0]).toBe('13:00–14:00');
      expect(labels.at(-1)).toBe('22:00–23:00');
      expect(screen.getByText('Between')).toBeTruthy();
      await waitFor(() => expect(placeButton().disabled).toBe(false));
      tap(placeButton());
      await waitFor(() => expect(api.calls('orderCreateAtTime')).toHaveLength(1));
      expect(api.calls('orderCreateAtTime')[0]?.body).toMatchObject({
        later: true,
        deliveryAt: '2026-11-23T08:00:00.000Z',
        deliveryUntil: '2026-11-23T09:00:00.000Z',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends who receives the order and where the receipt goes, and holds the order until the receiver is complete', async () => {
    const { api } = await atCheckout({
      settings: { terminalActive: true, receiverActive: true },
      api: { orderCreate: PLACED },
    });
    await readyToPlace();
    tap(within(screen.getByTestId('receiver-toggle')).getByRole('checkbox'));
    expect(placeButton().disabled).toBe(true);
    expect(screen.getByTestId('checkout-blockers').textContent).toBe("Enter the receiver's name and phone");
    typeInto(screen.getByLabelText("Receiver's name"), 'Dilshod');
    typeInto(screen.getByLabelText("Receiver's phone"), '901112233');
    expect((screen.getByLabelText("Receiver's phone") as HTMLInputElement).value).toBe('+998 90 111 22 33');
    tap(within(screen.getByTestId('receipt-toggle')).getByRole('checkbox'));
    // The customer's own number is filled in for the receipt.
    expect((screen.getByLabelText('Phone for the receipt') as HTMLInputElement).value).toBe('+998 90 123 45 67');
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    tap(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    expect(api.calls('orderCreate')[0]?.body).toMatchObject({
      receiverName: 'Dilshod',
      receiverPhone: '998901112233',
      sendCheque: true,
      sendChequePhone: '998901234567',
    });
  });

  it('offers no receiver when the merchant has it off, and sends none', async () => {
    const { api } = await atCheckout({ api: { orderCreate: PLACED } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(screen.queryByTestId('receiver-toggle')).toBeNull();
    tap(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    expect(api.calls('orderCreate')[0]?.body).toMatchObject({
      receiverName: null,
      receiverPhone: null,
      sendCheque: false,
    });
  });
});
