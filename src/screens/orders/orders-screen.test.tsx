import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { makeOrder } from '../../entities/order/order.fixture.ts';
import { sessionAtom } from '../../entities/session/session.atoms.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { call, type CallOptions } from '../../shared/api/client.ts';
import { endpoints, type Endpoint } from '../../shared/contract/endpoints.ts';
import type { Order } from '../../shared/contract/order.ts';
import type { User } from '../../shared/contract/user.ts';
import { peekRedirect } from '../../shared/routing/return-to.ts';
import { OrdersScreen } from './orders-screen.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const USER: User = { id: 42, firstName: 'Malika', isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0 };
const archived = (id: number): Order => makeOrder({ id, number: String(100000 + id), status: id % 3 === 0 ? 'CANCELED' : 'DELIVERED' });

function answer(active: () => Result<Order[]> | Promise<Result<Order[]>>, archive: Order[] = []) {
  callMock.mockImplementation((async (endpoint: Endpoint, options: CallOptions<never>) => {
    if (endpoint === endpoints.activeOrdersOfUser) return active();
    if (endpoint === endpoints.ordersOfUser) {
      const page = Number(options.query?.page ?? 0);
      const size = Number(options.query?.size ?? 10);
      const totalPages = Math.ceil(archive.length / size);
      return ok({ content: archive.slice(page * size, page * size + size), page, size, totalElements: archive.length, totalPages, last: page >= totalPages - 1 });
    }
    return fail(new ApiError({ kind: 'http', status: 404, message: `unexpected ${endpoint.path}` }));
  }) as typeof call);
}

async function setup({ signedIn = true, path = '/orders' } = {}) {
  const store = createStore();
  const client = createTestQueryClient();
  store.set(queryClientAtom, client);
  store.set(platformAtom, createFakePlatform({ kind: 'browser' }));
  store.set(merchantIdAtom, 'm-1');
  store.set(sessionAtom, signedIn ? { token: 't-1', user: USER } : { token: null, user: null });
  const location = memoryLocation({ path, record: true });
  const instance = await createTestI18n();
  renderWithProviders(<Route path="/orders" component={OrdersScreen} />, { store, client, i18n: instance, location });
  return { store, location };
}

const pageCalls = () => callMock.mock.calls.filter(([e]) => e === endpoints.ordersOfUser);

describe('OrdersScreen', () => {
  beforeEach(() => {
    callMock.mockReset();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('lists the active orders with number, date and time, status, total and item count, each linking to its page', async () => {
    let resolve: (result: Result<Order[]>) => void = () => undefined;
    answer(() => new Promise((r) => (resolve = r)));
    await setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My orders');
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => `${tab.textContent}:${tab.getAttribute('aria-selected')}`)).toEqual(['Active:true', 'Archive:false']);
    await act(async () => resolve(ok([makeOrder({ id: 7, number: '100007', status: 'COOKING', productCount: 3, totalPrice: 125000 })])));
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('order-row-number').textContent).toBe('Order №100007');
    expect(within(row).getByTestId('order-row-date').textContent).toBe('09.05.2024 12:30');
    expect(within(row).getByTestId('order-row-status').textContent).toBe('Cooking');
    expect(within(row).getByTestId('order-row-total').textContent).toBe("125 000 so'm");
    expect(within(row).getByTestId('order-row-count').textContent).toBe('Items: 3');
    expect(row.getAttribute('href')).toBe('/orders/7');
    expect(callMock).toHaveBeenCalledWith(endpoints.activeOrdersOfUser, expect.objectContaining({ params: { userId: 42 } }));
  });

  it('says "No orders yet" when there are none', async () => {
    answer(() => ok([]));
    await setup();
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('No orders yet');
  });

  it('pages the archive 10 at a time, with the next page on "Load more"', async () => {
    const archive = Array.from({ length: 23 }, (_, i) => archived(200 - i));
    answer(() => ok([]), archive);
    const { location } = await setup();
    await screen.findByTestId('orders-empty');
    fireEvent.click(screen.getByTestId('orders-tab-archive'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    expect(location.history.at(-1)).toBe('/orders?tab=archive');
    expect(pageCalls()[0]?.[1]).toMatchObject({ params: { userId: 42 }, query: { size: 10, page: 0, onlyArchive: true } });
    fireEvent.click(screen.getByTestId('orders-more'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(20));
    fireEvent.click(screen.getByTestId('orders-more'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(23));
    expect(screen.queryByTestId('orders-more')).toBeNull();
    expect(pageCalls().map(([, options]) => options.query?.page)).toEqual([0, 1, 2]);
    expect(screen.getAllByTestId('order-row-status').map((s) => s.textContent)).toContain('Cancelled');
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
      answer(() => ok([]), Array.from({ length: 15 }, (_, i) => archived(100 - i)));
      await setup({ path: '/orders?tab=archive' });
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
      const last = observers.at(-1);
      expect(last?.target?.className).toBe('orders-screen__sentinel');
      await act(async () => last?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(15));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves between the tabs with the arrow keys', async () => {
    answer(() => ok([]));
    const { location } = await setup();
    fireEvent.keyDown(screen.getByTestId('orders-tab-active'), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('orders-tab-archive').getAttribute('aria-selected')).toBe('true'));
    expect(location.history.at(-1)).toBe('/orders?tab=archive');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('orders-tab-archive');
  });

  it('shows the failure with a retry', async () => {
    let attempt = 0;
    answer(() => (attempt++ === 0 ? fail(new ApiError({ kind: 'network', message: 'offline' })) : ok([makeOrder()])));
    await setup();
    expect((await screen.findByTestId('orders-error')).textContent).toBe('No connection. Check the internet and try again.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('order-row')).toBeTruthy();
  });

  it('asks a guest to log in and comes back here', async () => {
    answer(() => ok([]));
    const { location } = await setup({ signedIn: false });
    fireEvent.click(screen.getByTestId('orders-login'));
    expect(location.history.at(-1)).toBe('/login');
    expect(peekRedirect()).toBe('/orders');
    expect(callMock).not.toHaveBeenCalled();
  });
});
