/** Test data: a complete order as the API answers it, for unit and component tests. Not imported by the app. */
import type { Order, OrderLine } from '@/shared/contract/order.ts';

export const orderLine = (productId: number, name: string, extra: Partial<OrderLine> = {}): OrderLine => ({
  productId,
  name: { uz: name, ru: name, eng: name },
  image: null,
  count: 1,
  unitPrice: 20000,
  totalPrice: 20000,
  modifications: [],
  ...extra,
});

export function makeOrder(extra: Partial<Order> = {}): Order {
  return {
    id: 5,
    number: '100005',
    userId: 42,
    status: 'OPEN',
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    isPaid: false,
    paymentUrl: null,
    branch: {
      id: 1,
      name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
      latitude: 41.2856,
      longitude: 69.2034,
      address: { uz: 'Bunyodkor 1', ru: 'Бунёдкор 1', eng: 'Bunyodkor 1' },
      phone: '998712000000',
    },
    address: null,
    later: false,
    cashback: 0,
    items: [orderLine(1, 'Plov', { count: 2, unitPrice: 30000, totalPrice: 60000 })],
    productCount: 2,
    productPrice: 60000,
    productDiscount: 0,
    deliveryPrice: 0,
    deliveryDiscount: 0,
    totalDiscount: 0,
    totalPrice: 60000,
    createdDate: new Date(2024, 4, 9, 12, 30).toISOString(),
    lastModifiedDate: new Date(2024, 4, 9, 12, 30).toISOString(),
    ...extra,
  };
}
