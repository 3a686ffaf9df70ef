/**
 * `npm run bench`: the storefront's speed figures (printed, never asserted; docs/performance.md explains each one).
 * Parts (BENCH_PARTS, comma-separated; all by default):
 * - `figures`: at menu scale (the 5,000-product scale merchant): catalogue shaping, a search keystroke, and in
 *   Chromium the home page's DOM size and add-to-basket next-paint latency;
 * - `first-card`: the first screen's JS and CSS (bundle budget, scripts/budget.mjs), and in Chromium with Lighthouse's
 *   mobile throttling applied through CDP: the JS really downloaded before the first product card is painted, and the
 *   time to that card on a cold and on a repeat visit (BENCH_VISIT_RUNS, default 3);
 * - `lighthouse`: Lighthouse 12.8 (mobile, simulated throttling) on the main pages, median of BENCH_LH_RUNS (3) runs,
 *   pages interleaved; BENCH_PAGES picks pages (home,repeat,product,cart,checkout,order,search,scale,floor):
 *   `repeat` is the home page on a repeat visit, `floor` a page of the same libraries drawing one banner
 *   (scripts/bench/floor). With BENCH_LH_ARTIFACTS=1 each run also keeps what Lighthouse's model replays, which
 *   scripts/bench/lantern-path.ts reads.
 * Needs a production build in dist/ (`npm run build`). Serves it with the reference server on BENCH_PORT (8791) with
 * the demo data and the scale merchant (BENCH_PRODUCTS products, default 5,000) in a throw-away database, over HTTPS
 * with HTTP/2 as a deployment serves it (a throw-away certificate for localhost, which the bench's browsers take as
 * valid); BENCH_PROTOCOL=h1 serves plain HTTP/1.1 instead, as the runs before the fourteenth pass did
 * (docs/performance.md).
 */
import * as v from 'valibot';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { OverallSchema, type Overall } from '../src/shared/contract/catalogue.ts';
import { MERCHANT_HEADER } from '../src/shared/contract/common.ts';
import { endpoints } from '../src/shared/contract/endpoints.ts';
import { shapeCatalogue } from '../src/entities/catalogue/catalogue.lib.ts';
import { benchmarkSearch, keystrokes } from './bench/search.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDemoData, seedMerchant } from '../server/seed/seed.ts';
import { demoMerchant } from '../server/seed/demo-merchant.ts';
import { buildScaleMerchant } from '../server/seed/scale-merchant.ts';
import { ensureChromium } from './ensure-chromium.mjs';
import { measureBudget } from './budget.mjs';
import { localhostCertificate, type LocalhostCertificate } from '../server/http/localhost-certificate.ts';
import { benchFixtures } from './bench/fixtures.ts';
import { measureFirstCard, MOBILE_THROTTLING } from './bench/first-card.ts';
import { runLighthouse, type BenchPage } from './bench/lighthouse.ts';
import { hostSpeed, lighthouseTable } from './bench/lighthouse-summary.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const PORT = Number(process.env.BENCH_PORT ?? 8791);
/** The floor page's own server (the `floor` Lighthouse page). */
const FLOOR_PORT = PORT + 1;
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'figures,first-card,lighthouse').split(',').map((part) => part.trim()),
);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const VISIT_RUNS = Number(process.env.BENCH_VISIT_RUNS ?? 3);
const PROTOCOL = process.env.BENCH_PROTOCOL ?? 'h2';
if (PROTOCOL !== 'h1' && PROTOCOL !== 'h2') throw new Error(`BENCH_PROTOCOL: h1 or h2, not ${PROTOCOL}`);
const SCHEME = PROTOCOL === 'h2' ? 'https' : 'http';
/** Where the certificate is, once the bench runs with it (see `main`). */
const CERT_DIR = process.env.BENCH_CERT_DIR;
const certificate: LocalhostCertificate | null = PROTOCOL === 'h2' && CERT_DIR ? localhostCertificate(CERT_DIR) : null;
const PAGE_NAMES = ['home', 'repeat', 'product', 'cart', 'checkout', 'order', 'search', 'scale', 'floor'];
const PAGES = (process.env.BENCH_PAGES ?? PAGE_NAMES.join(',')).split(',').map((name) => name.trim());
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  ...trustCertificate(),
];

/** Chromium's flag that takes the bench's certificate as valid (the bench's browsers only). */
function trustCertificate(): string[] {
  return certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : [];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (value: number | null) => (value === null ? 'n/a' : `${(value / 1000).toFixed(2)} s`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Catalogue shaping and search at menu scale (in Node), then the home page's DOM size and add-to-basket latency. */
async function menuFigures(base: string, merchant: { id: string; sub: string }, browser: Browser): Promise<void> {
  const headers = { [MERCHANT_HEADER]: merchant.id };
  const overall: Overall = v.parse(
    OverallSchema,
    await (await fetch(`${base}/api${endpoints.overalls.path}?type=WEB`, { headers })).json(),
  );
  const grades = (await (await fetch(`${base}/api${endpoints.grades.path}`, { headers })).json()) as {
    productId: number;
    grade: number;
    count: number;
  }[];
  const branchId = (overall.products[0]?.productBranch?.[0]?.branchId ?? null) as number | null;

  const shaping: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const start = performance.now();
    shapeCatalogue(overall, { branchId, grades });
    shaping.push(performance.now() - start);
  }
  const shaped = shapeCatalogue(overall, { branchId, grades });
  const search = benchmarkSearch(
    [...shaped.products.values()],
    ['plov', 'лагман', "lag'mon", 'chicken burger', 'шашлык', 'choy', 'pizza', 'салат'].flatMap(keystrokes),
  );

  console.log(`\nMenu: ${overall.products.length} products, ${shaped.categories.length} categories shown`);
  console.log(
    `catalogue shaping        median ${ms(percentile(shaping, 50))}   p95 ${ms(percentile(shaping, 95))}   (target < 10 ms)`,
  );
  console.log(`search index build       ${ms(search.buildMs)}`);
  console.log(
    `search keystroke         p50 ${ms(search.p50)}   p95 ${ms(search.p95)}   max ${ms(search.max)}   (target p95 < 5 ms)`,
  );

  const page = await browser.newPage({ viewport: { width: 420, height: 900 } });
  try {
    await page.goto(`${SCHEME}://${merchant.sub}.localhost:${PORT}/`);
    await page.waitForSelector('[data-testid="product-card"]', { timeout: 30_000 });
    const counts: number[] = [];
    for (let step = 0; step < 12; step += 1) {
      counts.push(await page.evaluate(() => document.getElementsByTagName('*').length));
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(150);
    }
    console.log(`home DOM elements        max ${Math.max(...counts)} while scrolling (target < 1,500)`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const latencies: number[] = [];
    const buttons = page.locator('[data-testid="product-card"][data-needs-options="false"] [data-testid="card-add"]');
    for (let i = 0; i < 8; i += 1) {
      const latency = await page.evaluate(
        (index) =>
          new Promise<number>((resolve) => {
            const all = document.querySelectorAll<HTMLButtonElement>(
              '[data-testid="product-card"][data-needs-options="false"] [data-testid="card-add"]',
            );
            const button = all[index % all.length];
            if (!button) return resolve(-1);
            const start = performance.now();
            button.click();
            // The next frame after React commits the change: what the customer sees.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          }),
        i,
      );
      if (latency >= 0) latencies.push(latency);
      await page.waitForTimeout(100);
    }
    if ((await buttons.count()) > 0)
      console.log(
        `add to basket → paint    median ${ms(percentile(latencies, 50))}   max ${ms(Math.max(...latencies))}   (target < 100 ms)`,
      );
  } finally {
    await page.close();
  }
}

/** The first screen: static JS/CSS (bundle budget), JS downloaded before the first card, cold and repeat visits. */
async function firstCardFigures(base: string, browser: Browser): Promise<void> {
  const budget = measureBudget();
  const visit = await measureFirstCard(browser, `${base}/`, { runs: VISIT_RUNS, distDir: path.resolve('dist') });
  const throttling = `${MOBILE_THROTTLING.latencyMs} ms RTT, ${MOBILE_THROTTLING.downloadKbps / 1024} Mbps down, CPU ${MOBILE_THROTTLING.cpuSlowdown}x`;
  console.log(
    `\nFirst screen of / (demo merchant; visits in Chromium with ${throttling} through CDP, median of ${visit.runs})`,
  );
  const inPage = budget.js.filter((row) => row.file.startsWith('index.html')).length;
  console.log(
    `first-screen JS, static  ${kb(budget.initialJs.gzip)} gzip in ${budget.js.length - inPage} files${inPage > 0 ? ` and ${inPage} script in the page` : ''} (entry + home chunk + uz locale with imports, early requests; target ≤ 110 KB; npm run budget)`,
  );
  console.log(
    `the page, static         ${kb(budget.page.gzip)} gzip (budget ${kb(budget.page.budget)}: a connection's first window)`,
  );
  console.log(
    `first-screen CSS, static ${kb(budget.firstScreenCssTotal.gzip)} gzip in ${budget.firstScreenCss.length} files (all CSS ${kb(budget.allCss.gzip)})`,
  );
  if (visit.js) {
    console.log(
      `JS before first card     ${kb(visit.js.gzipBytes)} gzip in ${visit.js.files} files (${kb(visit.js.wireBytes)} on the wire as served; ${kb(visit.js.minGzip)}-${kb(visit.js.maxGzip)} gzip over the cold visits)`,
    );
    const extra = visit.js.list.filter((file) => !budget.js.some((row) => `/${row.file}` === file));
    if (extra.length > 0) console.log(`  fetched beyond the static first screen: ${extra.join(', ')}`);
  }
  console.log(`first card, cold visit   ${seconds(visit.coldMs)}`);
  console.log(
    `first card, repeat visit ${seconds(visit.repeatMs)}   (${visit.repeatBeforeCatalogue ? 'painted from the cached menu before the catalogue answered' : 'NOT before the catalogue answered'})`,
  );
}

async function lighthouseFigures(
  base: string,
  scaleSub: string,
  demoId: string,
  workDir: string,
  dbPath: string,
): Promise<void> {
  const outDir = path.join(workDir, 'lighthouse');
  const fixtures = await benchFixtures(base, demoId);
  const signedIn = {
    cookies: { token: fixtures.session.token },
    local: { user: JSON.stringify(fixtures.session.user), basket: JSON.stringify(fixtures.basket) },
  };
  const withBasket = { cookies: {}, local: { basket: JSON.stringify(fixtures.basket) } };
  const all: BenchPage[] = [
    { name: 'home', url: `${base}/` },
    { name: 'repeat', url: `${base}/`, repeat: true },
    { name: 'product', url: `${base}/Product/${fixtures.productId}` },
    { name: 'cart', url: `${base}/cart`, storage: withBasket },
    { name: 'checkout', url: `${base}/checkout`, storage: signedIn },
    { name: 'order', url: `${base}/orders/${fixtures.orderId}`, storage: signedIn },
    { name: 'search', url: `${base}/search` },
    { name: 'scale', url: `${SCHEME}://${scaleSub}.localhost:${PORT}/` },
    { name: 'floor', url: `${SCHEME}://localhost:${FLOOR_PORT}/?merchant=${demoId}` },
  ];
  const unknown = PAGES.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES: unknown page ${unknown.join(', ')} (pages: ${PAGE_NAMES.join(', ')})`);
  const pages = all.filter((page) => PAGES.includes(page.name));
  // The floor is served from its own build by a second server on the same data (scripts/bench/floor/floor.tsx).
  let floor: ChildProcess | null = null;
  if (pages.some((page) => page.name === 'floor')) {
    const floorDir = path.join(workDir, 'floor');
    buildFloor(floorDir);
    floor = await serve(FLOOR_PORT, dbPath, floorDir);
  }
  console.log(
    `\nLighthouse 12.8, mobile, simulated throttling, median of ${LH_RUNS} runs per page, pages interleaved, ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'} (load average ${load()})`,
  );
  const summaries = await runLighthouse(pages, {
    chromePath: ensureChromium(),
    runs: LH_RUNS,
    chromeFlags: trustCertificate(),
    outDir,
    log: (line) => console.log(line),
  }).finally(() => floor?.kill('SIGTERM'));
  console.log('');
  for (const page of summaries) console.log(`${page.name.padEnd(9)}${page.url}`);
  console.log('');
  for (const line of lighthouseTable(summaries)) console.log(line);
  console.log(hostSpeed(summaries));
  console.log(`('!' misses its target; reports: ${outDir}; load average ${load()})`);
}

/** The reference server on `port`, serving `staticDir` and the data in `dbPath`, once it answers. */
async function serve(port: number, dbPath: string, staticDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DB_PATH: dbPath,
      STATIC_DIR: staticDir,
      NODE_ENV: 'test',
      ...(certificate ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`${SCHEME}://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGTERM');
  throw new Error(`the reference server did not answer on port ${port}`);
}

/** The floor page (scripts/bench/floor) built into `outDir`. */
function buildFloor(outDir: string): void {
  const built = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'scripts/bench/floor/vite.config.ts', '--outDir', outDir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0) throw new Error('the floor page did not build');
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  if (PROTOCOL === 'h2' && !certificate) {
    // Node's own requests to the bench's server (the fixtures, the health checks) trust its certificate through
    // NODE_EXTRA_CA_CERTS, which Node reads as it starts: the bench makes the certificate and runs itself again.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-certificate-'));
    let made: LocalhostCertificate;
    try {
      made = localhostCertificate(dir);
    } catch (error) {
      throw new Error(`${(error as Error).message}; BENCH_PROTOCOL=h1 measures over plain HTTP/1.1`, { cause: error });
    }
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_CERT_DIR: dir, NODE_EXTRA_CA_CERTS: made.certFile },
    });
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(again.status ?? 1);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const dbPath = path.join(workDir, 'bench.db');
  const db = openDatabase(dbPath);
  seedDemoData(db);
  const merchant = buildScaleMerchant(PRODUCTS);
  seedMerchant(db, merchant);
  db.close();
  console.log(
    `storefront bench: ${os.cpus().length} cores, load average ${load()}, parts ${[...PARTS].join(', ')}, served over ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'}`,
  );

  const server = await serve(PORT, dbPath, 'dist');
  try {
    const base = `${SCHEME}://localhost:${PORT}`;
    if (PARTS.has('figures') || PARTS.has('first-card')) {
      const browser = await chromium.launch({ executablePath: ensureChromium(), args: BROWSER_ARGS });
      try {
        if (PARTS.has('figures')) await menuFigures(base, merchant, browser);
        if (PARTS.has('first-card')) await firstCardFigures(base, browser);
      } finally {
        await browser.close();
      }
    }
    if (PARTS.has('lighthouse')) await lighthouseFigures(base, merchant.sub, demoMerchant.id, workDir, dbPath);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
