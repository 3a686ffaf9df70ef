import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mainButtonAtom, secondaryButtonAtom } from '@platform/index.ts';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import { makeOrder, orderLine } from '@/entities/order/order.fixture.ts';
import { ApiError, fail, ok } from '@/shared/api/api-error.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { answer, calls, mainButtonShows, pressMainButton, setup, toasts, USER } from './order-screen.setup.tsx';
import { plainSpaces } from '@/testing/shown-text.ts';

describe('OrderScreen actions', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(cleanup);

  it('cancels only after "Yes, cancel"; "Keep the order" keeps it', async () => {
    let current = makeOrder({ status: 'OPEN' });
    answer({
      order: () => ok(current),
      cancel: () => {
        current = makeOrder({ status: 'CANCELED', canceledAt: new Date(2024, 4, 9, 12, 40).toISOString() });
        return ok(current);
      },
    });
    const { store, platform, api } = await setup();
    // The customer's read held on its way: the cancel's answer and the page seeing the order finish share it.
    let releaseMe = () => undefined as unknown;
    api.answer('me', () => new Promise((resolve) => (releaseMe = () => resolve(USER))));
    const meBefore = calls(endpoints.me);
    fireEvent.click(await screen.findByTestId('order-cancel'));
    fireEvent.click(await screen.findByTestId('order-cancel-drawer-keep'));
    expect(calls(endpoints.orderCancel)).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('order-cancel-drawer-confirm')).toBeNull());

    fireEvent.click(screen.getByTestId('order-cancel'));
    expect((await screen.findByTestId('order-cancel-drawer')).textContent).toContain('Cancel the order?');
    expect(screen.getByTestId('order-cancel-drawer-keep').textContent).toBe('Keep the order');
    await act(async () => fireEvent.click(screen.getByTestId('order-cancel-drawer-confirm')));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(calls(endpoints.orderCancel)).toBe(1);
    // The cashback it was paid with comes back: the balance is read again, once.
    await waitFor(() => expect(calls(endpoints.me)).toBe(meBefore + 1));
    await act(async () => undefined);
    expect(calls(endpoints.me)).toBe(meBefore + 1);
    releaseMe();
    expect(screen.getByTestId('order-canceled').textContent).toBe('Cancelled on 09.05.2024 12:40');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-timeline')).toBeNull();
    expect(toasts(store)).toContain('The order was cancelled');
    expect(platform.calls.haptics).toContain('notification:success');
    // Archived now: repeat is offered.
    await mainButtonShows(store, 'Repeat the order');
  });

  it('shows why a cancel failed', async () => {
    answer({
      order: () => ok(makeOrder({ status: 'ACCEPTED' })),
      cancel: () =>
        fail(
          new ApiError({
            kind: 'http',
            status: 409,
            message: 'no',
            description: { uz: 'x', ru: 'x', eng: 'The kitchen already started' },
          }),
        ),
    });
    const { store } = await setup();
    fireEvent.click(await screen.findByTestId('order-cancel'));
    await act(async () => fireEvent.click(await screen.findByTestId('order-cancel-drawer-confirm')));
    await waitFor(() => expect(toasts(store)).toContain('The kitchen already started'));
  });

  it('offers no cancel once cooking, or when the merchant does not allow it', async () => {
    answer({ order: () => ok(makeOrder({ status: 'COOKING' })) });
    await setup();
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    cleanup();
    window.localStorage.clear(); // another device: not the settings the first page kept
    answer({ order: () => ok(makeOrder({ status: 'OPEN' })) });
    await setup({ cancelOrderActive: false });
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('repeats an archived order: available lines go to the basket, the rest is reported, then the basket opens', async () => {
    answer({
      order: () =>
        ok(
          makeOrder({
            status: 'DELIVERED',
            items: [orderLine(1, 'Plov', { count: 2 }), orderLine(2, 'Lagman'), orderLine(3, 'Samsa', { count: 3 })],
          }),
        ),
      repeat: () =>
        ok({
          items: [
            {
              productId: 1,
              count: 2,
              modifications: [{ modificationId: 9, count: 1 }],
              available: true,
              oldUnitPrice: 30000,
              unitPrice: 30000,
            },
            { productId: 2, count: 1, modifications: [], available: false, oldUnitPrice: 25000, unitPrice: null },
            { productId: 3, count: 3, modifications: [], available: true, oldUnitPrice: 8000, unitPrice: 9000 },
          ],
        }),
    });
    const { store, location } = await setup();
    await pressMainButton(store, 'Repeat the order');
    // The button starts the request; what follows comes with its answer.
    await waitFor(() => expect(location.history.at(-1)).toBe('/cart'));
    expect(store.get(basketAtom).items.map((i) => [i.productId, i.count, i.modifications])).toEqual([
      [1, 2, [{ modificationId: 9, count: 1 }]],
      [3, 3, []],
    ]);
    expect(toasts(store).map(plainSpaces)).toEqual([
      "The items were added to the basket. No longer available: Lagman. New prices: Samsa: 8 000 so'm → 9 000 so'm.",
    ]);
    expect(location.history.at(-1)).toBe('/cart');
  });

  it('adds nothing when no line is sold any more', async () => {
    answer({
      order: () => ok(makeOrder({ status: 'CANCELED' })),
      repeat: () =>
        ok({
          items: [
            { productId: 1, count: 2, modifications: [], available: false, oldUnitPrice: 30000, unitPrice: null },
          ],
        }),
    });
    const { store, location } = await setup();
    await pressMainButton(store, 'Repeat the order');
    await waitFor(() => expect(toasts(store)).toEqual(['None of these items are sold now.']));
    expect(store.get(basketAtom).items).toEqual([]);
    expect(location.history.at(-1)).toBe('/orders/5');
  });

  it('calls a waiter to a dine-in table', async () => {
    let current = makeOrder({ serviceType: 'DINE_IN', status: 'COOKING', tableId: 4 });
    const hall = { uz: 'Terrasa', ru: 'Терраса', eng: 'Terrace' };
    answer({
      order: () => ok(current),
      // The order carries the table's id; the customer chose it by its hall and number.
      branchPlaces: () =>
        ok([
          { id: 2, branchId: current.branch.id, name: hall, tables: [{ id: 4, hallId: 2, number: '7', chairs: 4 }] },
        ]),
      waiter: () => {
        current = { ...current, waiterCalledAt: new Date(2024, 4, 9, 12, 45).toISOString() };
        return ok(current);
      },
    });
    const { store } = await setup();
    expect((await screen.findByTestId('order-table')).textContent).toBe('Terrace · Table 7');
    await act(async () => fireEvent.click(screen.getByTestId('order-call-waiter')));
    await waitFor(() => expect(toasts(store)).toContain('The waiter was called'));
    await waitFor(() =>
      expect(screen.getByTestId('order-waiter-called').textContent).toBe('The waiter was called at 12:45'),
    );
  });

  it('shows unpaid with Pay on the main button for an online payment, opened through the platform; paid without it', async () => {
    const url = 'https://pay.example.uz/p/5';
    answer({ order: () => ok(makeOrder({ paymentType: 'PAYME', paymentUrl: url })) });
    const { platform, store } = await setup();
    expect((await screen.findByTestId('order-paid')).textContent).toBe('Not paid');
    await pressMainButton(store, expect.stringMatching(/^Pay /));
    expect(platform.calls.links).toEqual([url]);
    cleanup();
    answer({ order: () => ok(makeOrder({ paymentType: 'PAYME', isPaid: true, paymentUrl: null })) });
    const paid = await setup();
    expect((await screen.findByTestId('order-paid')).textContent).toBe('Paid');
    await waitFor(() => expect(paid.store.get(mainButtonAtom).visible).toBe(false));
  });

  it("puts the map of a delivery on Telegram's secondary button instead of a link in the page", async () => {
    answer({ order: () => ok(makeOrder({ serviceType: 'DELIVERY', status: 'ON_WAY' })) });
    await setup();
    expect(await screen.findByTestId('order-map-link')).toBeTruthy();
    cleanup();
    const { store, location } = await setup({ platform: 'telegram' });
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-map-link')).toBeNull();
    // Set in an effect once the order is drawn: a moment after its status, as the native button appears.
    await waitFor(() =>
      expect(store.get(secondaryButtonAtom)).toMatchObject({ visible: true, text: 'Track on the map' }),
    );
    act(() => store.get(secondaryButtonAtom).action?.());
    expect(location.history.at(-1)).toBe('/orders/5/map');
  });
});
