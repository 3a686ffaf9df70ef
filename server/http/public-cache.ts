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
 * Content only the merchant edits (settings, banners, stories, branches, zones, policies): kept a minute, then a cache
 * may answer the expired copy at once while it revalidates in the background, so what is shown is at most two minutes
 * old. The client's own staleTime for these is five to ten minutes, so this never shows older data than the app
 * already accepts; a reopened Mini App within the minute gets them without a round trip.
 */
export const FRESH_FOR_A_MINUTE = 'public, max-age=60, stale-while-revalidate=60';

/**
 * Content that customers' own actions change: the catalogue (stock left after an order, grades) and the grades (the
 * client refetches them right after a review is posted, and must see it). Stored, but revalidated on every use: an
 * unchanged catalogue costs a bodiless 304 instead of ~100 KB, and never shows a stale stop list. The round trip does
 * not delay the menu: a repeat visit paints the copy the app keeps itself and revalidates in the background.
 */
export const REVALIDATE_EACH_TIME = 'public, no-cache';

/**
 * GET endpoints whose answer is the same for every guest of a merchant, with their policy. Not here: the nearest
 * branch and the zone check (a customer's location in the URL, which shared caches would keep and log), reviews (a
 * customer's own review must show at once), and everything behind a token.
 */
export const PUBLIC_ENDPOINTS = {
  merchantBySub: FRESH_FOR_A_MINUTE,
  webSettings: FRESH_FOR_A_MINUTE,
  policies: FRESH_FOR_A_MINUTE,
  paymentMethods: FRESH_FOR_A_MINUTE,
  paymentSettings: FRESH_FOR_A_MINUTE,
  vacancies: FRESH_FOR_A_MINUTE,
  vacancy: FRESH_FOR_A_MINUTE,
  stories: FRESH_FOR_A_MINUTE,
  banners: FRESH_FOR_A_MINUTE,
  branches: FRESH_FOR_A_MINUTE,
  branchesFull: FRESH_FOR_A_MINUTE,
  branch: FRESH_FOR_A_MINUTE,
  branchPlaces: FRESH_FOR_A_MINUTE,
  deliveryZones: FRESH_FOR_A_MINUTE,
  overalls: REVALIDATE_EACH_TIME,
  grades: REVALIDATE_EACH_TIME,
} as const satisfies Partial<Record<EndpointName, string>>;

export type PublicEndpoint = keyof typeof PUBLIC_ENDPOINTS;

/** The Cache-Control of an endpoint's guest answers, or undefined when they are private (no-store). */
export function publicPolicy(name: EndpointName): string | undefined {
  const policies: Partial<Record<EndpointName, string>> = PUBLIC_ENDPOINTS;
  return policies[name];
}

/**
 * What a merchant-scoped answer depends on besides its URL: the merchant header, and the Authorization header (so a
 * shared cache never hands the guests' copy to a signed-in request). Accept-Encoding is added where the body is packed.
 * Not Accept-Language: every answer carries all three languages ({uz, ru, eng}) whatever the client's language, so
 * varying on it would only make a customer who switches language download the same catalogue again.
 */
export const MERCHANT_VARY = [MERCHANT_HEADER, 'Authorization'] as const;

/**
 * Marks a successful guest answer public with a strong ETag of its body, and answers a matching If-None-Match with 304.
 * A handler that keeps its answer's bytes (the built catalogue) sends them tagged (`entityTag` of those bytes) and
 * sized, and its body is then not read again here: the scale merchant's 6 MB menu was copied and hashed per request.
 */
export function publicCache(cacheControl: string, vary: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.req.header('Authorization') !== undefined) return;
    const given = c.res.headers.get('ETag');
    const declared = c.res.headers.get('Content-Length');
    const body = given !== null && declared !== null ? null : new Uint8Array(await c.res.clone().arrayBuffer());
    const tag = body ? entityTag(body) : (given as string);
    // Taken after the body is read: reading it turns the Node adapter's light Response into a whole one, headers too.
    const headers = c.res.headers;
    const packable = isCompressible(headers.get('Content-Type'), body ? body.byteLength : Number(declared));
    headers.set('Cache-Control', cacheControl);
    headers.set('ETag', tag);
    headers.set('Vary', withVary(headers.get('Vary'), ...vary, ...(packable ? ['Accept-Encoding'] : [])));
    const matched = matchingTag(c.req.header('If-None-Match'), tag);
    if (matched) notModified(c, matched);
  };
}

/** 304 with the validators and caching headers of the answer it stands for, and no body. */
function notModified(c: Context<AppEnv>, tag: string): void {
  const headers = new Headers(c.res.headers);
  for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding']) headers.delete(name);
  headers.set('ETag', tag);
  // Set twice: Hono merges the headers of the answer it holds into a new one, and this one must replace them.
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
}
