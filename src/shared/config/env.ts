import * as z from 'zod/mini';

/** Build-time configuration, parsed once. Every key is documented in the README. */
const EnvSchema = z.object({
  VITE_API_URL: z._default(z.string(), '/api'),
  VITE_API_TIMEOUT_MS: z._default(z.coerce.number(), 30000),
  /**
   * Host -> merchant id for known deployments, e.g. "localhost=7f3c...,shop.example.com=9a1b...". The default opens
   * the seeded demo merchant (server/seed/merchant-ids.ts; its test checks this line).
   */
  VITE_KNOWN_MERCHANTS: z._default(
    z.string(),
    'localhost=7b0d1c6e-2f4a-4c1e-9d1a-0d3e5a6b7c01,127.0.0.1=7b0d1c6e-2f4a-4c1e-9d1a-0d3e5a6b7c01',
  ),
  /** Telegram bot username used for t.me share links. */
  VITE_TELEGRAM_BOT: z._default(z.string(), 'storefront_demo_bot'),
  /** Optional image resizing proxy base URL. */
  VITE_IMAGE_PROXY_URL: z._default(z.string(), ''),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse({
  VITE_API_URL: import.meta.env.VITE_API_URL || undefined,
  VITE_API_TIMEOUT_MS: import.meta.env.VITE_API_TIMEOUT_MS || undefined,
  VITE_KNOWN_MERCHANTS: import.meta.env.VITE_KNOWN_MERCHANTS || undefined,
  VITE_TELEGRAM_BOT: import.meta.env.VITE_TELEGRAM_BOT || undefined,
  VITE_IMAGE_PROXY_URL: import.meta.env.VITE_IMAGE_PROXY_URL || undefined,
});
