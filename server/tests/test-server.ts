/**
 * The server the integration tests drive (test-client.ts talks to it): the real app on a free port, a fresh
 * in-memory database with the demo data, and a clock the tests can move.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { listenOptions } from '../http/listen.ts';
import { startServer } from '../http/start-server.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { Deps } from '../http/context.ts';
import { seedDemoData } from '../seed/seed.ts';
import { withDemoBot } from '../services/demo-bot.ts';
import { createSmsGateway } from '../sms/gateway.ts';
import { serveClient } from '../static.ts';

export interface TestServer {
  /** The API's base URL (`<origin>/api`). */
  url: string;
  /** The server's origin, where the storefront's pages are served when `serveClient` is on. */
  origin: string;
  deps: Deps;
  db: Db;
  /** Moves the server's clock (for code expiry, resend limits, the demo clock). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port with a fresh in-memory database and the demo data. Only the API unless
 * `serveClient` is set (then the pages of `staticDir`, as `npm start` serves them); HTTPS with HTTP/2 when `tls` is.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { requestTimeoutMs?: number } = {},
): Promise<TestServer> {
  const db = openDatabase(':memory:');
  seedDemoData(db);
  const config = withDemoBot(
    {
      ...loadConfig({ NODE_ENV: 'test', DB_PATH: ':memory:', PORT: '0' }),
      serveClient: false,
      ...overrides,
    },
    db,
  );
  let offset = 0;
  const deps: Deps = {
    db,
    config,
    sms: createSmsGateway(db, true, { NODE_ENV: 'test' }),
    now: () => new Date(Date.now() + offset),
  };
  const app = createApp(deps);
  if (config.serveClient) serveClient(app, config.staticDir);
  const server = await new Promise<ReturnType<typeof startServer>>((resolve) => {
    const started = startServer(
      app,
      { port: 0, hostname: '127.0.0.1', listen: listenOptions(config.tls), requestTimeoutMs: options.requestTimeoutMs },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const origin = `${config.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url: `${origin}/api`,
    origin,
    deps,
    db,
    advance: (ms) => {
      offset += ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
