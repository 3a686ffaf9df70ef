import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
import { ApiError, fail, ok } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import type { Courier } from '../../shared/contract/branch.ts';
import { endpoints, type Endpoint } from '../../shared/contract/endpoints.ts';
import type { Order } from '../../shared/contract/order.ts';
import { OrderMapScreen } from './order-map-screen.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const DELIVERY = makeOrder({
  serviceType: 'DELIVERY',
  status: 'ON_WAY',
  courierId: 3,
  courierStatus: 'PERFORMER_PICKUPED',
  address: { name: 'Amir Temur 15', description: null, latitude: 41.3111, longitude: 69.2797 },
});
const COURIER: Courier = { id: 3, name: 'Jasur', phone: '998901112233', status: 'PERFORMER_PICKUPED', latitude: 41.3, longitude: 69.24 };

function answer(order: Order, courier: Courier | null = COURIER) {
  callMock.mockImplementation((async (endpoint: Endpoint) => {
    if (endpoint === endpoints.order) return ok(order);
    if (endpoint === endpoints.courier && courier) return ok(courier);
    return fail(new ApiError({ kind: 'http', status: 404, message: 'not here' }));
  }) as typeof call);
}

async function setup(path = '/orders/5/map') {
  const store = createStore();
  const client = createTestQueryClient();
  const platform = createFakePlatform({ kind: 'browser' });
  store.set(queryClientAtom, client);
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, 'm-1');
  store.set(sessionAtom, { token: 't-1', user: { id: 42, isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0 } });
  const location = memoryLocation({ path });
  const instance = await createTestI18n();
  renderWithProviders(<Route path="/orders/:id/map" component={OrderMapScreen} />, { store, client, i18n: instance, location });
  return { platform };
}

describe('OrderMapScreen', () => {
  beforeEach(() => callMock.mockReset());
  afterEach(cleanup);

  it('draws the branch, the address and the courier, and lists them with "Open in maps"', async () => {
    answer(DELIVERY);
    const { platform } = await setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order №100005 on the map');
    await waitFor(() => expect(screen.getByTestId('order-map-point-courier')).toBeTruthy());
    expect(screen.getByTestId('order-map-point-branch')).toBeTruthy();
    expect(screen.getByTestId('order-map-point-address')).toBeTruthy();
    expect(screen.getByTestId('order-map-branch').textContent).toContain('Branch: Chilanzar');
    expect(screen.getByTestId('order-map-address').textContent).toContain('Delivery address: Amir Temur 15');
    expect(screen.getByTestId('order-map-courier').textContent).toContain('Courier: Jasur');
    expect(screen.getByTestId('order-map-courier-status').textContent).toBe('Courier has picked up the order');
    expect(screen.getByRole('img').textContent).toContain('Map of the order: Branch: Chilanzar; Delivery address: Amir Temur 15; Courier: Jasur');
    fireEvent.click(screen.getByTestId('order-map-open-address'));
    expect(platform.calls.links).toEqual(['https://www.openstreetmap.org/?mlat=41.311100&mlon=69.279700#map=17/41.311100/69.279700']);
    expect(callMock).toHaveBeenCalledWith(endpoints.courier, expect.objectContaining({ params: { id: 3 } }));
  });

  it('shows the branch alone for a pick-up order and never asks for a courier', async () => {
    answer(makeOrder({ status: 'COOKING' }), null);
    await setup();
    await screen.findByTestId('order-map-point-branch');
    expect(screen.queryByTestId('order-map-point-address')).toBeNull();
    expect(screen.queryByTestId('order-map-courier')).toBeNull();
    expect(callMock.mock.calls.some(([e]) => e === endpoints.courier)).toBe(false);
  });

  it('says the courier will appear once assigned', async () => {
    answer({ ...DELIVERY, status: 'ACCEPTED', courierId: null }, null);
    await setup();
    expect((await screen.findByTestId('order-map-no-courier')).textContent).toBe('The courier will appear here once assigned.');
  });

  it('answers an id that cannot be an order with not-found, without asking the API', async () => {
    answer(DELIVERY);
    await setup('/orders/abc/map');
    expect((await screen.findByTestId('order-map-error')).textContent).toContain('Order not found');
    expect(callMock).not.toHaveBeenCalled();
  });
});
