import type { WebSettings } from '@/shared/contract/merchant.ts';
import { httpScriptUrl } from './load-script.ts';

/**
 * Which third-party integrations this page gets, decided from the merchant's settings and the current path alone.
 * Each one is included only when its flag is on and its id or URL is present and well-formed; anything else
 * (missing, blank, hostile such as `"><script>`) leaves it out rather than being escaped.
 */
export type Integration =
  | { kind: 'metrika'; id: string; options: MetrikaOptions }
  | { kind: 'pixel'; id: string }
  | { kind: 'amoCrm'; id: string; hash: string }
  | { kind: 'callWidget'; scriptUrl: string };

export type IntegrationKind = Integration['kind'];

/** Yandex Metrika counter numbers and pixel ids are digits only. */
const METRIKA_ID = /^\d{1,15}$/;
const PIXEL_ID = /^\d{1,20}$/;
/** amoCRM's button id and hash: letters, digits, '-' and '_'. */
const AMO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const AMO_HASH = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Metrika's boolean `init` options the merchant may turn on through `yandexMetrics.keys`.
 * Decision: the spec names `keys` without saying what they hold; we read them as these option names (unknown
 * ones ignored). With none, the options of Metrika's standard snippet apply.
 */
export const METRIKA_OPTION_NAMES = ['clickmap', 'trackLinks', 'accurateTrackBounce', 'webvisor', 'trackHash'] as const;
export type MetrikaOptions = Partial<Record<(typeof METRIKA_OPTION_NAMES)[number], true>>;
const DEFAULT_METRIKA_OPTIONS: MetrikaOptions = { clickmap: true, trackLinks: true, accurateTrackBounce: true };

export function metrikaOptions(keys: readonly unknown[] | null | undefined): MetrikaOptions {
  const chosen = METRIKA_OPTION_NAMES.filter((name) => keys?.includes(name));
  return chosen.length ? Object.fromEntries(chosen.map((name) => [name, true])) : { ...DEFAULT_METRIKA_OPTIONS };
}

/**
 * The routes that show the call widget (spec §2): index `/`, product `/Product`, product-id `/Product/{id}`,
 * category `/Category` and category-id `/Category/{id}`, case-insensitive like the router, a trailing slash allowed.
 */
const CALL_WIDGET_ROUTE = /^\/(?:(?:product|category)(?:\/[^/]+)?\/?)?$/i;

export function isCallWidgetRoute(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return CALL_WIDGET_ROUTE.test(pathname);
}

function token(value: unknown, pattern: RegExp): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return pattern.test(trimmed) ? trimmed : null;
}

type IntegrationSettings = Pick<WebSettings, 'yandexMetrics' | 'pixel' | 'amoCrm' | 'callWidget'>;

export function integrationsFor(settings: IntegrationSettings, path: string): Integration[] {
  const found: Integration[] = [];
  const { yandexMetrics, pixel, amoCrm, callWidget } = settings;

  const metrikaId = yandexMetrics?.enabled === true ? token(yandexMetrics.id, METRIKA_ID) : null;
  if (metrikaId) found.push({ kind: 'metrika', id: metrikaId, options: metrikaOptions(yandexMetrics?.keys) });

  const pixelId = pixel?.enabled === true ? token(pixel.id, PIXEL_ID) : null;
  if (pixelId) found.push({ kind: 'pixel', id: pixelId });

  if (amoCrm?.active === true) {
    const id = token(amoCrm.id, AMO_ID);
    const hash = token(amoCrm.hash, AMO_HASH);
    if (id && hash) found.push({ kind: 'amoCrm', id, hash });
  }

  const scriptUrl = callWidget?.enabled === true ? httpScriptUrl(callWidget.scriptUrl?.trim()) : null;
  if (scriptUrl && isCallWidgetRoute(path)) found.push({ kind: 'callWidget', scriptUrl });

  return found;
}

/** The page's URL as analytics report it: without the hash (a hash change is not a route change here). */
export function pageUrl(href: string = window.location.href): string {
  return href.split('#', 1)[0] ?? href;
}

/** What makes two integrations the same one: started once per page. */
export function integrationKey(integration: Integration): string {
  switch (integration.kind) {
    case 'metrika':
    case 'pixel':
      return `${integration.kind}:${integration.id}`;
    case 'amoCrm':
      return `amoCrm:${integration.id}:${integration.hash}`;
    case 'callWidget':
      return `callWidget:${integration.scriptUrl}`;
  }
}
