import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import type { Order } from '@/shared/contract/order.ts';
import type { User } from '@/shared/contract/user.ts';
import { peekRedirect } from '@/shared/routing/return-to.ts';
import { networkDown, type Answer, type ApiRequest } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const USER: User = { id: 42, firstName: 'Malika', isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0 };
const archived = (id: number): Order =>
  makeOrder({ id, number: String(100000 + id), status: id % 3 === 0 ? 'CANCELED' : 'DELIVERED' });

/** The archive as the server pages it. */
const pages = (archive: Order[]) => (request: ApiRequest) => {
  const page = Number(request.query.page ?? 0);
  const size = Number(request.query.size ?? 10);
  const totalPages = Math.ceil(archive.length / size);
  return {
    content: archive.slice(page * size, page * size + size),
    page,
    size,
    totalElements: archive.length,
    totalPages,
    last: page >= totalPages - 1,
  };
};

function setup({
  signedIn = true,
  path = '/orders',
  active = [] as Answer<'activeOrdersOfUser'>,
  archive = [] as Order[],
} = {}) {
  return renderScreen({
    path,
    session: signedIn ? USER : null,
    api: { activeOrdersOfUser: active, ordersOfUser: pages(archive) },
  });
}

describe('OrdersScreen', () => {
  it('lists the active orders with number, date and time, status, total and item count, each linking to its page', async () => {
    let resolve: (orders: Order[]) => void = () => undefined;
    const { api } = await setup({ active: () => new Promise<Order[]>((r) => (resolve = r)) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My orders');
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => `${tab.textContent}:${tab.getAttribute('aria-selected')}`)).toEqual([
      'Active:true',
      'Archive:false',
    ]);
    await waitFor(() => expect(api.calls('activeOrdersOfUser')).toHaveLength(1));
    await act(async () =>
      resolve([makeOrder({ id: 7, number: '100007', status: 'COOKING', productCount: 3, totalPrice: 125000 })]),
    );
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('order-row-number').textContent).toBe('Order #100007');
    expect(within(row).getByTestId('order-row-date').textContent).toBe('09.05.2024 12:30');
    expect(within(row).getByTestId('order-row-status').textContent).toBe('Cooking');
    expect(shownText(within(row).getByTestId('order-row-total'))).toBe("125 000 so'm");
    expect(within(row).getByTestId('order-row-count').textContent).toBe('Items: 3');
    expect(row.getAttribute('href')).toBe('/orders/7');
    expect(api.calls('activeOrdersOfUser').map((request) => request.params)).toEqual([{ userId: '42' }]);
  });

  it('says "No orders yet" when there are none', async () => {
    await setup();
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('No orders yet');
  });

  it('pages the archive 10 at a time, with the next page on "Load more"', async () => {
    const archive = Array.from({ length: 23 }, (_, i) => archived(200 - i));
    const { api, location } = await setup({ archive });
    const pageCalls = () => api.calls('ordersOfUser');
    await screen.findByTestId('orders-empty');
    tap(screen.getByTestId('orders-tab-archive'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    expect(location.history.at(-1)).toBe('/orders?tab=archive');
    expect(pageCalls()[0]).toMatchObject({
      params: { userId: '42' },
      query: { size: '10', page: '0', onlyArchive: 'true' },
    });
    tap(screen.getByTestId('orders-more'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(20));
    tap(screen.getByTestId('orders-more'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(23));
    expect(screen.queryByTestId('orders-more')).toBeNull();
    expect(pageCalls().map((request) => request.query.page)).toEqual(['0', '1', '2']);
    expect(screen.getAllByTestId('order-row-status').map((s) => s.textContent)).toContain('Cancelled');
  });

  it('an order that leaves the Active list is on the Archive tab the next time it is shown, and the customer is read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const cooking = makeOrder({ id: 7, number: '100007', status: 'COOKING' });
      let delivered = false;
      const { api } = await setup({
        active: () => (delivered ? [] : [cooking]),
        archive: [],
      });
      let archive: Order[] = [];
      api.answer('ordersOfUser', (request) => pages(archive)(request));
      await screen.findByTestId('order-row');
      // The Archive tab seen while the order was still active, then back to Active.
      tap(screen.getByTestId('orders-tab-archive'));
      await screen.findByTestId('orders-empty');
      tap(screen.getByTestId('orders-tab-active'));
      await screen.findByTestId('order-row');
      const readsOfUser = api.calls('me').length;
      // Delivered: the next poll of the Active list no longer has it.
      delivered = true;
      archive = [{ ...cooking, status: 'DELIVERED' }];
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      await screen.findByTestId('orders-empty');
      await waitFor(() => expect(api.calls('me').length).toBe(readsOfUser + 1));
      tap(screen.getByTestId('orders-tab-archive'));
      expect((await screen.findByTestId('order-row-number')).textContent).toBe('Order #100007');
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the next archive page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
    class FakeObserver {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observers.push({ callback: this.callback, target });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      await setup({ path: '/orders?tab=archive', archive: Array.from({ length: 15 }, (_, i) => archived(100 - i)) });
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
      // The rows are painted before React runs the effect that observes the sentinel: wait for the observer too.
      await waitFor(() => expect(observers.at(-1)?.target?.className).toBe('orders-screen__sentinel'));
      const last = observers.at(-1);
      await act(async () =>
        last?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(15));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { location } = await setup();
    fireEvent.keyDown(screen.getByTestId('orders-tab-active'), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('orders-tab-archive').getAttribute('aria-selected')).toBe('true'));
    expect(location.history.at(-1)).toBe('/orders?tab=archive');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('orders-tab-archive');
  });

  it('shows the failure with a retry', async () => {
    let attempt = 0;
    await setup({ active: () => (attempt++ === 0 ? networkDown() : [makeOrder()]) });
    expect((await screen.findByTestId('orders-error')).textContent).toBe(
      'No connection. Check the internet and try again.',
    );
    await act(async () => tap(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('order-row')).toBeTruthy();
  });

  it('asks a guest to log in and comes back here', async () => {
    const { api, location } = await setup({ signedIn: false });
    tap(screen.getByTestId('orders-login'));
    expect(location.path()).toBe('/login');
    expect(peekRedirect()).toBe('/orders');
    expect(
      api.requests.filter((request) => request.name === 'activeOrdersOfUser' || request.name === 'ordersOfUser'),
    ).toEqual([]);
  });
});
