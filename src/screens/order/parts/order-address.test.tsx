import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import type { Language } from '@/shared/contract/common.ts';
import type { Order } from '@/shared/contract/order.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { OrderAddress } from './order-address.tsx';

const HOME = {
  name: 'Home',
  description: 'Home',
  latitude: 41.31,
  longitude: 69.28,
  streetName: 'Amir Temur',
  houseNumber: '15',
};
const FLAT: Partial<Order> = {
  serviceType: 'DELIVERY',
  address: HOME,
  office: '42',
  entrance: '3',
  floor: '7',
  domophone: '42K',
  courierComment: 'Ring twice,\nthe bell is broken',
};

async function show(order: Partial<Order>, language: Language = 'eng') {
  await renderScreen({ path: '/orders/5', language, element: <OrderAddress order={makeOrder(order)} /> });
  return screen.getByTestId('order-address');
}

const rows = (block: HTMLElement) =>
  within(block)
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('OrderAddress', () => {
  it('shows the name, then every detail the person typed with its label, in reading order', async () => {
    const block = await show(FLAT);
    expect(block.querySelector('.order-place__name')?.textContent).toBe('Home');
    expect(rows(block)).toEqual([
      ['Street', 'Amir Temur'],
      ['House number', '15'],
      ['Flat / office', '42'],
      ['Entrance', '3'],
      ['Floor', '7'],
      ['Door code / intercom', '42K'],
      ['Comment for the courier', 'Ring twice,\nthe bell is broken'],
    ]);
    expect(block.textContent).toContain('From Chilanzar');
  });

  it('leaves out what is empty or blank', async () => {
    const block = await show({
      ...FLAT,
      address: { ...HOME, houseNumber: null },
      office: null,
      floor: '  ',
      domophone: '',
      courierComment: null,
    });
    expect(rows(block).map(([label]) => label)).toEqual(['Street', 'Entrance']);
  });

  it('shows only the name for an address with no details, and a description that says more than the name', async () => {
    const block = await show({
      serviceType: 'DELIVERY',
      address: { name: 'Office', description: 'Near the park', latitude: 41.31, longitude: 69.28 },
    });
    expect(rows(block)).toEqual([]);
    expect(block.textContent).toContain('Near the park');
  });

  it("speaks the reader's language", async () => {
    const block = await show(FLAT, 'ru');
    expect(rows(block).slice(0, 2)).toEqual([
      ['Улица', 'Amir Temur'],
      ['Номер дома', '15'],
    ]);
  });
});
