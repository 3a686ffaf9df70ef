/** Demo mode's Telegram simulator: its page at `/__telegram` and the initData it signs in with. */
import fs from 'node:fs';
import { sign } from '@telegram-apps/init-data-node';
import type { Hono } from 'hono';
import { isLocalClient } from '../http/client-address.ts';
import type { AppEnv, Ctx } from '../http/context.ts';
import { badField, notFound } from '../http/errors.ts';

/** The simulator page: one self-contained HTML file (inline CSS and JS, no external resources). */
const PAGE_FILE = new URL('../simulator/simulator.html', import.meta.url);

/**
 * Demo mode only: the Telegram simulator at `/__telegram`, a desktop page that frames the storefront like a Telegram
 * web client does and draws the native buttons. Registered on the top-level app, before the client's SPA fallback.
 */
export function registerSimulator(app: Hono<AppEnv>): void {
  const page = (c: Ctx) => {
    // Read on every request: it is a dev page, so an edit shows on reload without restarting the server.
    const html = fs.readFileSync(PAGE_FILE, 'utf8');
    return c.html(html, 200, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy':
        "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; connect-src 'self'",
    });
  };
  app.get('/__telegram', page);
  app.get('/__telegram/', page);
}

/** 1 to 64 characters, no control characters. */
const NAME = /^\P{Cc}{1,64}$/u;
const USERNAME = /^[A-Za-z0-9_]{5,32}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})?$/;
/** Telegram allows up to 512 characters of A-Z, a-z, 0-9, _ and - in a start parameter. */
const START_PARAM = /^[A-Za-z0-9_-]{1,512}$/;

/**
 * Demo mode only, on the `/api` sub-app: `GET /dev/telegram/init-data` mints initData for a made-up Telegram user,
 * signed with the server's bot token (auth_date now), so the storefront in the simulator signs in for real.
 * Query: id, first_name, last_name, username, language_code, start_param (all optional; id defaults to 100200300).
 */
export function registerSimulatorApi(api: Hono<AppEnv>): void {
  api.get('/dev/telegram/init-data', (c) => {
    // Minting signed initData is for the demo's own bot only: never for a merchant's bot token, even in demo mode. And
    // only for this machine: initData signs in as any Telegram user it names.
    const { config } = c.get('deps');
    if (!config.demoBot || !config.telegramBotToken || !isLocalClient(c, config.trustProxy)) throw notFound();
    const query = (name: string, pattern: RegExp): string | undefined => {
      const value = c.req.query(name)?.trim();
      if (!value) return undefined;
      if (!pattern.test(value)) throw badField(name);
      return value;
    };
    const idText = c.req.query('id')?.trim() || '100200300';
    const id = Number(idText);
    if (!/^\d{1,15}$/.test(idText) || !Number.isSafeInteger(id) || id <= 0) throw badField('id');
    const lastName = query('last_name', NAME);
    const username = query('username', USERNAME);
    const languageCode = query('language_code', LANGUAGE);
    const startParam = query('start_param', START_PARAM);
    const user = {
      id,
      first_name: query('first_name', NAME) ?? 'Demo',
      ...(lastName ? { last_name: lastName } : {}),
      ...(username ? { username } : {}),
      ...(languageCode ? { language_code: languageCode } : {}),
      allows_write_to_pm: true,
    };
    const deps = c.get('deps');
    const initData = sign(
      {
        user,
        query_id: `AAH${id.toString(36)}${deps.now().getTime().toString(36)}`,
        chat_type: 'sender',
        chat_instance: String(8_000_000_000_000_000_000n + BigInt(id)),
        ...(startParam ? { start_param: startParam } : {}),
      },
      deps.config.telegramBotToken,
      deps.now(),
    );
    return c.json({ initData });
  });
}
