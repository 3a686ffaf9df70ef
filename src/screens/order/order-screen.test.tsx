import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mainButtonAtom } from '@platform/index.ts';
import { makeOrder, orderLine } from '@/entities/order/order.fixture.ts';
import { ApiError, fail, ok, type Result } from '@/shared/api/api-error.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import type { Order } from '@/shared/contract/order.ts';
import { peekRedirect } from '@/shared/routing/return-to.ts';
import { updateUserAtom } from '@/entities/session/session.atoms.ts';
import { answer, calls, mainButtonShows, setup, USER } from './order-screen.setup.tsx';
import { shownText } from '@/testing/shown-text.ts';
import { TEST_MERCHANT_ID } from '@/testing/fixtures.ts';

describe('OrderScreen', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('shows grey blocks, then the status, progress, lines, amounts, branch and times of a pick-up order', async () => {
    let resolve: (result: Result<Order>) => void = () => undefined;
    answer({ order: () => new Promise((r) => (resolve = r)) });
    const { store } = await setup();
    expect(await screen.findByTestId('order-loading')).toBeTruthy();
    const order = makeOrder({
      status: 'ACCEPTED',
      acceptedTime: new Date(2024, 4, 9, 12, 32).toISOString(),
      items: [
        orderLine(1, 'Plov', {
          count: 2,
          unitPrice: 30000,
          totalPrice: 64000,
          modifications: [
            { modificationId: 9, name: { uz: 'Pishloq', ru: 'Сыр', eng: 'Cheese' }, count: 1, price: 2000 },
          ],
        }),
      ],
      productPrice: 64000,
      totalDiscount: 4000,
      totalPrice: 60000,
      comment: 'No onions',
    });
    await act(async () => resolve(ok(order)));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order #100005');
    expect(screen.getByTestId('order-status').textContent).toBe('Confirmed');
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.map((s) => `${s.querySelector('.order-timeline__label')?.textContent}:${s.dataset.state}`)).toEqual([
      'Sent to the restaurant:done',
      'Confirmed:current',
      'Cooking:todo',
      'Ready for pick-up:todo',
      'Picked up:todo',
    ]);
    expect(steps[1]?.textContent).toContain('12:32');
    const line = screen.getByTestId('order-line');
    expect(within(line).getByTestId('order-line-name').textContent).toBe('Plov');
    expect(shownText(line)).toContain("+ Cheese (2 000 so'm)");
    expect(shownText(within(line).getByTestId('order-line-unit'))).toBe("30 000 so'm × 2");
    expect(shownText(screen.getByTestId('order-amount-products'))).toBe("Products (2)64 000 so'm");
    expect(shownText(screen.getByTestId('order-amount-discount'))).toBe("Discount−4 000 so'm");
    expect(screen.queryByTestId('order-amount-delivery')).toBeNull();
    expect(shownText(screen.getByTestId('order-amount-total'))).toBe("Total60 000 so'm");
    expect(screen.getByTestId('order-branch').textContent).toContain('Chilanzar');
    expect(screen.getByTestId('order-time-created').textContent).toBe('Placed09.05.2024 12:30');
    expect(screen.getByTestId('order-comment').textContent).toContain('No onions');
    expect(screen.getByTestId('order-payment').textContent).toBe('PaymentCash');
    expect(screen.queryByTestId('order-map-link')).toBeNull();
    expect(store.get(mainButtonAtom).visible).toBe(false);
  });

  it('shows a delivery with its address, delivery price, courier status and the map link', async () => {
    answer({
      order: () =>
        ok(
          makeOrder({
            serviceType: 'DELIVERY',
            status: 'ON_WAY',
            courierStatus: 'PERFORMER_PICKUPED',
            address: { name: 'Amir Temur 15', description: 'Near the park', latitude: 41.31, longitude: 69.28 },
            entrance: '2',
            floor: '5',
            deliveryPrice: 12000,
            totalPrice: 72000,
          }),
        ),
    });
    await setup();
    expect((await screen.findByTestId('order-status')).textContent).toBe('On the way');
    expect(screen.getByTestId('order-courier-status').textContent).toBe('Courier: Courier has picked up the order');
    expect(screen.getByTestId('order-address').textContent).toContain('Amir Temur 15');
    expect(screen.getByTestId('order-address-entrance').textContent).toBe('Entrance2');
    expect(screen.getByTestId('order-address-floor').textContent).toBe('Floor5');
    expect(shownText(screen.getByTestId('order-amount-delivery'))).toBe("Delivery12 000 so'm");
    expect(screen.getByTestId('order-map-link').getAttribute('href')).toBe('/orders/5/map');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('draws an order a delivery service carries (Yandex Eats, Express 24) as a delivery: its address, fee and map', async () => {
    answer({
      order: () =>
        ok(
          makeOrder({
            serviceType: 'YANDEX_EATS',
            status: 'ON_WAY',
            address: { name: 'Amir Temur 15', latitude: 41.31, longitude: 69.28 },
            deliveryPrice: 9000,
            totalPrice: 69000,
          }),
        ),
    });
    await setup();
    expect((await screen.findByTestId('order-address')).textContent).toContain('Amir Temur 15');
    expect(shownText(screen.getByTestId('order-amount-delivery'))).toBe("Delivery9 000 so'm");
    expect(screen.getByTestId('order-map-link').getAttribute('href')).toBe('/orders/5/map');
  });

  it('shows a window order as its day and the hour it comes in, in the progress note and the times', async () => {
    answer({
      order: () =>
        ok(
          makeOrder({
            status: 'AT_TIME',
            later: true,
            deliveryAt: '2026-11-24T09:00:00.000Z',
            deliveryUntil: '2026-11-24T10:00:00.000Z',
          }),
        ),
    });
    await setup();
    expect((await screen.findByTestId('order-scheduled')).textContent).toContain('24.11.2026 14:00–15:00');
    expect(screen.getByTestId('order-time-scheduled').textContent).toMatch(/24\.11\.2026 \d\d:00–\d\d:00/);
  });

  it('refreshes itself while active, backing off when nothing changes, and stops once delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Order['status'][] = ['COOKING', 'DONE', 'DONE', 'DONE', 'DELIVERED'];
    let served = 0;
    answer({
      order: () =>
        ok(
          makeOrder({
            status: answers[Math.min(served++, answers.length - 1)] ?? 'DELIVERED',
            lastModifiedDate: String(Math.min(served, 2)),
          }),
        ),
    });
    const { client } = await setup();
    expect((await screen.findByTestId('order-status')).textContent).toBe('Cooking');
    // The Active list as the customer saw it before opening the order.
    const activeKey = ['merchant', TEST_MERCHANT_ID, 'orders', 'active', USER.id];
    client.setQueryData(activeKey, [makeOrder({ status: 'COOKING' })]);
    expect(client.getQueryState(activeKey)?.isInvalidated).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Ready for pick-up'));
    // The status moved: the lists are asked for again when the customer goes back to them.
    expect(client.getQueryState(activeKey)?.isInvalidated).toBe(true);
    // Changed: next poll after 5 s; unchanged after that: 7.5 s.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls(endpoints.order)).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls(endpoints.order)).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(2_600));
    expect(calls(endpoints.order)).toBe(4);
    const readsOfUser = calls(endpoints.me);
    await act(() => vi.advanceTimersByTimeAsync(11_300));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Picked up'));
    // Finished: the customer is read again (the cashback it earned is in the balance checkout offers).
    await waitFor(() => expect(calls(endpoints.me)).toBe(readsOfUser + 1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls(endpoints.order)).toBe(5);
  });

  it('does not poll in the background', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ order: () => ok(makeOrder({ status: 'COOKING' })) });
    await setup();
    await screen.findByTestId('order-status');
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(calls(endpoints.order)).toBe(1);
  });

  it('reads an active order again as soon as the page is seen again (back from paying it), a finished one not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    answer({
      order: () =>
        ok(
          makeOrder({
            status: 'OPEN',
            paymentType: 'PAYME',
            isPaid: paid,
            paymentUrl: 'https://pay.example/5',
            lastModifiedDate: paid ? '2' : '1',
          }),
        ),
    });
    const { store } = await setup();
    await screen.findByTestId('order-status');
    await mainButtonShows(store, expect.stringContaining('Pay'));
    act(() => focusManager.setFocused(false));
    paid = true;
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(calls(endpoints.order)).toBe(2));
    await waitFor(() => expect(String(store.get(mainButtonAtom).text ?? '')).not.toContain('Pay'));
    cleanup();
    answer({ order: () => ok(makeOrder({ status: 'DELIVERED' })) });
    await setup();
    await screen.findByTestId('order-status');
    const asked = calls(endpoints.order);
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls(endpoints.order)).toBe(asked);
  });

  it('says so for an unknown order, and offers a retry for other failures', async () => {
    answer({ order: () => fail(new ApiError({ kind: 'http', status: 404, message: 'nope' })) });
    await setup();
    expect((await screen.findByTestId('order-not-found')).textContent).toContain('Order not found');
    cleanup();
    let attempt = 0;
    answer({
      order: () => (attempt++ === 0 ? fail(new ApiError({ kind: 'network', message: 'offline' })) : ok(makeOrder())),
    });
    await setup();
    expect((await screen.findByTestId('order-error')).textContent).toBe(
      'No connection. Check the internet and try again.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('order-status')).textContent).toBe('Sent to the restaurant');
    cleanup();
    await setup({ path: '/orders/abc' });
    expect(screen.getByTestId('order-not-found')).toBeTruthy();
  });

  it('asks nothing again when the signed-in user is refreshed after the first paint', async () => {
    answer({ order: () => ok(makeOrder({ status: 'ACCEPTED' })) });
    const { store } = await setup();
    await screen.findByTestId('order-status');
    const asked = calls(endpoints.order);
    act(() => store.set(updateUserAtom, { ...USER, firstName: 'Malika', cashback: 5000 }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls(endpoints.order)).toBe(asked);
  });

  it('asks a guest to log in and comes back to the order', async () => {
    answer({ order: () => ok(makeOrder()) });
    const { location } = await setup({ signedIn: false });
    fireEvent.click(screen.getByTestId('order-login'));
    expect(location.history.at(-1)).toBe('/login');
    expect(peekRedirect()).toBe('/orders/5');
    expect(calls(endpoints.order)).toBe(0);
  });
});
