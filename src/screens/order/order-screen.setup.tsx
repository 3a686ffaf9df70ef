import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { mainButtonAtom } from '@platform/index.ts';
import type { Result } from '@/shared/api/api-error.ts';
import { endpoints, type Endpoint, type EndpointName } from '@/shared/contract/endpoints.ts';
import type { Order, RepeatOrder } from '@/shared/contract/order.ts';
import type { User } from '@/shared/contract/user.ts';
import type { Place } from '@/shared/contract/content.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';
import { resultOnTheWire, type ApiAnswers, type FakeApi } from '@/testing/fake-api.ts';
import { renderScreen, type RenderedScreen } from '@/testing/render-screen.tsx';

/**
 * Shared setup of the order screen's component tests: what the order endpoints answer (as results: `ok(order)`, or
 * `fail(error)`, which the fake API sends as the server would, an error status with its JSON body or no connection),
 * and the order page opened through the app's routes.
 */
export const USER: User = {
  id: 42,
  firstName: 'Malika',
  lastName: 'Karimova',
  isActive: true,
  merchantId: 'm-1',
  role: 'USER',
  cashback: 0,
};

type Answering<T> = () => Result<T> | Promise<Result<T>>;
export interface Answers {
  order: Answering<Order>;
  cancel?: Answering<Order>;
  repeat?: Answering<RepeatOrder>;
  waiter?: Answering<Order>;
  branchPlaces?: Answering<Place[]>;
}

const onTheWire = <T,>(answering: Answering<T>) => resultOnTheWire(answering());

let answers: Answers = { order: () => ({ ok: false, error: new Error('no answer') }) as never };
let current: FakeApi | null = null;

export function answer(next: Answers): void {
  answers = next;
}

/** How many times the page called an endpoint. */
export const calls = (endpoint: Endpoint): number => {
  const name = (Object.entries(endpoints) as [EndpointName, Endpoint][]).find(([, value]) => value === endpoint)?.[0];
  return current && name ? current.calls(name).length : 0;
};

export async function setup({
  signedIn = true,
  path = '/orders/5',
  cancelOrderActive = true,
  platform = 'browser' as 'browser' | 'telegram',
} = {}): Promise<RenderedScreen> {
  const api: ApiAnswers = {
    order: () => onTheWire(answers.order),
    activeOrdersOfUser: [],
    ...(answers.cancel ? { orderCancel: () => onTheWire(answers.cancel as Answering<Order>) } : {}),
    ...(answers.repeat ? { orderRepeat: () => onTheWire(answers.repeat as Answering<RepeatOrder>) } : {}),
    ...(answers.waiter ? { orderCallWaiter: () => onTheWire(answers.waiter as Answering<Order>) } : {}),
    ...(answers.branchPlaces ? { branchPlaces: () => onTheWire(answers.branchPlaces as Answering<Place[]>) } : {}),
  };
  const screen = await renderScreen({
    path,
    session: signedIn ? USER : null,
    settings: { cancelOrderActive },
    api,
    platform,
  });
  current = screen.api;
  return screen;
}

export const toasts = (store: RenderedScreen['store']) => store.get(toastsAtom).map((toast) => toast.text);

/**
 * Waits for the main button to offer `text`: the screen sets it in an effect, which may run after its content is
 * already on the page (what a test finds first).
 */
export async function mainButtonShows(store: RenderedScreen['store'], text: unknown): Promise<void> {
  await waitFor(() => expect(store.get(mainButtonAtom)).toMatchObject({ visible: true, enabled: true, text }));
}

/** Presses the main button once it offers `text`, as a person would. */
export async function pressMainButton(store: RenderedScreen['store'], text: unknown): Promise<void> {
  await mainButtonShows(store, text);
  await act(async () => store.get(mainButtonAtom).action?.());
}
