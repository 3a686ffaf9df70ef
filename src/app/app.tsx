import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/query-core';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { AppRoot } from '../../platform/ui.ts';
import type { AppStore } from './store.ts';
import { AppRouter } from './router.tsx';

export interface AppProps {
  store: AppStore;
  queryClient: QueryClient;
  i18n: i18n;
  appearance: 'light' | 'dark';
  platform: 'base' | 'ios';
}

export function App({ store, queryClient, i18n, appearance, platform }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AppRoot appearance={appearance} platform={platform}>
            <Router>
              <AppRouter />
            </Router>
          </AppRoot>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
