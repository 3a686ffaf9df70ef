import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import { makeOrder } from '@/entities/order/order.fixture.ts';
import { orderQuery } from '@/entities/order/order.api.ts';
import { IDEMPOTENCY_HEADER } from '@/shared/contract/common.ts';
import type { PaymentType } from '@/shared/contract/merchant.ts';
import type { Order } from '@/shared/contract/order.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';
import { networkDown, type FakeApi, type Reply } from '@/testing/fake-api.ts';
import { TEST_BRANCH, TEST_MERCHANT_ID, TEST_STORED_BRANCH, TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { useCheckoutQuote } from './use-checkout-quote.ts';
import { usePlaceOrder } from './use-place-order.ts';

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
      {order.problem && (
        <p role="alert" data-testid="problem">
          {order.problem}
        </p>
      )}
    </>
  );
}

/** The order endpoint answers what `answer` gives, each time the test lets it (`release`). */
function heldOrderAnswer(answer: () => Order | Reply) {
  let release = () => {};
  const endpoint = async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return answer();
  };
  return { endpoint, release: () => release() };
}

async function setup(orderCreate: () => Promise<Order | Reply>, paymentType: PaymentType = 'CASH') {
  const rendered = await renderScreen({
    path: '/checkout',
    session: TEST_USER,
    element: <PlaceButton paymentType={paymentType} />,
    api: { branches: [TEST_BRANCH], orderCreate },
    basket: [{ productId: 1, count: 2 }],
    serviceType: 'PICK_UP',
    branch: TEST_STORED_BRANCH,
  });
  rendered.store.set(basketAtom, { ...rendered.store.get(basketAtom), checkout: { comment: 'No onion' } });
  // The quote knows its branch once the branch list is in.
  await waitFor(() => expect((screen.getByTestId('place') as HTMLButtonElement).disabled).toBe(false));
  const orderCalls = () => rendered.api.calls('orderCreate');
  return { ...rendered, orderCalls, sentKey: (n: number) => sentKeyOf(rendered.api, n) };
}

const sentKeyOf = (api: FakeApi, n: number) => {
  const headers = api.calls('orderCreate')[n]?.headers ?? {};
  const name = Object.keys(headers).find((header) => header.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
  return name ? headers[name] : undefined;
};

describe('placing an order', () => {
  it('sends one order for two quick taps; once placed: basket reset, order cached, toast, payment page, order page', async () => {
    const placed = makeOrder({ id: 77, number: '100077', paymentType: 'CLICK', paymentUrl: 'https://pay.example/77' });
    const order = heldOrderAnswer(() => placed);
    const { store, client, platform, location, orderCalls, sentKey } = await setup(order.endpoint, 'CLICK');

    fireEvent.click(screen.getByTestId('place'));
    fireEvent.click(screen.getByTestId('place'));
    await screen.findByTestId('placing');
    expect(orderCalls()).toHaveLength(1);
    // The attempt's key is kept with the basket before the request leaves.
    const key = store.get(basketAtom).checkout?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(0)).toBe(key);
    expect(orderCalls()[0]).toMatchObject({
      body: {
        branchId: 1,
        serviceType: 'PICK_UP',
        paymentType: 'CLICK',
        comment: 'No onion',
        orderDevice: 'CLIENT_WEB_DESKTOP',
        cartItems: [{ productId: 1, count: 2 }],
      },
    });

    await act(async () => order.release());
    await waitFor(() => expect(location.path()).toBe('/orders/77'));
    expect(store.get(basketAtom).items).toEqual([]);
    expect(store.get(basketAtom).checkout?.idempotencyKey).toBeUndefined();
    expect(client.getQueryData(orderQuery(TEST_MERCHANT_ID, 77).queryKey)).toEqual(placed);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Order #100077 is placed']);
    expect(platform.calls.links).toEqual(['https://pay.example/77']);
    expect(platform.calls.haptics).toContain('notification:success');
    expect(orderCalls()).toHaveLength(1);
  });

  it('says why an order failed, keeps the basket, and a retry sends the same key', async () => {
    let answer: Order | Reply = networkDown();
    const order = heldOrderAnswer(() => answer);
    const { store, platform, location, orderCalls, sentKey } = await setup(order.endpoint);

    fireEvent.click(screen.getByTestId('place'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    await act(async () => order.release());
    expect((await screen.findByTestId('problem')).textContent).not.toBe('');
    expect(platform.calls.haptics).toContain('notification:error');
    expect(store.get(basketAtom).items).toHaveLength(1);
    expect(location.path()).toBe('/checkout');
    expect(platform.calls.links).toEqual([]);

    answer = makeOrder({ id: 78 });
    fireEvent.click(screen.getByTestId('place'));
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    expect(screen.queryByTestId('problem')).toBeNull();
    await act(async () => order.release());
    await waitFor(() => expect(location.path()).toBe('/orders/78'));
    expect(sentKey(1)).toBe(sentKey(0));
    // Cash: no payment page.
    expect(platform.calls.links).toEqual([]);
  });

  it('finishes an order whose screen was left while it was out: the basket is reset and its page opens', async () => {
    const order = heldOrderAnswer(() => makeOrder({ id: 79, number: '100079' }));
    const { store, location, orderCalls } = await setup(order.endpoint);
    fireEvent.click(screen.getByTestId('place'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    // The screen is gone (the whole tree unmounted) while the order is out.
    cleanup();
    await act(async () => order.release());
    await waitFor(() => expect(location.path()).toBe('/orders/79'));
    expect(store.get(basketAtom).items).toEqual([]);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Order #100079 is placed']);
  });
});
