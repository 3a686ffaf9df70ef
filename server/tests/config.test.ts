/**
 * Start-up checks: in production (and anywhere outside demo mode) the server refuses to start without the
 * merchant's own bot token, or with the public test one, or in demo mode, and says why; demo mode makes a bot token
 * of its own.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN, loadConfig, startupProblem } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { withDemoBot } from '../services/demo-bot.ts';

const REAL_TOKEN = '7000000001:AAH-a-real-looking-token-of-the-merchants-bot';

describe('startupProblem', () => {
  it("lets demo mode start with a bot token of its own, secret and kept in its database, and the tests' with theirs", () => {
    const demo = loadConfig({});
    expect(startupProblem(demo)).toBeNull();
    expect(demo).toMatchObject({ demoBot: true, telegramBotToken: '' });
    const db = openDatabase(':memory:');
    const token = withDemoBot(demo, db).telegramBotToken;
    expect(token).toMatch(/^\d{10}:[\w-]{36}$/);
    expect(withDemoBot(loadConfig({}), db).telegramBotToken).toBe(token);
    expect(withDemoBot(loadConfig({}), openDatabase(':memory:')).telegramBotToken).not.toBe(token);
    // A merchant's bot given in demo mode is theirs: nothing is made up, and the simulator does not mint with it.
    const given = withDemoBot(loadConfig({ TELEGRAM_BOT_TOKEN: REAL_TOKEN }), db);
    expect(given).toMatchObject({ demoBot: false, telegramBotToken: REAL_TOKEN });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ demoBot: true, telegramBotToken: TEST_BOT_TOKEN });
  });

  it('reads a number it cannot use as its default, and refuses a port that is no port', () => {
    for (const bad of ['', '0', '-5', 'abc', 'Infinity']) {
      expect(loadConfig({ INIT_DATA_MAX_AGE_SECONDS: bad }).initDataMaxAgeSeconds).toBe(24 * 60 * 60);
      expect(loadConfig({ DEMO_ORDER_STEP_SECONDS: bad }).orderStepSeconds).toBe(20);
    }
    expect(loadConfig({ INIT_DATA_MAX_AGE_SECONDS: '600' }).initDataMaxAgeSeconds).toBe(600);
    for (const bad of ['abc', '70000', '80.5', '-1']) expect(startupProblem(loadConfig({ PORT: bad }))).toMatch(/PORT/);
    expect(startupProblem(loadConfig({ PORT: '0' }))).toBeNull();
  });

  it.each([
    [
      'production with the test token',
      { NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN },
      /public test token/,
    ],
    ['production without a token', { NODE_ENV: 'production' }, /TELEGRAM_BOT_TOKEN is not set/],
    [
      'production with an empty token',
      { NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: '  ' },
      /TELEGRAM_BOT_TOKEN is not set/,
    ],
    [
      'production in demo mode',
      { NODE_ENV: 'production', DEMO_MODE: '1', TELEGRAM_BOT_TOKEN: REAL_TOKEN },
      /DEMO_MODE/,
    ],
    ['demo mode with the test token set by hand', { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN }, /public test token/],
    [
      'demo mode switched off with the test token',
      { DEMO_MODE: '0', TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN },
      /public test token/,
    ],
    ['demo mode switched off without a token', { DEMO_MODE: '0' }, /TELEGRAM_BOT_TOKEN is not set/],
  ])('refuses %s', (_, env, message) => {
    expect(startupProblem(loadConfig(env))).toMatch(message);
  });

  it('takes PUBLIC_URL only when it is set, and refuses one that is no http(s) address', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeNull();
    const set = loadConfig({ PUBLIC_URL: 'https://shop.example.com/' });
    expect(set.publicUrl).toBe('https://shop.example.com');
    expect(startupProblem(set)).toBeNull();
    for (const bad of ['shop.example.com', 'ftp://shop.example.com', 'https://shop.example.com/?a=1', 'https://u:p@x'])
      expect(startupProblem(loadConfig({ PUBLIC_URL: bad }))).toMatch(/PUBLIC_URL is not an http\(s\) address/);
  });

  it("accepts the merchant's own token in production", () => {
    expect(startupProblem(loadConfig({ NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: REAL_TOKEN }))).toBeNull();
  });
});

/** Runs server/main.ts until it exits or says it is running; answers its exit code (null: running) and output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', DB_PATH: ':memory:', SERVE_CLIENT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront running')) {
        child.kill('SIGTERM');
        resolve({ code: null, output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('server start in production', () => {
  it('exits with a clear message with the test token or without a token, and starts with a real one', async () => {
    const demo = await startServer({ NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN });
    expect(demo.code).toBe(1);
    expect(demo.output).toMatch(/not started: TELEGRAM_BOT_TOKEN is the public test token/);

    const none = await startServer({ NODE_ENV: 'production' });
    expect(none.code).toBe(1);
    expect(none.output).toMatch(/not started: TELEGRAM_BOT_TOKEN is not set/);

    const real = await startServer({ NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: REAL_TOKEN });
    expect(real.code).toBeNull();
    expect(real.output).not.toContain('demo mode');
  }, 30_000);
});
