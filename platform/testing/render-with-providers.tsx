import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Provider, type createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { memoryLocation } from 'wouter/memory-location';
import { AppRoot } from '@telegram-apps/telegram-ui';

/**
 * Renders a screen (or part of one) in the tree the app gives it: the jotai store, the query client, i18n,
 * telegram-ui's root and a router on a memory location. Tests arrange the store before calling it. As in the app
 * (`src/app/store.ts`), the store holds the query client, so query atoms and query hooks share one cache.
 */
export function renderWithProviders(
  ui: ReactNode,
  options: {
    store: ReturnType<typeof createStore>;
    client: QueryClient;
    i18n: i18n;
    location: Pick<ReturnType<typeof memoryLocation>, 'hook' | 'searchHook'>;
  },
): ReturnType<typeof render> {
  const { store, client, location } = options;
  store.set(queryClientAtom, client);
  return render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={options.i18n}>
          <AppRoot>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </AppRoot>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
}
