/**
 * Remembers, for this tab, that the session expired (a 401) until the person has been told. A 401 can land while the
 * page unloads (a reload or a link under way): that page clears the session but is gone before anyone sees its
 * dialog, so the next load of the tab reads this and shows it there, once.
 */
const SESSION_EXPIRED_KEY = 'sessionExpired';

export function rememberSessionExpired(): void {
  try {
    window.sessionStorage.setItem(SESSION_EXPIRED_KEY, '1');
  } catch {
    // storage unavailable: the dialog still shows in this page
  }
}

export function forgetSessionExpired(): void {
  try {
    window.sessionStorage.removeItem(SESSION_EXPIRED_KEY);
  } catch {
    // ignore
  }
}

/** True when a 401 was not yet shown to the person; reading it forgets it, so a later load does not show it again. */
export function takeSessionExpired(): boolean {
  try {
    const expired = window.sessionStorage.getItem(SESSION_EXPIRED_KEY) !== null;
    window.sessionStorage.removeItem(SESSION_EXPIRED_KEY);
    return expired;
  } catch {
    return false;
  }
}
