import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { env } from '../../shared/config/env.ts';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { MerchantSchema, WebSettingsSchema, withSettingsDefaults, DEFAULT_WEB_SETTINGS, type WebSettings } from '../../shared/contract/merchant.ts';
import { COOKIE_KEYS, cookies } from '../../shared/lib/storage.ts';
import { merchantSource, parseKnownMerchants, subdomainOf } from './merchant.lib.ts';

/** Finds this page's merchant id and remembers it (cookies `merchant` and `sub`). */
export async function resolveMerchantId(host: string = window.location.host): Promise<Result<string>> {
  const source = merchantSource({
    host,
    storedId: cookies.get(COOKIE_KEYS.merchant),
    storedSub: cookies.get(COOKIE_KEYS.sub),
    known: parseKnownMerchants(env.VITE_KNOWN_MERCHANTS),
  });
  const remember = (id: string) => {
    cookies.set(COOKIE_KEYS.merchant, id);
    cookies.set(COOKIE_KEYS.sub, subdomainOf(host) ?? '');
    return ok(id);
  };
  switch (source.kind) {
    case 'stored':
      return ok(source.id);
    case 'known':
      return remember(source.id);
    case 'sub': {
      const found = await call(endpoints.merchantBySub, { schema: MerchantSchema, params: { sub: source.sub } });
      return found.ok ? remember(found.data.id) : fail(found.error);
    }
    case 'none':
      return fail(new ApiError({ kind: 'http', status: 404, code: 'MERCHANT_NOT_FOUND', message: `No merchant for ${host}` }));
  }
}

/** Merchant web settings with the spec's defaults; a failure to load them falls back to the defaults. */
export const webSettingsQuery = (merchantId: string | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'settings'] as const,
    queryFn: async ({ signal }): Promise<WebSettings> => {
      const result = await call(endpoints.webSettings, { schema: WebSettingsSchema, signal });
      return result.ok ? withSettingsDefaults(result.data) : DEFAULT_WEB_SETTINGS;
    },
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
