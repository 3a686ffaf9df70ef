/**
 * The stack's floor (npm run bench, page `floor`): the storefront's first-screen libraries, set up as the app sets
 * them up, drawing the least a menu page draws: a title and the merchant's first banner, from the same API through
 * axios, checked with valibot, held by TanStack Query through jotai, in telegram-ui's AppRoot under a wouter route, with
 * its text from i18next. No menu, no platform layer, no basket. What Lighthouse gives this page is what the
 * libraries cost before the storefront's own code adds anything: the line below which no page of this stack goes.
 */
import { AppRoot, Headline, Text } from '@telegram-apps/telegram-ui';
import '@telegram-apps/telegram-ui/dist/styles.css';
import { QueryClient } from '@tanstack/query-core';
import axios from 'axios';
import i18next from 'i18next';
import { createStore, Provider, useAtomValue } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import * as v from 'valibot';

const BannerSchema = v.object({ id: v.number(), title: v.object({ uz: v.string() }), image: v.string() });
const BannersSchema = v.array(BannerSchema);

const merchantId = new URLSearchParams(window.location.search).get('merchant') ?? Cookies.get('merchant') ?? '';
const api = axios.create({ baseURL: '/api', headers: { 'X-Merchant-Id': merchantId, 'Accept-Language': 'uz' } });

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
const store = createStore();
store.set(queryClientAtom, queryClient);

const bannersAtom = atomWithQuery(() => ({
  queryKey: ['banners', merchantId],
  queryFn: async () => v.parse(BannersSchema, (await api.get('/support/v1/banners')).data),
}));

function Banner() {
  const { t } = useTranslation();
  const banners = useAtomValue(bannersAtom);
  const first = banners.data?.[0];
  return (
    <main style={{ padding: 16 }}>
      <Headline weight="2">{t('menu')}</Headline>
      <div style={{ aspectRatio: '2 / 1', marginTop: 12, borderRadius: 16, overflow: 'hidden' }}>
        {first ? (
          <img
            src={first.image}
            alt={first.title.uz}
            width={640}
            height={320}
            fetchPriority="high"
            style={{ width: '100%', height: 'auto' }}
          />
        ) : (
          <Text>{banners.isError ? t('error') : ''}</Text>
        )}
      </div>
    </main>
  );
}

await i18next.use(initReactI18next).init({
  lng: 'uz',
  resources: { uz: { translation: { menu: 'Menyu', error: 'Yuklab bo‘lmadi' } } },
  interpolation: { escapeValue: false },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <AppRoot>
        <Switch>
          <Route path="/" component={Banner} />
        </Switch>
      </AppRoot>
    </Provider>
  </StrictMode>,
);
