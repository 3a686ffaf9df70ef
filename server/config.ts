import path from 'node:path';

export interface ServerConfig {
  port: number;
  /** NODE_ENV=production. */
  production: boolean;
  dbPath: string;
  /** Demo mode: console SMS gateway with a dev inbox, the demo bot, the demo order clock. Off in production. */
  demoMode: boolean;
  /**
   * The bot token initData and shared contacts are checked with: TELEGRAM_BOT_TOKEN, else (demo mode) the demo bot's,
   * which `withDemoBot` fills in from the database ('' until then), or the test suites' TEST_BOT_TOKEN (NODE_ENV=test).
   */
  telegramBotToken: string;
  /**
   * The token is no merchant's bot but the demo's own (TELEGRAM_BOT_TOKEN not set, demo mode): the Telegram simulator
   * may mint initData with it, for this machine only (routes/simulator.routes.ts).
   */
  demoBot: boolean;
  /** Rate limits of code sending, sign-in and the other write calls (server/http/rate-limit.ts). */
  rateLimits: boolean;
  /** Behind a reverse proxy: the client's address is the last one of X-Forwarded-For. */
  trustProxy: boolean;
  /** Bearer tokens expire this many days after sign-in. */
  tokenTtlDays: number;
  /** initData older than this is refused. */
  initDataMaxAgeSeconds: number;
  orderStepSeconds: number;
  serveClient: boolean;
  staticDir: string;
  smsProvider: 'ESKIZ' | 'PLAYMOBILE';
  /**
   * PUBLIC_URL, only when set: where links the server hands out (the payment link) point when the request's own origin
   * cannot be used (server/http/request-origin.ts). Without a trailing slash.
   */
  publicUrl: string | null;
  /**
   * HTTPS, with HTTP/2 and HTTP/1.1 for older clients, when a certificate is given (TLS_CERT_FILE, TLS_KEY_FILE: PEM
   * files; server/http/listen.ts); plain HTTP/1.1 otherwise. Either file given alone is a start-up problem.
   */
  tls: { certFile: string | null; keyFile: string | null } | null;
}

/**
 * The test suites' bot token, public (they sign initData with it): used only when NODE_ENV=test and no TELEGRAM_BOT_TOKEN
 * is set. A demo left open to the internet uses a token of its own, secret (services/demo-bot.ts): with a public one
 * anyone could sign initData, or a shared phone number, for any Telegram account.
 */
export const TEST_BOT_TOKEN = '1234567890:DEMO-storefront-bot-token-for-local-use';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const demoMode = env.DEMO_MODE ? env.DEMO_MODE !== '0' && env.DEMO_MODE !== 'false' : !production;
  const givenToken = env.TELEGRAM_BOT_TOKEN?.trim();
  const demoBot = givenToken === undefined && demoMode;
  const telegramBotToken = givenToken ?? (demoBot && env.NODE_ENV === 'test' ? TEST_BOT_TOKEN : '');
  const port = Number(env.PORT ?? 8080);
  const certFile = env.TLS_CERT_FILE?.trim() || null;
  const keyFile = env.TLS_KEY_FILE?.trim() || null;
  const tls = certFile || keyFile ? { certFile, keyFile } : null;
  return {
    port,
    production,
    dbPath: env.DB_PATH ?? path.resolve('.data/storefront.db'),
    demoMode,
    telegramBotToken,
    demoBot,
    // On unless switched off; the test suites (NODE_ENV=test) send hundreds of codes from one address and ask for
    // them off, and the limits' own tests switch them on.
    rateLimits: env.RATE_LIMITS ? env.RATE_LIMITS !== 'off' : env.NODE_ENV !== 'test',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    tokenTtlDays: positiveNumber(env.TOKEN_TTL_DAYS, 30),
    initDataMaxAgeSeconds: positiveNumber(env.INIT_DATA_MAX_AGE_SECONDS, 24 * 60 * 60),
    orderStepSeconds: positiveNumber(env.DEMO_ORDER_STEP_SECONDS, 20),
    serveClient: env.SERVE_CLIENT !== '0',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    smsProvider: env.SMS_PROVIDER === 'PLAYMOBILE' ? 'PLAYMOBILE' : 'ESKIZ',
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    tls,
  };
}

/** An http or https address with a host and nothing a link could not carry (a query, a fragment, credentials). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash &&
      !value.includes('?') &&
      !value.includes('#')
    );
  } catch {
    return false;
  }
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Why the server must not start with this configuration, or null. A certificate without its key (or a key without its
 * certificate) is refused, and a PUBLIC_URL that is no http(s) address (links made from it would be broken), and demo
 * mode in production. Outside demo mode the mini-app sign-in needs the merchant's own bot token: with none every
 * Telegram user is refused. The public test token is refused wherever it is set by hand: with it anyone can sign
 * initData for any Telegram account.
 */
export function startupProblem(config: ServerConfig): string | null {
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65_535)
    return `PORT is not a port number (0-65535): ${JSON.stringify(String(config.port))}.`;
  if (config.tls && (!config.tls.certFile || !config.tls.keyFile))
    return 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both (PEM files of the certificate and its key) to serve HTTPS, or neither.';
  if (config.publicUrl !== null && !isWebAddress(config.publicUrl))
    return `PUBLIC_URL is not an http(s) address (${JSON.stringify(config.publicUrl)}): set the address customers open, such as https://shop.example.com, or leave it unset.`;
  if (config.production && config.demoMode)
    return 'DEMO_MODE is on with NODE_ENV=production. Demo mode sends no SMS (codes go to the log), lets a customer mark an order paid and moves orders on by itself: it is never for customers. Unset DEMO_MODE in production.';
  if (config.telegramBotToken === TEST_BOT_TOKEN && !config.demoBot)
    return "TELEGRAM_BOT_TOKEN is the public test token: anyone could sign in as any Telegram user. Set the token of the merchant's own bot (from @BotFather), or leave it unset in demo mode.";
  if (config.demoMode) return null;
  const where = config.production ? 'in production (NODE_ENV=production)' : 'outside demo mode';
  if (!config.telegramBotToken) {
    return `TELEGRAM_BOT_TOKEN is not set. The server does not start ${where} without the bot token of the merchant's Telegram bot (from @BotFather).`;
  }
  return null;
}
