/**
 * The public, guest-readable answers (the catalogue, the merchant's settings, banners, stories, branches...) may be
 * kept by browsers and shared caches for a short while and then revalidated: a repeat visit asks "still this?" with
 * If-None-Match and gets a bodiless 304 instead of downloading the ~100 KB catalogue again.
 *
 * Anything that depends on who asks stays `no-store` (the API's default, server/app.ts): every endpoint not listed
 * here, and a listed one asked with an Authorization header (the catalogue then marks the user's favourites, and a bad
 * token is a 401), so an answer that depends on the Authorization header is never publicly cacheable. Errors stay
 * `no-store` too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { EndpointName } from '../../src/shared/contract/endpoints.ts';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { isCompressible, withVary } from './compression.ts';
import type { AppEnv } from './context.ts';
import { entityTag, matchingTag } from './etag.ts';

/**
 * Why these figures: max-age=60 is the client's own staleTime for the catalogue and the settings (a minute), so the
 * HTTP cache never holds an answer longer than the app already treats it as fresh, and a price change or a dish taken
 * off the menu reaches customers within a minute, as before. stale-while-revalidate=60 lets a cache answer a
 * just-expired copy at once while it revalidates in the background, bounding the age of what is shown at two
 * minutes; longer would not speed up the app's first paint (a repeat visit paints the copy the app keeps itself) and
 * would only show a stale stop list for longer.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/**
 * GET endpoints whose answer is the same for every guest of a merchant. Not here: the nearest branch and the zone
 * check (a customer's location in the URL, which shared caches would keep and log), reviews (a customer's own review
 * must show at once), and everything behind a token.
 */
export const PUBLIC_ENDPOINTS = [
  'merchantBySub',
  'webSettings',
  'policies',
  'paymentMethods',
  'paymentSettings',
  'vacancies',
  'vacancy',
  'stories',
  'banners',
  'branches',
  'branchesFull',
  'branch',
  'branchPlaces',
  'deliveryZones',
  'overalls',
  'grades',
] as const satisfies readonly EndpointName[];

/**
 * What a merchant-scoped answer depends on besides its URL: the merchant header, and the Authorization header (so a
 * shared cache never hands the guests' copy to a signed-in request). Accept-Encoding is added where the body is packed.
 * Not Accept-Language: every answer carries all three languages ({uz, ru, eng}) whatever the client's language, so
 * varying on it would only make a customer who switches language download the same catalogue again.
 */
export const MERCHANT_VARY = [MERCHANT_HEADER, 'Authorization'] as const;

/** Marks a successful guest answer public with a strong ETag of its body, and answers a matching If-None-Match with 304. */
export function publicCache(vary: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.req.header('Authorization') !== undefined) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const tag = entityTag(body);
    const headers = c.res.headers;
    const packable = isCompressible(headers.get('Content-Type'), body.byteLength);
    headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    headers.set('ETag', tag);
    headers.set('Vary', withVary(headers.get('Vary'), ...vary, ...(packable ? ['Accept-Encoding'] : [])));
    const matched = matchingTag(c.req.header('If-None-Match'), tag);
    if (matched) notModified(c, matched);
  };
}

/** 304 with the validators and caching headers of the answer it stands for, and no body. */
export function notModified(c: Context<AppEnv>, tag: string): void {
  const headers = new Headers(c.res.headers);
  for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding']) headers.delete(name);
  headers.set('ETag', tag);
  // Set twice: Hono merges the headers of the answer it holds into a new one, and this one must replace them.
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
}
