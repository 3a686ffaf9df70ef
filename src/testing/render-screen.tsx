/**
 * The one harness of component tests: renders the app's own route table (or, for a part, the element given) at a
 * path, inside the providers the app gives it, with the platform API faked at the HTTP boundary (fake-api.ts).
 * A test says what the world looks like (who is signed in, the merchant's settings, what each endpoint answers,
 * what is in the basket) and then acts on the page as a person does, through roles, labels and text.
 *
 * The platform is a fake browser by default, so the main button is a real button in the page (`BrowserActionBar`);
 * `platform: 'telegram'` makes it native (press it with `screen.platform.pressMainButton()`).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BrowserActionBar, PlatformBridge, platformAtom, type GeoPoint } from '@platform/index.ts';
import { createFakePlatform, type FakePlatform } from '@platform/testing/fake-platform.ts';
import { NativeFeedback } from '@/app/haptics.tsx';
import { AppRouter } from '@/app/router.tsx';
import { connectApiSession } from '@/app/session-boot.ts';
import { addToBasket, type ChosenModification } from '@/entities/basket/basket.lib.ts';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import type { BasketState, ServiceTypeChoice } from '@/entities/basket/basket.model.ts';
import { branchAtom, type StoredBranch } from '@/entities/branch/branch.atoms.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { sessionAtom } from '@/entities/session/session.atoms.ts';
import type { Language } from '@/shared/contract/common.ts';
import type { WebSettingsWire } from '@/shared/contract/merchant.ts';
import type { User } from '@/shared/contract/user.ts';
import { currentLanguage, messagesComplete, startTexts, translate } from '@/shared/i18n/texts.ts';
import { createTestQueryClient } from '@/shared/testing/test-i18n.ts';
import { AppRoot } from '@/shared/ui/kit.ts';
import { Toaster } from '@/shared/ui/toaster.tsx';
import { installFakeApi, type ApiAnswers, type FakeApi } from './fake-api.ts';
import { TEST_MERCHANT_ID, TEST_TOKEN } from './fixtures.ts';

/** How long a screen's code may take to load in a test (module transform on a shared 2-core machine). */
const SCREEN_CODE_WAIT_MS = 10_000;

export interface BasketLineInput {
  productId: number;
  count: number;
  modifications?: ChosenModification[];
}

export interface RenderScreenOptions {
  /** Where the page is, with its query (`/address/create?edit=3`). Default `/`. */
  path?: string;
  /** Signed in as this user (with a test token), or a guest (null, the default). */
  session?: User | null;
  /** The merchant's web settings as the API sends them; missing fields take the client's defaults. */
  settings?: Partial<WebSettingsWire>;
  /** What each endpoint answers; `webSettings` defaults to `settings`. Unanswered endpoints get a 404. */
  api?: ApiAnswers;
  /** What the basket holds, and for which service, as a returning customer's device would. */
  basket?: readonly BasketLineInput[];
  serviceType?: ServiceTypeChoice;
  /** The menu's branch, as remembered on the device. */
  branch?: StoredBranch;
  platform?: 'browser' | 'telegram';
  /**
   * The device's location: `known` is what the platform gives without asking (allowed on an earlier visit), `answer`
   * what asking gets (null: refused). Both are spies on `platform` (`knownLocation`, `requestLocation`).
   */
  geolocation?: { known?: GeoPoint | null; answer?: GeoPoint | null };
  language?: Language;
  /** A part to render instead of the app's routes (a component that is not a screen of its own). */
  element?: ReactNode;
}

export interface RenderedScreen {
  api: FakeApi;
  store: ReturnType<typeof createStore>;
  client: QueryClient;
  platform: FakePlatform;
  /** The current path (with its query), and every path visited, as the memory router saw them. */
  location: { path(): string; history: readonly string[] };
  /** Opens another path in the same app, as following a link does (the basket, the session and the cache stay). */
  navigate(path: string): void;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

function basketOf(lines: readonly BasketLineInput[], serviceType: ServiceTypeChoice | undefined): BasketState {
  let state: BasketState = { items: [], ...(serviceType ? { serviceType } : {}) };
  for (const line of lines)
    state = addToBasket(state, line.productId, line.modifications ?? [], line.count, null).state;
  return state;
}

export async function renderScreen(options: RenderScreenOptions = {}): Promise<RenderedScreen> {
  const { path = '/', session = null, settings = {}, platform: kind = 'browser', language = 'eng' } = options;
  const api = installFakeApi({ webSettings: settings, ...options.api });

  const client = createTestQueryClient();
  const store = createStore();
  const platform = createFakePlatform({ kind });
  if (options.geolocation) {
    const { known = null, answer = null } = options.geolocation;
    platform.knownLocation = vi.fn(() => Promise.resolve(known));
    platform.requestLocation = vi.fn(() => Promise.resolve(answer));
  }
  store.set(queryClientAtom, client);
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, TEST_MERCHANT_ID);
  store.set(sessionAtom, session ? { token: TEST_TOKEN, user: session } : { token: null, user: null });
  if (options.basket || options.serviceType) store.set(basketAtom, basketOf(options.basket ?? [], options.serviceType));
  if (options.branch) store.set(branchAtom, options.branch);

  // The app's own texts, both parts and i18next, in the language asked for.
  await startTexts(language);
  await messagesComplete();
  connectApiSession(store, currentLanguage, () => location.navigate('/', { replace: true }));
  const location = memoryLocation({ path, record: true });

  const { container } = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <AppRoot>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <PlatformBridge browserBackLabel={translate('common.back')} />
            <NativeFeedback />
            {options.element ?? <AppRouter />}
            <BrowserActionBar />
            <Toaster closeLabel={translate('common.close')} />
          </Router>
        </AppRoot>
      </QueryClientProvider>
    </Provider>,
  );
  // A route's screen is a lazy chunk: tests start once its code is in (the first import of a file's screen is slow on
  // a busy machine), so what they wait for afterwards is the screen's own work, never module loading.
  if (!options.element)
    await waitFor(() => expect(container.querySelector('.page-loading')).toBeNull(), { timeout: SCREEN_CODE_WAIT_MS });
  return {
    api,
    store,
    client,
    platform,
    location: { path: () => location.history?.at(-1) ?? path, history: location.history ?? [] },
    navigate: (next) => act(() => location.navigate(next)),
  };
}
