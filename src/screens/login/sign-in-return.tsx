import { useAtomValue } from 'jotai';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { sessionAtom } from '@/entities/session/session.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';
import { SIGN_IN_STEPS, signInStepState, takeRedirect } from '@/shared/routing/return-to.ts';

/** The sign-in steps recorded in the current history entry (0 when the sign-in was opened directly). */
export function signInSteps(): number {
  const steps = (window.history.state as Record<string, unknown> | null)?.[SIGN_IN_STEPS];
  return typeof steps === 'number' && Number.isInteger(steps) && steps > 0 ? steps : 0;
}

const isSignInPath = (path: string): boolean => path === paths.login || path.startsWith(`${paths.login}/`);

/** A return under way (its history step not yet landed): a second finish (a re-run effect) must not step again. */
let returning = false;

/**
 * The end of a sign-in: back over its own entries to the page that opened it, then on to the remembered path (from
 * that page, so "back" returns to it; in its place when it was a login page itself). Without recorded steps (a login
 * page opened directly) the remembered path takes the current entry's place.
 */
export function useFinishSignIn(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (returning) return;
    const steps = signInSteps();
    if (steps === 0) {
      navigate(takeRedirect(), { replace: true });
      return;
    }
    // Capture: on the window itself this runs before the router's own listener, so the router never draws the
    // login page landed on (whose guard would send the customer on a second time).
    window.addEventListener(
      'popstate',
      () => {
        returning = false;
        const target = takeRedirect();
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (isSignInPath(window.location.pathname)) navigate(target, { replace: true });
        else if (here !== target) navigate(target);
      },
      { capture: true, once: true },
    );
    returning = true;
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
    return <Redirect to={paths.loginUser} replace state={signInStepState(signInSteps())} />;
  return <ContinueToRedirect />;
}

/** Goes on to the remembered path once (and forgets it), leaving the sign-in's pages out of the history. */
function ContinueToRedirect() {
  const finish = useFinishSignIn();
  useEffect(finish, [finish]);
  return null;
}
