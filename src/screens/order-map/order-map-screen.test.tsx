import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import type { Courier } from '@/shared/contract/branch.ts';
import type { Order } from '@/shared/contract/order.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';
import { peekRedirect } from '@/shared/routing/return-to.ts';

const DELIVERY = makeOrder({
  serviceType: 'DELIVERY',
  status: 'ON_WAY',
  courierId: 3,
  courierStatus: 'PERFORMER_PICKUPED',
  address: { name: 'Amir Temur 15', description: null, latitude: 41.3111, longitude: 69.2797 },
});
const COURIER: Courier = {
  id: 3,
  name: 'Jasur',
  phone: '998901112233',
  status: 'PERFORMER_PICKUPED',
  latitude: 41.3,
  longitude: 69.24,
};

const setup = (order: Order, courier: Courier | null = COURIER) =>
  renderScreen({
    path: `/orders/${order.id}/map`,
    session: TEST_USER,
    api: { order, ...(courier ? { courier } : {}) },
  });

describe('OrderMapScreen', () => {
  it('draws the branch, the address and the courier, and lists them with "Open in maps"', async () => {
    const { api, platform } = await setup(DELIVERY);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order #100005 on the map');
    await waitFor(() => expect(screen.getByTestId('order-map-point-courier')).toBeTruthy());
    expect(screen.getByTestId('order-map-point-branch')).toBeTruthy();
    expect(screen.getByTestId('order-map-point-address')).toBeTruthy();
    expect(screen.getByTestId('order-map-branch').textContent).toContain('Branch: Chilanzar');
    expect(screen.getByTestId('order-map-address').textContent).toContain('Delivery address: Amir Temur 15');
    // Chilanzar (41.2856, 69.2034) to Amir Temur 15 (41.3111, 69.2797): 7.0 km as the crow flies.
    expect(shownText(screen.getByTestId('order-map-address'))).toContain('7.0 km from the branch in a straight line');
    expect(screen.getByTestId('order-map-courier').textContent).toContain('Courier: Jasur');
    expect(screen.getByTestId('order-map-courier-status').textContent).toBe('Courier has picked up the order');
    expect(screen.getByRole('img').textContent).toContain(
      'Map of the order: Branch: Chilanzar; Delivery address: Amir Temur 15; Courier: Jasur',
    );
    tap(screen.getByTestId('order-map-open-address'));
    expect(platform.calls.links).toEqual([
      'https://www.openstreetmap.org/?mlat=41.311100&mlon=69.279700#map=17/41.311100/69.279700',
    ]);
    expect(api.calls('courier').map(({ params, query }) => ({ params, query }))).toContainEqual({
      params: { id: '3' },
      query: { orderId: String(DELIVERY.id) },
    });
  });

  it('shows the branch alone for a pick-up order and never asks for a courier', async () => {
    const { api } = await setup(makeOrder({ status: 'COOKING' }), null);
    await screen.findByTestId('order-map-point-branch');
    expect(screen.queryByTestId('order-map-point-address')).toBeNull();
    expect(screen.queryByTestId('order-map-courier')).toBeNull();
    expect(api.calls('courier')).toEqual([]);
  });

  it('says the courier will appear once assigned', async () => {
    await setup({ ...DELIVERY, status: 'ACCEPTED', courierId: null }, null);
    expect((await screen.findByTestId('order-map-no-courier')).textContent).toBe(
      'The courier will appear here once assigned.',
    );
  });

  it('asks a guest to log in and comes back to the map', async () => {
    const { api, location } = await renderScreen({ path: `/orders/${DELIVERY.id}/map`, api: { order: DELIVERY } });
    tap(await screen.findByTestId('order-map-login'));
    expect(location.history.at(-1)).toBe('/login');
    expect(peekRedirect()).toBe(`/orders/${DELIVERY.id}/map`);
    expect(api.calls('order')).toEqual([]);
  });

  it('answers an id that cannot be an order with not-found, without asking the API', async () => {
    const { api } = await renderScreen({ path: '/orders/abc/map', session: TEST_USER, api: { order: DELIVERY } });
    expect((await screen.findByTestId('order-map-error')).textContent).toContain('Order not found');
    expect(api.calls('order')).toEqual([]);
  });
});
