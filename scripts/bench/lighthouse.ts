/**
 * Lighthouse 12.8 over the storefront's main pages: mobile form factor, simulated throttling (Lighthouse's defaults),
 * Debian Chromium headless, N runs per page with the pages interleaved (run 1 of every page, then run 2, ...), the
 * median of each figure printed next to its target.
 *
 * Storage. Lighthouse clears the origin's storage and the HTTP cache before a run unless `disableStorageReset` is set,
 * and then it clears neither. So every run here sets `disableStorageReset: true` and prepares the tab itself, the same
 * way for every page: it clears the HTTP cache and everything the origin stores (cookies included), then, for the
 * signed-in and basket pages, opens `/api/health` on the page's origin (a JSON answer: no app code runs, nothing of the
 * app is cached) and writes what the app itself keeps after a sign-in and an 'add to basket': the `token` cookie
 * (COOKIE_KEYS.token), `localStorage.user` and `localStorage.basket` (STORAGE_KEYS, src/shared/lib/storage.ts). The
 * tab goes back to about:blank and is handed to Lighthouse (its Node API takes a Puppeteer page), which then loads the
 * page cold, as a first visit, but signed in with a filled basket. A repeat page (`repeat`) is opened once before
 * its run, then the HTTP cache is cleared again: the app's own copies stay, the network is cold.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { summarise, type LighthouseFigures, type PageSummary } from './lighthouse-summary.ts';

export interface BenchPage {
  /** Short name for BENCH_PAGES and the table. */
  name: string;
  url: string;
  /** Cookies and localStorage items the app would have written by itself, set before each run. */
  storage?: { cookies: Record<string, string>; local: Record<string, string> };
  /**
   * A repeat visit: the page is opened once before the run, so the app keeps its copies (the merchant, the settings,
   * the menu) on the device, then the HTTP cache is cleared again. The run measures the app painting from its own
   * copies, with every byte of code and every picture still coming over the network.
   */
  repeat?: boolean;
}

export interface LighthouseOptions {
  chromePath: string;
  runs: number;
  /** Chromium flags beyond the headless ones (the bench's certificate taken as valid). */
  chromeFlags: string[];
  /** Where each run's report (JSON) is written. */
  outDir: string;
  log: (line: string) => void;
}

/** Clears the tab's origin and cache, then writes the page's cookies and localStorage (see the comment on top). */
async function prepareTab(tab: Page, page: BenchPage): Promise<void> {
  const origin = new URL(page.url).origin;
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (page.storage) {
    for (const [name, value] of Object.entries(page.storage.cookies)) {
      await cdp.send('Network.setCookie', { name, value, url: origin, path: '/', sameSite: 'Lax' });
    }
    await tab.goto(`${origin}/api/health`);
    await tab.evaluate((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, page.storage.local);
  }
  if (page.repeat) await tab.goto(page.url, { waitUntil: 'networkidle0' });
  await tab.goto('about:blank');
  // Cleared once the app's page is left, so nothing it fetches late (its idle prefetches) is kept for the run.
  if (page.repeat) await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** One Lighthouse run of one page in a fresh tab; the figures of its report. */
async function runOnce(browserUrl: string, page: BenchPage, reportFile: string): Promise<LighthouseFigures> {
  const browser = await puppeteer.connect({ browserURL: browserUrl, defaultViewport: null });
  const tab = await browser.newPage();
  try {
    await prepareTab(tab, page);
    const result = await lighthouse(
      page.url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    // What Lighthouse's model replays (its trace and network log), for scripts/bench/lantern-path.ts to read.
    if (process.env.BENCH_LH_ARTIFACTS === '1') {
      const { Trace, DevtoolsLog, GatherContext, URL: urls } = result.artifacts;
      const artifacts = { Trace, DevtoolsLog, GatherContext, URL: urls, settings: result.lhr.configSettings };
      fs.writeFileSync(reportFile.replace(/\.json$/, '.artifacts.json'), JSON.stringify(artifacts));
    }
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A page that went elsewhere (a sign-in, an empty basket sent back to the menu) would measure the wrong screen.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(page.url).pathname)
      throw new Error(`ended on ${landed}: the page did not find what it needs in storage`);
    const audit = (id: string) => lhr.audits[id];
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    const requests =
      (audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const failing = (category: string) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audit(ref.id)?.score !== null && (audit(ref.id)?.score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
      tbtMs: audit('total-blocking-time')?.numericValue ?? null,
      cls: audit('cumulative-layout-shift')?.numericValue ?? null,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsFiles: scripts.length,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      failing: [...failing('accessibility'), ...failing('best-practices')],
    };
  } finally {
    await tab.close();
    await browser.disconnect();
  }
}

/** Runs every page `runs` times, interleaved; returns each page's medians. */
export async function runLighthouse(pages: BenchPage[], options: LighthouseOptions): Promise<PageSummary[]> {
  fs.mkdirSync(options.outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...options.chromeFlags],
  });
  const runs = new Map<string, (LighthouseFigures | Error)[]>(pages.map((page) => [page.name, []]));
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const page of pages) {
        const started = Date.now();
        const reportFile = path.join(options.outDir, `${page.name}-${run}.json`);
        let figures: LighthouseFigures | Error;
        try {
          figures = await runOnce(`http://127.0.0.1:${chrome.port}`, page, reportFile);
        } catch (error) {
          figures = error instanceof Error ? error : new Error(String(error));
        }
        runs.get(page.name)?.push(figures);
        const took = ((Date.now() - started) / 1000).toFixed(0);
        options.log(
          `  lighthouse ${page.name} run ${run}/${options.runs} (${took} s)${figures instanceof Error ? `: failed: ${figures.message}` : ''}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return pages.map((page) => summarise(page.name, page.url, runs.get(page.name) ?? []));
}
