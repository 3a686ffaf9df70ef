import { describe, expect, it } from 'vitest';
import { COURIER_STATUSES } from '@/shared/contract/branch.ts';
import { ORDER_STATUSES, SERVICE_TYPES, type OrderStatus, type ServiceType } from '@/shared/contract/order.ts';
import { MESSAGES } from '@locales/all.ts';
import { makeOrder } from './order.fixture.ts';
import {
  canCallWaiter,
  canCancel,
  courierStatusKey,
  isActive,
  mapLink,
  orderPollInterval,
  orderStatusKey,
  orderTimeline,
  paymentLink,
  pollDelay,
  repeatLines,
  showsPaymentState,
} from './order.lib.ts';

const eng = MESSAGES.eng;

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], eng);

describe('labels', () => {
  it('has a label for every order status, ATTACHED and CLOSED included', () => {
    for (const serviceType of SERVICE_TYPES) {
      for (const status of ORDER_STATUSES)
        expect(typeof lookup(orderStatusKey(status, serviceType)), `${serviceType} ${status}`).toBe('string');
    }
    expect(lookup(orderStatusKey('ATTACHED', 'DELIVERY'))).toBe('Courier assigned');
    expect(lookup(orderStatusKey('CLOSED', 'PICK_UP'))).toBe('Completed');
    expect(lookup(orderStatusKey('AT_TIME', 'PICK_UP'))).toBe('Order at a set time');
  });
  it('says the end of an order in the words of its service type', () => {
    expect(lookup(orderStatusKey('DELIVERED', 'DELIVERY'))).toBe('Delivered');
    expect(lookup(orderStatusKey('DELIVERED', 'PICK_UP'))).toBe('Picked up');
    expect(lookup(orderStatusKey('DONE', 'PICK_UP'))).toBe('Ready for pick-up');
    expect(lookup(orderStatusKey('DELIVERED', 'DINE_IN'))).toBe('Served');
    expect(lookup(orderStatusKey('DONE', 'DINE_IN'))).toBe('Ready');
  });
  it('has a label for every courier status', () => {
    for (const status of COURIER_STATUSES) expect(typeof lookup(courierStatusKey(status)), status).toBe('string');
    expect(courierStatusKey('PERFORMER_LOOK_UP')).toBe('courierStatus.PERFORMER_LOOK_UP');
  });
});

describe('active, cancel, waiter', () => {
  it('puts CANCELED, DELIVERED and CLOSED in the archive and everything else in active', () => {
    const archived = ORDER_STATUSES.filter((s) => !isActive(s));
    expect(archived.sort()).toEqual(['CANCELED', 'CLOSED', 'DELIVERED']);
  });
  it('cancels only while OPEN, ACCEPTED or AT_TIME', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['OPEN', 'ACCEPTED', 'AT_TIME']);
  });
  it('calls a waiter only for an active dine-in order', () => {
    expect(canCallWaiter({ serviceType: 'DINE_IN', status: 'COOKING' })).toBe(true);
    expect(canCallWaiter({ serviceType: 'DINE_IN', status: 'DELIVERED' })).toBe(false);
    expect(canCallWaiter({ serviceType: 'PICK_UP', status: 'COOKING' })).toBe(false);
  });
});

describe('orderTimeline', () => {
  const states = (status: OrderStatus, serviceType: 'DELIVERY' | 'PICK_UP' = 'DELIVERY') =>
    orderTimeline(makeOrder({ status, serviceType }))?.map((step) => `${step.status}:${step.state}`);

  it('walks OPEN -> ACCEPTED -> COOKING -> ON_WAY -> DELIVERED for a delivery', () => {
    expect(states('COOKING')).toEqual([
      'OPEN:done',
      'ACCEPTED:done',
      'COOKING:current',
      'ON_WAY:todo',
      'DELIVERED:todo',
    ]);
    expect(states('DELIVERED')).toEqual([
      'OPEN:done',
      'ACCEPTED:done',
      'COOKING:done',
      'ON_WAY:done',
      'DELIVERED:done',
    ]);
  });
  it('has DONE instead of ON_WAY at the counter', () => {
    expect(states('DONE', 'PICK_UP')).toEqual([
      'OPEN:done',
      'ACCEPTED:done',
      'COOKING:done',
      'DONE:current',
      'DELIVERED:todo',
    ]);
  });
  it('shows a delivery ready at the kitchen as cooked, not yet on the way', () => {
    expect(states('DONE')).toEqual(['OPEN:done', 'ACCEPTED:done', 'COOKING:done', 'ON_WAY:todo', 'DELIVERED:todo']);
  });
  it('places the other statuses on the path and leaves cancelled orders off it', () => {
    expect(states('AT_TIME')?.[0]).toBe('OPEN:current');
    expect(states('CREATED')?.[0]).toBe('OPEN:current');
    expect(states('ATTACHED')?.[2]).toBe('COOKING:current');
    expect(states('CLOSED')?.[4]).toBe('DELIVERED:done');
    expect(orderTimeline(makeOrder({ status: 'CANCELED' }))).toBeNull();
  });
  it('labels the steps by service type: delivered, picked up, served', () => {
    const labels = (serviceType: ServiceType) =>
      (orderTimeline(makeOrder({ status: 'DELIVERED', serviceType })) ?? []).map((step) => lookup(step.label));
    expect(labels('DELIVERY')).toEqual(['Sent to the restaurant', 'Confirmed', 'Cooking', 'On the way', 'Delivered']);
    expect(labels('YANDEX_EATS')).toEqual([
      'Sent to the restaurant',
      'Confirmed',
      'Cooking',
      'On the way',
      'Delivered',
    ]);
    expect(labels('PICK_UP')).toEqual([
      'Sent to the restaurant',
      'Confirmed',
      'Cooking',
      'Ready for pick-up',
      'Picked up',
    ]);
    expect(labels('DINE_IN')).toEqual(['Sent to the restaurant', 'Confirmed', 'Cooking', 'Ready', 'Served']);
  });
  it('gives each reached step its time and none to the ones ahead', () => {
    const order = makeOrder({
      status: 'ACCEPTED',
      acceptedTime: '2024-05-09T08:00:00Z',
      cookingTime: '2024-05-09T08:05:00Z',
    });
    const steps = orderTimeline(order) ?? [];
    expect(steps.map((s) => s.at)).toEqual([order.createdDate, '2024-05-09T08:00:00Z', null, null, null]);
  });
});

describe('polling back-off', () => {
  it('starts at 5 s, grows by half each unchanged answer and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(pollDelay)).toEqual([5000, 7500, 11250, 16875, 25313, 30000, 30000]);
    expect(pollDelay(-3)).toBe(5000);
  });
  it('stops for archived orders and before the first answer', () => {
    expect(orderPollInterval(makeOrder({ status: 'COOKING' }), 2)).toBe(11250);
    expect(orderPollInterval(makeOrder({ status: 'DELIVERED' }), 0)).toBe(false);
    expect(orderPollInterval(makeOrder({ status: 'CANCELED' }), 0)).toBe(false);
    expect(orderPollInterval(undefined, 0)).toBe(false);
  });
});

describe('payment', () => {
  const url = 'https://pay.example.uz/p/5';
  it('offers the link for an unpaid card or wallet order that is still active', () => {
    expect(paymentLink(makeOrder({ paymentType: 'PAYME', paymentUrl: url }))).toBe(url);
    expect(paymentLink(makeOrder({ paymentType: 'CARD', paymentUrl: url, isPaid: true }))).toBeNull();
    expect(paymentLink(makeOrder({ paymentType: 'CASH', paymentUrl: url }))).toBeNull();
    expect(paymentLink(makeOrder({ paymentType: 'CLICK', paymentUrl: url, status: 'CANCELED' }))).toBeNull();
    expect(paymentLink(makeOrder({ paymentType: 'CLICK', paymentUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(paymentLink(makeOrder({ paymentType: 'CLICK', paymentUrl: null }))).toBeNull();
  });
  it('shows paid/unpaid for online types, and for cash only once paid', () => {
    expect(showsPaymentState({ paymentType: 'UZUM', isPaid: false })).toBe(true);
    expect(showsPaymentState({ paymentType: 'CASH', isPaid: false })).toBe(false);
    expect(showsPaymentState({ paymentType: 'CASH', isPaid: true })).toBe(true);
  });
});

describe('repeatLines', () => {
  it('puts back what is sold today and reports dropped and re-priced lines', () => {
    const plan = repeatLines({
      items: [
        {
          productId: 1,
          count: 2,
          modifications: [{ modificationId: 9, count: 1 }],
          available: true,
          oldUnitPrice: 30000,
          unitPrice: 30000,
        },
        { productId: 2, count: 1, modifications: [], available: false, oldUnitPrice: 15000, unitPrice: null },
        { productId: 3, count: 3, modifications: [], available: true, oldUnitPrice: 10000, unitPrice: 12000 },
        { productId: 4, count: 1, modifications: [], available: true, oldUnitPrice: 10000, unitPrice: null },
      ],
    });
    expect(plan.additions).toEqual([
      { productId: 1, count: 2, modifications: [{ modificationId: 9, count: 1 }] },
      { productId: 3, count: 3, modifications: [] },
    ]);
    expect(plan.dropped).toEqual([
      { productId: 2, count: 1 },
      { productId: 4, count: 1 },
    ]);
    expect(plan.repriced).toEqual([{ productId: 3, oldUnitPrice: 10000, unitPrice: 12000 }]);
  });
  it('ignores differences below a tiyin', () => {
    const plan = repeatLines({
      items: [{ productId: 1, count: 1, modifications: [], available: true, oldUnitPrice: 100, unitPrice: 100.004 }],
    });
    expect(plan.repriced).toEqual([]);
  });
});

describe('mapLink', () => {
  it('points OpenStreetMap at the place', () => {
    expect(mapLink(41.2856, 69.2034)).toBe(
      'https://www.openstreetmap.org/?mlat=41.285600&mlon=69.203400#map=17/41.285600/69.203400',
    );
  });
});
