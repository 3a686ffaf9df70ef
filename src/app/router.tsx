import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { policyEnabled } from '@/entities/policy/policy.lib.ts';
import { HomeScreen } from '@/screens/home/home-screen.ui.tsx';
import { NotFoundScreen } from '@/screens/not-found/not-found-screen.ui.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { FeatureRoute } from './feature-route.tsx';
import { whenSettled } from '@/shared/lib/when-settled.ts';
import { lazyScreen, queuePreload, type LazyScreen } from './lazy-screen.ts';
import { openingPatternOf, type OpeningPattern } from './opening-screens.ts';
import { PageLoading } from './page-loading.tsx';
import { DefaultLayout } from './layout/default-layout.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { ProductOverlay, useProductOverlay } from './product-overlay.tsx';
import { preloadSpinner } from '@/shared/ui/spinner.tsx';

const loginPhone = lazyScreen(() => import('@/screens/login/login-phone-screen.ui.tsx'), 'LoginPhoneScreen');
const loginConfirm = lazyScreen(() => import('@/screens/login/login-confirm-screen.ui.tsx'), 'LoginConfirmScreen');
const cashback = lazyScreen(() => import('@/screens/cashback/cashback-screen.ui.tsx'), 'CashbackScreen');
const phoneChange = lazyScreen(() => import('@/screens/profile/phone-change-screen.ui.tsx'), 'PhoneChangeScreen');
const phoneChangeConfirm = lazyScreen(
  () => import('@/screens/profile/phone-change-screen.ui.tsx'),
  'PhoneChangeConfirmScreen',
);
const loginUser = lazyScreen(() => import('@/screens/login/login-user-screen.ui.tsx'), 'LoginUserScreen');
const profile = lazyScreen(() => import('@/screens/profile/profile-screen.ui.tsx'), 'ProfileScreen');
const product = lazyScreen(() => import('@/screens/product/product-screen.ui.tsx'), 'ProductScreen');
const search = lazyScreen(() => import('@/screens/search/search-screen.ui.tsx'), 'SearchScreen');
const addresses = lazyScreen(() => import('@/screens/address/address-list-screen.ui.tsx'), 'AddressListScreen');
const addressForm = lazyScreen(() => import('@/screens/address/address-form-screen.ui.tsx'), 'AddressFormScreen');
const chooseAddress = lazyScreen(
  () => import('@/screens/choose-address/choose-address-screen.ui.tsx'),
  'ChooseAddressScreen',
);
const orders = lazyScreen(() => import('@/screens/orders/orders-screen.ui.tsx'), 'OrdersScreen');
const order = lazyScreen(() => import('@/screens/order/order-screen.ui.tsx'), 'OrderScreen');
const orderMap = lazyScreen(() => import('@/screens/order-map/order-map-screen.ui.tsx'), 'OrderMapScreen');
const promos = lazyScreen(() => import('@/screens/promos/promos-screen.ui.tsx'), 'PromosScreen');
const cart = lazyScreen(() => import('@/screens/cart/cart-screen.ui.tsx'), 'CartScreen');
const checkout = lazyScreen(() => import('@/screens/checkout/checkout-screen.ui.tsx'), 'CheckoutScreen', {
  ownFrame: true,
});
const reviews = lazyScreen(() => import('@/screens/reviews/reviews-screen.ui.tsx'), 'ReviewsScreen');
const liked = lazyScreen(() => import('@/screens/liked/liked-screen.ui.tsx'), 'LikedScreen');
const categories = lazyScreen(() => import('@/screens/category/categories-screen.ui.tsx'), 'CategoriesScreen');
const category = lazyScreen(() => import('@/screens/category/category-screen.ui.tsx'), 'CategoryScreen');
const terms = lazyScreen(() => import('@/screens/policy/policy-screen.ui.tsx'), 'TermsScreen');
const privacy = lazyScreen(() => import('@/screens/policy/policy-screen.ui.tsx'), 'PrivacyScreen');
const about = lazyScreen(() => import('@/screens/policy/policy-screen.ui.tsx'), 'AboutScreen');
const sitemap = lazyScreen(() => import('@/screens/sitemap/sitemap-screen.ui.tsx'), 'SitemapScreen');
const branches = lazyScreen(() => import('@/screens/branches/branches-screen.ui.tsx'), 'BranchesScreen');
const notifications = lazyScreen(
  () => import('@/screens/notifications/notifications-screen.ui.tsx'),
  'NotificationsScreen',
);
const reservations = lazyScreen(
  () => import('@/screens/reservations/reservations-screen.ui.tsx'),
  'ReservationsScreen',
);
const reserve = lazyScreen(() => import('@/screens/reservations/reserve-screen.ui.tsx'), 'ReserveScreen');
const vacancies = lazyScreen(() => import('@/screens/vacancies/vacancies-screen.ui.tsx'), 'VacanciesScreen');
const vacancy = lazyScreen(() => import('@/screens/vacancies/vacancy-screen.ui.tsx'), 'VacancyScreen');
const chooseBranch = lazyScreen(() => import('@/screens/branches/choose-branch-screen.ui.tsx'), 'ChooseBranchScreen');
const branchesMap = lazyScreen(() => import('@/screens/branches/branches-map-screen.ui.tsx'), 'BranchesMapScreen');

/** Screens a visitor is likely to open next, fetched once the first screen is shown and the network is quiet. */
const LIKELY_NEXT = [product, search, profile, loginPhone];

/**
 * Other screens a visit often opens on (deep links, a reload), by the path's pattern (the routes below). The home
 * page, where the bot's menu button opens the app, is not lazy at all: its code comes with the entry, preloaded by
 * the page itself.
 */
const OPENING_SCREENS: Record<OpeningPattern, LazyScreen> = {
  [paths.pattern.product]: product,
  [paths.pattern.cart]: cart,
  [paths.pattern.checkout]: checkout,
  [paths.pattern.order]: order,
  [paths.pattern.search]: search,
};

/**
 * Starts loading the code of the screen the app opens on, at boot, alongside everything else the first render needs;
 * the promise tells when it has come (at once for the home page, whose code is the entry's).
 */
export function preloadScreenFor(path: string): Promise<void> {
  const pattern = openingPatternOf(path);
  return pattern ? OPENING_SCREENS[pattern].preload(true) : Promise.resolve();
}

function usePreloadLikelyScreens(): void {
  useEffect(
    () =>
      whenSettled(() => {
        LIKELY_NEXT.forEach((screen) => screen.preload());
        queuePreload(preloadSpinner);
      }),
    [],
  );
}

/** The route table for one location. A route is registered here when its screen is built. */
function Routes({ location }: { location: string }) {
  const settings = useAtomValue(settingsAtom);
  return (
    <Switch location={location}>
      <Route path={paths.pattern.home} component={HomeScreen} />
      <Route path={paths.pattern.product} component={product.Component} />
      <Route path={paths.pattern.cart} component={cart.Component} />
      <Route path={paths.pattern.orders} component={orders.Component} />
      <Route path={paths.pattern.order} component={order.Component} />
      <Route path={paths.pattern.orderMap} component={orderMap.Component} />
      <Route path={paths.pattern.checkout} component={checkout.Component} />
      <Route path={paths.pattern.reviews} component={reviews.Component} />
      <Route path={paths.pattern.search} component={search.Component} />
      <Route path={paths.pattern.categories} component={categories.Component} />
      <Route path={paths.pattern.category} component={category.Component} />
      <Route path={paths.pattern.login} component={loginPhone.Component} />
      <Route path={paths.pattern.loginConfirm} component={loginConfirm.Component} />
      <Route path={paths.pattern.loginUser} component={loginUser.Component} />
      <Route path={paths.pattern.profile} component={profile.Component} />
      <Route path={paths.pattern.profilePhone} component={phoneChange.Component} />
      <Route path={paths.pattern.cashback}>
        <FeatureRoute enabled={settings.cashbackActive}>
          <cashback.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.profilePhoneConfirm} component={phoneChangeConfirm.Component} />
      <Route path={paths.pattern.terms}>
        <FeatureRoute enabled={policyEnabled('TERMS', settings)}>
          <terms.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.privacy}>
        <FeatureRoute enabled={policyEnabled('PRIVACY_POLICY', settings)}>
          <privacy.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.about}>
        <FeatureRoute enabled={policyEnabled('ABOUT_COMPANY', settings)}>
          <about.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.liked}>
        <FeatureRoute enabled={settings.favouriteActive}>
          <liked.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.promos}>
        <FeatureRoute enabled={settings.promoActive}>
          <promos.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.sitemap} component={sitemap.Component} />
      <Route path={paths.pattern.branches}>
        <FeatureRoute enabled={settings.branchesActive}>
          <branches.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.notifications}>
        <FeatureRoute enabled={settings.notificationsActive}>
          <notifications.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.reservations}>
        <FeatureRoute enabled={settings.bookingActive}>
          <reservations.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.reservationNew}>
        <FeatureRoute enabled={settings.bookingActive}>
          <reserve.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.vacancies}>
        <FeatureRoute enabled={settings.vacanciesActive}>
          <vacancies.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.vacancy}>
        <FeatureRoute enabled={settings.vacanciesActive}>
          <vacancy.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.branchesMap}>
        <FeatureRoute enabled={settings.branchesActive}>
          <branchesMap.Component />
        </FeatureRoute>
      </Route>
      <Route path={paths.pattern.addresses} component={addresses.Component} />
      <Route path={paths.pattern.addressForm} component={addressForm.Component} />
      <Route path={paths.pattern.chooseAddress} component={chooseAddress.Component} />
      <Route path={paths.pattern.chooseBranch} component={chooseBranch.Component} />
      <Route>
        <NotFoundScreen path={location} />
      </Route>
    </Switch>
  );
}

/**
 * The app's screens, each with its own error boundary. A product opened from the menu with the SHEET or POP_UP
 * presentation shows over the page it was opened from (kept in history state), which stays mounted underneath;
 * opened directly (deep link, reload) or as FULL_SCREEN it is a page of its own.
 */
export function AppRouter() {
  const [location] = useLocation();
  const overlay = useProductOverlay(location);
  const page = overlay?.background ?? location;
  useScrollRestoration(overlay !== null);
  usePreloadLikelyScreens();
  return (
    <DefaultLayout location={page}>
      <ScreenBoundary key={page}>
        <Suspense fallback={<PageLoading />}>
          <Routes location={page} />
        </Suspense>
      </ScreenBoundary>
      {overlay && (
        <ProductOverlay kind={overlay.kind}>
          <ScreenBoundary key={location}>
            <Suspense fallback={<PageLoading compact />}>
              <Route path={paths.pattern.product} component={product.Component} />
            </Suspense>
          </ScreenBoundary>
        </ProductOverlay>
      )}
    </DefaultLayout>
  );
}
