import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './http/context.ts';
import { compression } from './http/compression.ts';
import { AppError } from './http/errors.ts';
import { readSession, requireMerchant } from './http/middleware.ts';
import { MERCHANT_VARY, PUBLIC_ENDPOINTS, publicCache, type PublicEndpoint } from './http/public-cache.ts';
import { LIMITS, RateLimiter, limitsOf, rateLimit } from './http/rate-limit.ts';
import { API_CSP, STRICT_TRANSPORT, storefrontHeaders } from './http/security-headers.ts';
import { endpoints, type Endpoint, type EndpointName } from '../src/shared/contract/endpoints.ts';
import { registerAccountRoutes } from './routes/account.routes.ts';
import { registerAddressRoutes } from './routes/address.routes.ts';
import { registerCatalogueRoutes } from './routes/catalogue.routes.ts';
import { registerContentRoutes } from './routes/content.routes.ts';
import { registerDevRoutes } from './routes/dev.routes.ts';
import { registerMerchantRoutes, registerPublicMerchantRoutes } from './routes/merchant.routes.ts';
import { registerBranchRoutes } from './routes/branch.routes.ts';
import { registerOrderRoutes } from './routes/order.routes.ts';
import { registerPromoRoutes } from './routes/promo.routes.ts';
import { registerReservationRoutes } from './routes/reservation.routes.ts';
import { registerArtworkRoutes } from './routes/artwork.routes.ts';
import { registerSimulator, registerSimulatorApi } from './routes/simulator.routes.ts';

/** The reference API, mounted under `/api`. */
export function createApi(deps: Deps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', API_CSP);
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });

  api.get('/health', (c) => c.json({ ok: true, demo: deps.config.demoMode, time: deps.now().toISOString() }));
  // Guest-readable answers: public with an ETag (server/http/public-cache.ts); the rest stays no-store.
  // The subdomain lookup comes before the merchant is known and depends only on its URL.
  api.get(endpoints.merchantBySub.path, publicCache(PUBLIC_ENDPOINTS.merchantBySub, []));
  registerPublicMerchantRoutes(api);
  registerArtworkRoutes(api);
  const limiter = deps.config.rateLimits ? new RateLimiter() : null;
  if (deps.config.demoMode) {
    // The demo payment page's "Pay" is a write anyone may send: limited per client address like every other write.
    if (limiter) api.post('/dev/pay/:id', rateLimit(limiter, LIMITS.write, deps.config.trustProxy));
    registerDevRoutes(api);
    registerSimulatorApi(api);
  }

  const scoped = new Hono<AppEnv>();
  scoped.use('*', requireMerchant, readSession);
  if (limiter) {
    // Before the routes: each write endpoint first passes its limits (the same counters for all its requests).
    for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
      if (endpoint.method !== 'GET')
        scoped.on(endpoint.method, endpoint.path, rateLimit(limiter, limitsOf(name), deps.config.trustProxy));
    }
  }
  for (const [name, cacheControl] of Object.entries(PUBLIC_ENDPOINTS) as [PublicEndpoint, string][]) {
    if (name !== 'merchantBySub') scoped.get(endpoints[name].path, publicCache(cacheControl, MERCHANT_VARY));
  }
  registerMerchantRoutes(scoped);
  registerBranchRoutes(scoped);
  registerCatalogueRoutes(scoped);
  registerAccountRoutes(scoped);
  registerAddressRoutes(scoped);
  registerPromoRoutes(scoped);
  registerOrderRoutes(scoped);
  registerReservationRoutes(scoped);
  registerContentRoutes(scoped);
  api.route('/', scoped);

  // A catch-all route, not api.notFound(): a sub-app's notFound handler is ignored once it is mounted with app.route().
  api.all('*', (c) => c.json(new AppError(404, 'NOT_FOUND', 'notFound').toBody(), 404));
  api.onError(answerError);
  return api;
}

/** Every error, of the API and of the pages, in the one JSON error shape. */
function answerError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    if (error.retryAfter !== null) c.header('Retry-After', String(error.retryAfter));
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(new AppError(400, 'BAD_REQUEST', 'badRequest').toBody(), 400);
  }
  console.error('Unhandled error', error);
  return c.json(new AppError(500, 'INTERNAL', 'internal').toBody(), 500);
}

/** The largest request body read (the biggest real one, an order of a few hundred lines, is far below). */
export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First of all: a declared Content-Length over the limit is refused before a byte of the body is read, and a body
  // without one (chunked) is counted as it streams in and cut off at the limit, so nothing big is ever buffered.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge', { params: { kb: MAX_BODY_BYTES / 1024 } });
      },
    }),
  );
  // Brotli or gzip as the client accepts (server/http/compression.ts); the client's files come packed from static.ts.
  app.use('*', compression());
  // The storefront's pages and files (and their errors) carry the security headers; a page that sends its own policy
  // (the Telegram simulator) keeps it, and /api answers carry the API's.
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || c.res.headers.has('Content-Security-Policy')) return;
    const options = { frameSelf: deps.config.demoMode, scripts: c.get('pageScripts') };
    for (const [name, value] of Object.entries(storefrontHeaders(deps.db, options))) c.res.headers.set(name, value);
  });
  // HTTPS served by this server in production: browsers are held to it (security-headers.ts, STRICT_TRANSPORT).
  if (deps.config.tls && deps.config.production)
    app.use('*', async (c, next) => {
      await next();
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT);
    });
  app.route('/api', createApi(deps));
  // Demo mode only: the Telegram simulator page, before serveClient's SPA fallback (main.ts adds that after createApp).
  if (deps.config.demoMode) registerSimulator(app);
  app.onError(answerError);
  // Outside /api too (a POST to a page, or /api/%2e%2e/x which URLs resolve to /x): the JSON error shape.
  app.notFound((c) => c.json(new AppError(404, 'NOT_FOUND', 'notFound').toBody(), 404));
  return app;
}
