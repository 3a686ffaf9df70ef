/**
 * The sign-in's steps as its own screens read them (kept out of the first screen's code; what a "Log in" needs to
 * start a sign-in is in return-to.ts), and whether a path to go on to was remembered.
 */
import * as v from 'valibot';
import { readStored, STORAGE_KEYS } from '@/shared/lib/storage.ts';
import { SIGN_IN_LOAD, SIGN_IN_STEPS, signInStepState } from './return-to.ts';

/**
 * The sign-in steps recorded in the current history entry: 0 when the sign-in was opened directly, or the entry was
 * counted before a reload (the entries behind it then belong to the page before).
 */
export function signInSteps(): number {
  const state = window.history.state as Record<string, unknown> | null;
  const steps = state?.[SIGN_IN_STEPS];
  if (state?.[SIGN_IN_LOAD] !== performance.timeOrigin) return 0;
  return typeof steps === 'number' && Number.isInteger(steps) && steps > 0 ? steps : 0;
}

/** The state of a sign-in step that takes the current entry's place (a redirect, "change the number"): the same count. */
export const sameSignInSteps = (): Record<string, number> => signInStepState(signInSteps());

/** Whether a path to go on to was remembered (rememberRedirect); takeRedirect alone cannot tell '/' from nothing. */
export const hasRemembered = (): boolean => readStored(STORAGE_KEYS.redirectUrl, v.string()) !== null;
