import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSessionExpiredAtom, sessionExpiredAtom } from './session.atoms.ts';

/** A new page load of the same tab: a fresh store that restores what the tab remembered. */
function nextLoad() {
  const store = createStore();
  store.set(restoreSessionExpiredAtom);
  return store;
}

describe('the session-expired dialog across loads of a tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('a 401 whose page unloads before the person sees it is shown by the next load, and only by that one', () => {
    const unloading = createStore();
    unloading.set(sessionExpiredAtom, true);
    // The page is gone without anyone closing the dialog.
    const next = nextLoad();
    expect(next.get(sessionExpiredAtom)).toBe(true);
    expect(nextLoad().get(sessionExpiredAtom)).toBe(false);
  });

  it('closing the dialog forgets it: the next load shows nothing', () => {
    const page = createStore();
    page.set(sessionExpiredAtom, true);
    page.set(sessionExpiredAtom, false);
    expect(nextLoad().get(sessionExpiredAtom)).toBe(false);
  });

  it('closing the dialog the next load showed forgets it too', () => {
    createStore().set(sessionExpiredAtom, true);
    const next = nextLoad();
    next.set(sessionExpiredAtom, false);
    expect(next.get(sessionExpiredAtom)).toBe(false);
    expect(nextLoad().get(sessionExpiredAtom)).toBe(false);
  });

  it('a load without a 401 before it shows nothing', () => {
    expect(nextLoad().get(sessionExpiredAtom)).toBe(false);
  });
});
