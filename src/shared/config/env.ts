/**
 * Build-time configuration, read once. Every key is documented in the README. No schema library here: the page's
 * early script (src/early.ts) reads it too, and it must stay a few kilobytes.
 */
export interface Env {
  VITE_API_URL: string;
  VITE_API_TIMEOUT_MS: number;
  /**
   * Host -> merchant id for known deployments, e.g. "localhost=7f3c...,shop.example.com=9a1b...". The default opens
   * the seeded demo merchant (server/seed/merchant-ids.ts; its test checks the default below).
   */
  VITE_KNOWN_MERCHANTS: string;
  /** Telegram bot username used for t.me share links. */
  VITE_TELEGRAM_BOT: string;
  /** Optional image resizing proxy base URL. */
  VITE_IMAGE_PROXY_URL: string;
}

const DEFAULTS: Env = {
  VITE_API_URL: '/api',
  VITE_API_TIMEOUT_MS: 30000,
  VITE_KNOWN_MERCHANTS: 'localhost=7b0d1c6e-2f4a-4c1e-9d1a-0d3e5a6b7c01,127.0.0.1=7b0d1c6e-2f4a-4c1e-9d1a-0d3e5a6b7c01',
  VITE_TELEGRAM_BOT: 'storefront_demo_bot',
  VITE_IMAGE_PROXY_URL: '',
};

/** A value as configured, or the default when it is unset or empty. */
const text = (value: string | undefined, fallback: string): string => value || fallback;

/** A number as configured; a value that is no number stops the build's app at boot with its name. */
function number(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, not "${value}"`);
  return parsed;
}

export const env: Env = {
  VITE_API_URL: text(import.meta.env.VITE_API_URL, DEFAULTS.VITE_API_URL),
  VITE_API_TIMEOUT_MS: number('VITE_API_TIMEOUT_MS', import.meta.env.VITE_API_TIMEOUT_MS, DEFAULTS.VITE_API_TIMEOUT_MS),
  VITE_KNOWN_MERCHANTS: text(import.meta.env.VITE_KNOWN_MERCHANTS, DEFAULTS.VITE_KNOWN_MERCHANTS),
  VITE_TELEGRAM_BOT: text(import.meta.env.VITE_TELEGRAM_BOT, DEFAULTS.VITE_TELEGRAM_BOT),
  VITE_IMAGE_PROXY_URL: text(import.meta.env.VITE_IMAGE_PROXY_URL, DEFAULTS.VITE_IMAGE_PROXY_URL),
};
