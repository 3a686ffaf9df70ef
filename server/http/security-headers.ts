/**
 * Security headers of the storefront's pages and files: a Content-Security-Policy that lets the app run, with the
 * hosts of the integrations a merchant has turned on (analytics, chat button, call widget, Yandex map), that lets
 * Telegram's web clients frame it and no one else; nosniff; a referrer policy. docs/nginx.conf writes the same policy
 * down for deployments that serve dist/ themselves.
 */
import type { WebSettingsWire } from '../../src/shared/contract/merchant.ts';
import type { Db } from '../db/database.ts';

/** Telegram's web clients (web.telegram.org/k and /a, and their older hosts) show a Mini App in an iframe. */
export const TELEGRAM_WEB_ORIGINS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
] as const;

export interface Sources {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
  /** The Yandex Maps API evaluates code it loads. */
  unsafeEval: boolean;
}

/** Hosts of each integration, as the client loads them (src/app/integrations, src/features/pick-location). */
const METRIKA: Partial<Sources> = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: [
    'https://mc.yandex.ru',
    'https://mc.yandex.com',
    'https://mc.yandex.uz',
    'wss://mc.yandex.ru',
    'wss://mc.yandex.com',
    'https://mc.webvisor.com',
    'https://mc.webvisor.org',
  ],
  frame: ['blob:', 'https://mc.yandex.ru', 'https://mc.yandex.com'],
};
const PIXEL: Partial<Sources> = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: ['https://www.facebook.com'],
};
const AMO_CRM: Partial<Sources> = {
  script: ['https://gso.amocrm.ru', 'https://*.amocrm.ru'],
  style: ['https://*.amocrm.ru'],
  connect: ['https://*.amocrm.ru', 'wss://*.amocrm.ru'],
  frame: ['https://*.amocrm.ru'],
};
const YANDEX_MAP: Partial<Sources> = {
  script: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://yastatic.net',
    'https://suggest-maps.yandex.ru',
  ],
  style: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  connect: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://suggest-maps.yandex.ru',
    'https://search-maps.yandex.ru',
  ],
  frame: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru'],
  unsafeEval: true,
};

/** The origin of a merchant's call widget script (https or http, no credentials), or null. */
export function widgetOrigin(scriptUrl: string | null | undefined): string | null {
  try {
    const url = new URL((scriptUrl ?? '').trim());
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname)
      return null;
    return url.origin;
  } catch {
    return null;
  }
}

const present = (value: string | null | undefined) => Boolean(value?.trim());

/** The extra sources the integrations of these merchants need, each only when the merchant has turned it on. */
export function integrationSources(settings: readonly WebSettingsWire[]): Sources {
  const sources: Sources = { script: [], style: [], connect: [], frame: [], unsafeEval: false };
  const add = (part: Partial<Sources>) => {
    for (const key of ['script', 'style', 'connect', 'frame'] as const) sources[key].push(...(part[key] ?? []));
    sources.unsafeEval ||= part.unsafeEval ?? false;
  };
  for (const s of settings) {
    if (s.yandexMetrics?.enabled && present(s.yandexMetrics.id)) add(METRIKA);
    if (s.pixel?.enabled && present(s.pixel.id)) add(PIXEL);
    if (s.amoCrm?.active && present(s.amoCrm.id) && present(s.amoCrm.hash)) add(AMO_CRM);
    if ((s.mapType === 'YANDEX' || s.mapType === 'YANDEX_LITE') && present(s.mapKey)) add(YANDEX_MAP);
    const widget = s.callWidget?.enabled ? widgetOrigin(s.callWidget.scriptUrl) : null;
    if (widget)
      add({ script: [widget], style: [widget], connect: [widget, widget.replace(/^http/, 'ws')], frame: [widget] });
  }
  return sources;
}

const list = (...parts: (readonly string[])[]) => [...new Set(parts.flat())].join(' ');

/**
 * The storefront's policy. Scripts only from the app's own files and the page's own inline scripts, each allowed by its
 * hash (`scripts`: the early script, scripts/vite-early-requests.ts), no eval unless the Yandex map needs it; styles
 * may be inline (React and the map libraries set them); images from anywhere over https (product photos, the image
 * proxy, map tiles); framed only by Telegram's web clients, and by the page itself in demo mode, where the Telegram
 * simulator at /__telegram frames it from the same origin.
 */
export function storefrontCsp(sources: Sources, options: { frameSelf: boolean; scripts?: readonly string[] }): string {
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'"], options.scripts ?? [], sources.unsafeEval ? ["'unsafe-eval'"] : [], sources.script)}`,
    `style-src ${list(["'self'", "'unsafe-inline'"], sources.style)}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], sources.connect)}`,
    `frame-src ${list(["'self'"], sources.frame)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${list(options.frameSelf ? ["'self'"] : [], TELEGRAM_WEB_ORIGINS)}`,
  ];
  return directives.join('; ');
}

/**
 * The headers of every storefront response, from the integrations every active merchant of this server has on, and
 * the inline scripts of the page the response serves.
 */
export function storefrontHeaders(
  db: Db,
  options: { frameSelf: boolean; scripts?: readonly string[] },
): Record<string, string> {
  const rows = db
    .prepare('SELECT w.data FROM web_settings w JOIN merchants m ON m.id = w.merchant_id WHERE m.is_active = 1')
    .all() as { data: string }[];
  const settings = rows.map((row) => JSON.parse(row.data) as WebSettingsWire);
  return {
    'Content-Security-Policy': storefrontCsp(integrationSources(settings), options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Strict-Transport-Security, sent by a production server that speaks HTTPS itself (TLS_CERT_FILE): the browser then
 * never asks for the storefront over plain HTTP for a year. Never on a server of this machine: it would hold the
 * browser to HTTPS for every site on `localhost`. docs/nginx.conf sends the same.
 */
export const STRICT_TRANSPORT = 'max-age=31536000';

/** API answers are data, never a page: nothing in them may run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
