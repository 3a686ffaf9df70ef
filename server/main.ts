import { createApp } from './app.ts';
import { loadConfig, startupProblem } from './config.ts';
import { openDatabase } from './db/database.ts';
import { listenOptions } from './http/listen.ts';
import { startServer } from './http/start-server.ts';
import { seedDemoData } from './seed/seed.ts';
import { withDemoBot } from './services/demo-bot.ts';
import { startDemoOrderClock } from './services/demo-clock.ts';
import { createSmsGateway } from './sms/gateway.ts';
import { serveClient } from './static.ts';

const loaded = loadConfig();
function notStarted(problem: string): never {
  console.error(`Storefront server not started: ${problem}`);
  process.exit(1);
}
const problem = startupProblem(loaded);
if (problem) notStarted(problem);
let listen: ReturnType<typeof listenOptions> = {};
try {
  listen = listenOptions(loaded.tls);
} catch (error) {
  notStarted((error as Error).message);
}
const db = openDatabase(loaded.dbPath);
seedDemoData(db);
const config = withDemoBot(loaded, db);
const deps = { db, config, sms: createSmsGateway(db, config.demoMode), now: () => new Date() };
const app = createApp(deps);
if (config.serveClient) serveClient(app, config.staticDir);
const stopClock = config.demoMode ? startDemoOrderClock(deps) : () => undefined;

const scheme = config.tls ? 'https' : 'http';
const server = startServer(app, { port: config.port, listen }, (port) => {
  const origin = `${scheme}://localhost:${port}`;
  console.log(
    `Storefront running at ${origin}${config.demoMode ? ' (demo mode)' : ''}${config.tls ? ' over HTTP/2' : ''}`,
  );
  console.log(`  API: ${origin}/api   database: ${config.dbPath}`);
});

function shutdown(): void {
  stopClock();
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
