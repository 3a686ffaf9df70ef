/**
 * `npm run bench`: the storefront's speed figures at menu scale (printed, never asserted).
 * - catalogue shaping (filter to a branch, sort, hide empty, merge grades) over the 5,000-product scale merchant;
 * - a search keystroke (every prefix of typical queries) over the same menu;
 * - in Chromium against the real server: DOM size of the home page and add-to-basket next-paint latency.
 * Needs a production build in dist/ (`npm run build`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { OverallSchema, type Overall } from '../src/shared/contract/catalogue.ts';
import { shapeCatalogue } from '../src/entities/catalogue/catalogue.lib.ts';
import { benchmarkSearch, keystrokes } from '../src/entities/catalogue/catalogue-search.lib.ts';
import { openDatabase } from '../server/db/database.ts';
import { seedDemoData, seedMerchant } from '../server/seed/seed.ts';
import { buildScaleMerchant } from '../server/seed/scale-merchant.ts';
import { ensureChromium } from './ensure-chromium.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const PORT = Number(process.env.BENCH_PORT ?? 8791);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  if (!fs.existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  const dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-')), 'bench.db');
  const db = openDatabase(dbPath);
  seedDemoData(db);
  const merchant = buildScaleMerchant(PRODUCTS);
  seedMerchant(db, merchant);
  db.close();

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DB_PATH: dbPath, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://localhost:${PORT}`;
    for (let i = 0; i < 100; i += 1) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const headers = { 'X-Merchant-Id': merchant.id };
    const overall: Overall = OverallSchema.parse(await (await fetch(`${base}/api/products/v1/overalls?type=WEB`, { headers })).json());
    const grades = (await (await fetch(`${base}/api/products/v1/grade`, { headers })).json()) as { productId: number; grade: number; count: number }[];
    const branchId = (overall.products[0]?.productBranch?.[0]?.branchId ?? null) as number | null;

    const shaping: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const start = performance.now();
      shapeCatalogue(overall, { branchId, grades });
      shaping.push(performance.now() - start);
    }
    const shaped = shapeCatalogue(overall, { branchId, grades });
    const search = benchmarkSearch([...shaped.products.values()], ['plov', 'лагман', "lag'mon", 'chicken burger', 'шашлык', 'choy', 'pizza', 'салат'].flatMap(keystrokes));

    console.log(`\nMenu: ${overall.products.length} products, ${shaped.categories.length} categories shown`);
    console.log(`catalogue shaping        median ${ms(percentile(shaping, 50))}   p95 ${ms(percentile(shaping, 95))}   (target < 10 ms)`);
    console.log(`search index build       ${ms(search.buildMs)}`);
    console.log(`search keystroke         p50 ${ms(search.p50)}   p95 ${ms(search.p95)}   max ${ms(search.max)}   (target p95 < 5 ms)`);

    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 420, height: 900 } });
      await page.goto(`http://${merchant.sub}.localhost:${PORT}/`);
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
              const all = document.querySelectorAll<HTMLButtonElement>('[data-testid="product-card"][data-needs-options="false"] [data-testid="card-add"]');
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
      if ((await buttons.count()) > 0) console.log(`add to basket → paint    median ${ms(percentile(latencies, 50))}   max ${ms(Math.max(...latencies))}   (target < 100 ms)`);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
