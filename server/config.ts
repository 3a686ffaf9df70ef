import path from 'node:path';

export interface ServerConfig {
  port: number;
  dbPath: string;
  /** Demo mode: console SMS gateway with a dev inbox, the demo bot token, the demo order clock. Off in production. */
  demoMode: boolean;
  telegramBotToken: string;
  /** initData older than this is refused. */
  initDataMaxAgeSeconds: number;
  orderStepSeconds: number;
  serveClient: boolean;
  staticDir: string;
  smsProvider: 'ESKIZ' | 'PLAYMOBILE';
  publicUrl: string;
}

/** Documented demo bot token: initData signed with it is accepted only in demo mode. */
export const DEMO_BOT_TOKEN = '1234567890:DEMO-storefront-bot-token-for-local-use';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const demoMode = env.DEMO_MODE ? env.DEMO_MODE !== '0' && env.DEMO_MODE !== 'false' : !production;
  const telegramBotToken = env.TELEGRAM_BOT_TOKEN ?? (demoMode ? DEMO_BOT_TOKEN : '');
  if (!telegramBotToken && production) {
    console.warn('TELEGRAM_BOT_TOKEN is not set: mini-app sign-in will refuse every initData.');
  }
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    dbPath: env.DB_PATH ?? path.resolve('.data/storefront.db'),
    demoMode,
    telegramBotToken,
    initDataMaxAgeSeconds: Number(env.INIT_DATA_MAX_AGE_SECONDS ?? 24 * 60 * 60),
    orderStepSeconds: Number(env.DEMO_ORDER_STEP_SECONDS ?? 20),
    serveClient: env.SERVE_CLIENT !== '0',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    smsProvider: env.SMS_PROVIDER === 'PLAYMOBILE' ? 'PLAYMOBILE' : 'ESKIZ',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  };
}
