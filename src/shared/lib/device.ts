/** What the browser says of itself, as far as a storefront needs: a phone or tablet, or a desktop. */
interface NavigatorLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
  maxTouchPoints?: number;
}

/**
 * Whether the page runs on a phone or tablet. The User-Agent Client Hints answer where the browser gives them
 * (Chromium); otherwise the user agent's own words, and an iPad that calls itself a Mac (touch points give it away).
 */
export function isMobileBrowser(nav: NavigatorLike = navigator): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return true;
  if (/Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}
