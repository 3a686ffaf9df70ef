import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../../platform/ui.ts';
import { sessionAtom } from '../entities/session/session.atoms.ts';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.ui.tsx';
import { takeRedirect } from '../shared/routing/redirect.ts';

/** Every screen is its own chunk. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPhoneScreen = screen(() => import('../screens/login/login-phone-screen.ui.tsx'), 'LoginPhoneScreen');
const LoginConfirmScreen = screen(() => import('../screens/login/login-confirm-screen.ui.tsx'), 'LoginConfirmScreen');
const LoginUserScreen = screen(() => import('../screens/login/login-user-screen.ui.tsx'), 'LoginUserScreen');
const ProfileScreen = screen(() => import('../screens/profile/profile-screen.ui.tsx'), 'ProfileScreen');

/**
 * The auth middleware of `/login` and `/login/confirm`: a signed-in user goes on to where they were going (a new
 * account first passes `/login/user` to give its name).
 */
function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (session.token === null) return <>{children}</>;
  if (session.user && !session.user.firstName) return <Redirect to="/login/user" replace />;
  return <ContinueToRedirect />;
}

/** Goes to the remembered path once and forgets it. */
function ContinueToRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => navigate(takeRedirect(), { replace: true }), [navigate]);
  return null;
}

function Loading() {
  return (
    <div className="screen screen--centered" role="status" aria-live="polite">
      <Spinner size="l" />
    </div>
  );
}

/** The route table. A route is registered here when its screen is built. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/login">
          <GuestOnly>
            <LoginPhoneScreen />
          </GuestOnly>
        </Route>
        <Route path="/login/confirm">
          <GuestOnly>
            <LoginConfirmScreen />
          </GuestOnly>
        </Route>
        <Route path="/login/user" component={LoginUserScreen} />
        <Route path="/user" component={ProfileScreen} />
        <Route>
          <NotFoundScreen path={location} />
        </Route>
      </Switch>
    </Suspense>
  );
}
