import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/query-core';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { PlatformBridge, platformAtom, themeAtom } from '../../platform/index.ts';
import { AppRoot } from '../../platform/ui.ts';
import type { AppStore } from './store.ts';
import { AppRouter } from './router.tsx';

export interface AppProps {
  store: AppStore;
  queryClient: QueryClient;
  i18n: i18n;
}

/** telegram-ui's root with the appearance and platform the platform layer reports (its own detection cannot see the SDK). */
function ThemedRoot({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const platform = useAtomValue(platformAtom);
  return (
    <AppRoot appearance={theme.dark ? 'dark' : 'light'} platform={platform.uiPlatform}>
      {children}
    </AppRoot>
  );
}

function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <PlatformBridge browserBackLabel={t('common.back')} />
      <AppRouter />
    </>
  );
}

export function App({ store, queryClient, i18n }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemedRoot>
            <Router>
              <Shell />
            </Router>
          </ThemedRoot>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
