import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '@platform/index.ts';
import { createFakePlatform } from '@platform/testing/fake-platform.ts';
import { renderWithProviders } from '@platform/testing/render-with-providers.tsx';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import { branchesQuery } from '@/entities/branch/branch.api.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import { orderQuery } from '@/entities/order/order.api.ts';
import { ApiError, fail, ok, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import { IDEMPOTENCY_HEADER } from '@/shared/contract/common.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import type { PaymentType } from '@/shared/contract/merchant.ts';
import type { Order } from '@/shared/contract/order.ts';
import { createTestI18n, createTestQueryClient } from '@/shared/testing/test-i18n.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';
import { useCheckoutQuote } from './use-checkout-quote.ts';
import { usePlaceOrder } from './use-place-order.ts';

vi.mock('@/shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('@/shared/api/client.ts')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const name = { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' };
const BRANCH: Branch = {
  id: 1,
  merchantId: 'm-1',
  name,
  latitude: 41.28,
  longitude: 69.2,
  isActive: true,
  isMain: true,
  workHours: [],
};

/** The checkout's placing, without the checkout's form: a button that places the basket as it is. */
function PlaceButton({ paymentType }: { paymentType: PaymentType }) {
  const quote = useCheckoutQuote(undefined, null);
  const order = usePlaceOrder();
  return (
    <>
      <button
        type="button"
        disabled={!quote.branch}
        onClick={() => order.place(quote, paymentType)}
        data-testid="place"
      >
        place
      </button>
      {order.placing && <span data-testid="placing" />}
      {order.problem && <p data-testid="problem">{order.problem}</p>}
    </>
  );
}

/** Answers the order call with what `answer` gives, when the test lets it (`release`). */
function answerOrder(answer: () => Result<Order>) {
  let release = () => {};
  callMock.mockImplementation((async (endpoint: unknown) => {
    if (endpoint !== endpoints.orderCreate)
      return fail(new ApiError({ kind: 'http', status: 404, message: 'unexpected' }));
    await new Promise<void>((resolve) => (release = resolve));
    return answer();
  }) as typeof call);
  return () => release();
}

const orderCalls = () => callMock.mock.calls.filter(([endpoint]) => endpoint === endpoints.orderCreate);
const sentKey = (n: number) =>
  (orderCalls()[n]?.[1] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER];

async function setup(paymentType: PaymentType = 'CASH') {
  const store = createStore();
  const client = createTestQueryClient();
  const platform = createFakePlatform({ kind: 'browser' });
  store.set(queryClientAtom, client);
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, 'm-1');
  store.set(basketAtom, {
    items: [{ key: '1', productId: 1, count: 2, modifications: [] }],
    serviceType: 'PICK_UP',
    checkout: { comment: 'No onion' },
  });
  store.set(branchAtom, { id: 1, name, source: 'chosen' });
  client.setQueryData(branchesQuery('m-1').queryKey, [BRANCH]);
  const location = memoryLocation({ path: '/checkout', record: true });
  const view = renderWithProviders(<PlaceButton paymentType={paymentType} />, {
    store,
    client,
    i18n: await createTestI18n(),
    location,
  });
  return { store, client, platform, location, unmount: view.unmount };
}

describe('placing an order', () => {
  beforeEach(() => {
    callMock.mockReset();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('sends one order for two quick taps; once placed: basket reset, order cached, toast, payment page, order page', async () => {
    const placed = makeOrder({ id: 77, number: '100077', paymentType: 'CLICK', paymentUrl: 'https://pay.example/77' });
    const release = answerOrder(() => ok(placed));
    const { store, client, platform, location } = await setup('CLICK');

    fireEvent.click(screen.getByTestId('place'));
    fireEvent.click(screen.getByTestId('place'));
    await screen.findByTestId('placing');
    expect(orderCalls()).toHaveLength(1);
    // The attempt's key is kept with the basket before the request leaves.
    const key = store.get(basketAtom).checkout?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(0)).toBe(key);
    expect(orderCalls()[0]?.[1]).toMatchObject({
      body: {
        branchId: 1,
        serviceType: 'PICK_UP',
        paymentType: 'CLICK',
        comment: 'No onion',
        orderDevice: 'CLIENT_WEB',
        cartItems: [{ productId: 1, count: 2 }],
      },
    });

    await act(async () => release());
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders/77'));
    expect(store.get(basketAtom).items).toEqual([]);
    expect(store.get(basketAtom).checkout?.idempotencyKey).toBeUndefined();
    expect(client.getQueryData(orderQuery('m-1', 77).queryKey)).toEqual(placed);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Order #100077 is placed']);
    expect(platform.calls.links).toEqual(['https://pay.example/77']);
    expect(platform.calls.haptics).toContain('notification:success');
    expect(orderCalls()).toHaveLength(1);
  });

  it('says why an order failed, keeps the basket, and a retry sends the same key', async () => {
    let answer: Result<Order> = fail(new ApiError({ kind: 'network', message: 'offline' }));
    const release = answerOrder(() => answer);
    const { store, platform, location } = await setup();

    fireEvent.click(screen.getByTestId('place'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    await act(async () => release());
    expect((await screen.findByTestId('problem')).textContent).not.toBe('');
    expect(platform.calls.haptics).toContain('notification:error');
    expect(store.get(basketAtom).items).toHaveLength(1);
    expect(location.history.at(-1)).toBe('/checkout');
    expect(platform.calls.links).toEqual([]);

    answer = ok(makeOrder({ id: 78 }));
    fireEvent.click(screen.getByTestId('place'));
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    expect(screen.queryByTestId('problem')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders/78'));
    expect(sentKey(1)).toBe(sentKey(0));
    // Cash: no payment page.
    expect(platform.calls.links).toEqual([]);
  });

  it('finishes an order whose screen was left while it was out: the basket is reset and its page opens', async () => {
    const release = answerOrder(() => ok(makeOrder({ id: 79, number: '100079' })));
    const { store, location, unmount } = await setup();
    fireEvent.click(screen.getByTestId('place'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    unmount();
    await act(async () => release());
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders/79'));
    expect(store.get(basketAtom).items).toEqual([]);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Order #100079 is placed']);
  });
});
