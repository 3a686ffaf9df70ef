/**
 * `npm run screens -- <stage>`: a picture of every screen at 390x844 (a phone), in light and dark, in Uzbek and
 * Russian, into docs/screens/<stage>/ (JPEG, or PNG with SCREENS_FORMAT=png; the viewport only), and docs/screens/<stage>.md, a page of them all.
 * `before` and `after` are the stages the look-and-feel work compares; any name works. SCREENS_LANGS and
 * SCREENS_THEMES narrow the set (e.g. `SCREENS_LANGS=eng SCREENS_THEMES=dark`), SCREENS_ONLY picks screens by name.
 *
 * Needs a production build in dist/ (`npm run build`). Serves it with the reference server on SCREENS_PORT (8792) in a
 * throw-away database with the demo data, and signs a customer in with an order, as the bench does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { DEMO_MERCHANT_ID } from '../server/seed/merchant-ids.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/seed/seed.ts';
import { paths } from '../src/shared/routing/paths.ts';
import { ensureChromium } from './ensure-chromium.mjs';
import { benchFixtures, type BenchFixtures } from './bench/fixtures.ts';

const PORT = Number(process.env.SCREENS_PORT ?? 8792);
const STAGE = process.argv[2] ?? 'after';
const LANGS = (process.env.SCREENS_LANGS ?? 'uz,ru').split(',').map((s) => s.trim());
const THEMES = (process.env.SCREENS_THEMES ?? 'light,dark').split(',').map((s) => s.trim()) as ('light' | 'dark')[];
const ONLY = process.env.SCREENS_ONLY ? new Set(process.env.SCREENS_ONLY.split(',').map((s) => s.trim())) : null;
const OUT = path.join('docs', 'screens', STAGE);
/** JPEG keeps the folder small; SCREENS_FORMAT=png for lossless pictures. */
const FORMAT = process.env.SCREENS_FORMAT === 'png' ? 'png' : 'jpeg';

interface Screen {
  name: string;
  /** A path on the demo merchant's host, or a full URL (the second merchant's host). */
  path: (f: BenchFixtures) => string;
  signedIn?: boolean;
  basket?: boolean;
  /** What a person does after the page has opened, before the picture. */
  act?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'home', path: () => paths.home },
  { name: 'home-scrolled', path: () => paths.home, act: (page) => page.mouse.wheel(0, 1400) },
  {
    name: 'side-menu',
    path: () => paths.home,
    signedIn: true,
    act: async (page) => {
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('side-menu').waitFor();
    },
  },
  { name: 'product', path: (f) => paths.product(f.productId), basket: true },
  { name: 'search', path: () => paths.search },
  { name: 'search-none', path: () => `${paths.search}?q=zzzz` },
  { name: 'cart-empty', path: () => paths.cart },
  { name: 'cart', path: () => paths.cart, signedIn: true, basket: true },
  { name: 'checkout', path: () => paths.checkout, signedIn: true, basket: true },
  { name: 'order', path: (f) => paths.order(f.orderId), signedIn: true },
  { name: 'orders', path: () => paths.orders, signedIn: true },
  { name: 'profile', path: () => paths.profile, signedIn: true },
  { name: 'login', path: () => paths.login },
  { name: 'address-form', path: () => paths.addressForm, signedIn: true },
  { name: 'choose-address', path: () => paths.chooseAddress, signedIn: true },
  { name: 'choose-branch', path: () => paths.chooseBranch },
  { name: 'branches', path: () => paths.branches },
  { name: 'vacancies', path: () => paths.vacancies },
  { name: 'reservation', path: () => paths.reservationNew, signedIn: true },
  { name: 'notifications', path: () => paths.notifications, signedIn: true },
  { name: 'second-merchant', path: () => `http://burger.localhost:${PORT}/` },
];

async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the reference server did not start');
}

/** Waits until the page has settled: no request in flight for a moment, fonts and pictures in, transitions done. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only the pictures in view: lazy ones below never load. (No named helpers here: tsx would wrap them.)
    const pictures = [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return !img.complete && box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .map((img) => new Promise((r) => (img.onload = img.onerror = r)));
    await Promise.race([Promise.all(pictures), new Promise((r) => setTimeout(r, 5000))]);
    await Promise.all(
      document.getAnimations().map((a) => (a.effect?.getTiming().iterations === Infinity ? null : a.finished)),
    );
  });
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-screens-'));
  const dbPath = path.join(workDir, 'screens.db');
  const db = openDatabase(dbPath);
  seedDemoData(db);
  db.close();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DB_PATH: dbPath, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await waitForServer(base);
    const fixtures = await benchFixtures(base, DEMO_MERCHANT_ID);
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.mkdirSync(OUT, { recursive: true });
    const rows: string[] = [];
    for (const screen of SCREENS.filter((s) => !ONLY || ONLY.has(s.name))) {
      const cells: string[] = [];
      for (const lang of LANGS)
        for (const theme of THEMES) {
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 1,
            hasTouch: true,
            isMobile: true,
            colorScheme: theme,
            reducedMotion: 'reduce',
          });
          const target = screen.path(fixtures);
          const url = new URL(target, base);
          await context.addCookies([{ name: 'language', value: lang, url: url.origin }]);
          if (screen.signedIn)
            await context.addCookies([{ name: 'token', value: fixtures.session.token, url: url.origin }]);
          await context.addInitScript(
            ([user, basket]) => {
              if (user) localStorage.setItem('user', JSON.stringify(user));
              if (basket) localStorage.setItem('basket', JSON.stringify(basket));
            },
            [screen.signedIn ? fixtures.session.user : null, screen.basket ? fixtures.basket : null] as const,
          );
          const page = await context.newPage();
          await page.goto(url.href);
          await settle(page);
          if (screen.act) {
            await screen.act(page);
            await settle(page);
          }
          const file = `${screen.name}-${theme}-${lang}.${FORMAT === 'png' ? 'png' : 'jpg'}`;
          await page.screenshot({
            path: path.join(OUT, file),
            type: FORMAT,
            quality: FORMAT === 'png' ? undefined : 70,
          });
          await context.close();
          cells.push(`![${screen.name}, ${theme}, ${lang}](${STAGE}/${file})`);
          console.log(`${STAGE}/${file}`);
        }
      rows.push(`| ${screen.name} | ${cells.join(' | ')} |`);
    }
    const header = LANGS.flatMap((lang) => THEMES.map((theme) => `${lang}, ${theme}`));
    fs.writeFileSync(
      path.join('docs', 'screens', `${STAGE}.md`),
      [
        `# Screens: ${STAGE}`,
        '',
        `Every screen at 390x844, generated by \`npm run screens -- ${STAGE}\` (scripts/screens.ts) from a production build`,
        'with the demo data. Compare with the other stage in this folder.',
        '',
        `| screen | ${header.join(' | ')} |`,
        `| --- | ${header.map(() => '---').join(' | ')} |`,
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
