import { useAtomValue } from 'jotai';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { sessionAtom } from '@/entities/session/session.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';
import { takeRedirect } from '@/shared/routing/return-to.ts';
import { hasRemembered, sameSignInSteps, signInSteps } from '@/shared/routing/sign-in-steps.ts';
import { historyDepth } from '@platform/index.ts';

const isSignInPath = (path: string): boolean => path === paths.login || path.startsWith(`${paths.login}/`);

/** A return under way (its history step not yet landed): a second finish (a re-run effect) must not step again. */
let returning = false;

/**
 * The end of a sign-in: back over its own entries to the page that opened it, then on to the remembered path (from
 * that page, so "back" returns to it; in its place when it was a login page itself). Without recorded steps (a login
 * page opened directly, or counted before a reload) the remembered path takes the current entry's place.
 */
export function useFinishSignIn(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (returning) return;
    const steps = signInSteps();
    if (steps === 0 || steps > historyDepth()) {
      navigate(takeRedirect(), { replace: true });
      return;
    }
    returning = true;
    const land = () => {
      returning = false;
      window.clearTimeout(fallback);
      // Landed again on a sign-in page (back from a page it had already sent the customer to): nothing to go on to.
      if (!hasRemembered()) return;
      const target = takeRedirect();
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (isSignInPath(window.location.pathname)) navigate(target, { replace: true });
      else if (here !== target) navigate(target);
    };
    // Capture: on the window itself this runs before the router's own listener, so the router never draws the
    // login page landed on (whose guard would send the customer on a second time).
    window.addEventListener('popstate', land, { capture: true, once: true });
    // A step back within one page is a matter of milliseconds; one that has not landed in seconds was refused (the
    // checks above leave no known case): on from here, as without steps, rather than a login page left blank.
    const fallback = window.setTimeout(() => {
      if (!isSignInPath(window.location.pathname)) return;
      window.removeEventListener('popstate', land, { capture: true });
      returning = false;
      navigate(takeRedirect(), { replace: true });
    }, 4000);
    window.history.go(-steps);
  }, [navigate]);
}

/**
 * The guard of `/login` and `/login/confirm`: a signed-in user goes on to where they were going (a new account first
 * passes `/login/user` to give its name).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (session.token === null) return <>{children}</>;
  if (session.user && !session.user.firstName)
    return <Redirect to={paths.loginUser} replace state={sameSignInSteps()} />;
  return <ContinueToRedirect />;
}

/** Goes on to the remembered path once (and forgets it), leaving the sign-in's pages out of the history. */
function ContinueToRedirect() {
  const finish = useFinishSignIn();
  useEffect(finish, [finish]);
  return null;
}
