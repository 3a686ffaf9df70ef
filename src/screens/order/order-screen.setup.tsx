import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { webSettingsQuery } from '../../entities/merchant/merchant.api.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { sessionAtom } from '../../entities/session/session.atoms.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import { endpoints, type Endpoint } from '../../shared/contract/endpoints.ts';
import { DEFAULT_WEB_SETTINGS } from '../../shared/contract/merchant.ts';
import type { Order, RepeatOrder } from '../../shared/contract/order.ts';
import type { User } from '../../shared/contract/user.ts';
import { toastsAtom } from '../../shared/ui/toast.atoms.ts';
import { OrderScreen } from './order-screen.ui.tsx';

/**
 * Shared setup of the order screen's component tests: the answers of the mocked API client (each test file mocks
 * `call` itself, as vi.mock is per file), providers, a memory router with the order route and /cart.
 */
export const callMock = vi.mocked(call);

export const USER: User = { id: 42, firstName: 'Malika', lastName: 'Karimova', isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0 };

export interface Answers {
  order: () => Result<Order> | Promise<Result<Order>>;
  cancel?: () => Result<Order>;
  repeat?: () => Result<RepeatOrder>;
  waiter?: () => Result<Order>;
}
export function answer(answers: Answers) {
  callMock.mockImplementation((async (endpoint: Endpoint) => {
    if (endpoint === endpoints.order) return answers.order();
    if (endpoint === endpoints.orderCancel && answers.cancel) return answers.cancel();
    if (endpoint === endpoints.orderRepeat && answers.repeat) return answers.repeat();
    if (endpoint === endpoints.orderCallWaiter && answers.waiter) return answers.waiter();
    if (endpoint === endpoints.activeOrdersOfUser) return ok([]);
    return fail(new ApiError({ kind: 'http', status: 404, message: `unexpected ${endpoint.path}` }));
  }) as typeof call);
}
export const calls = (endpoint: Endpoint) => callMock.mock.calls.filter(([e]) => e === endpoint).length;

export async function setup({ signedIn = true, path = '/orders/5', cancelOrderActive = true } = {}) {
  const store = createStore();
  const client = createTestQueryClient();
  const platform = createFakePlatform({ kind: 'browser' });
  store.set(queryClientAtom, client);
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, 'm-1');
  store.set(sessionAtom, signedIn ? { token: 't-1', user: USER } : { token: null, user: null });
  client.setQueryData(webSettingsQuery('m-1').queryKey, { ...DEFAULT_WEB_SETTINGS, cancelOrderActive });
  const location = memoryLocation({ path, record: true });
  const instance = await createTestI18n();
  renderWithProviders(
    <>
      <Switch>
        <Route path="/orders/:id" component={OrderScreen} />
        <Route path="/cart">cart page</Route>
      </Switch>
    </>,
    { store, client, i18n: instance, location },
  );
  return { store, platform, location, client };
}
export const toasts = (store: ReturnType<typeof createStore>) => store.get(toastsAtom).map((toast) => toast.text);

