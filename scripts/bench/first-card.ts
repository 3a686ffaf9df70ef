/**
 * Time to the first painted product card of the home page, on a cold visit and on a repeat visit (a second navigation
 * in the same browser context: HTTP cache and the cached menu in localStorage kept), in Chromium with the network and
 * the CPU throttled through CDP as Lighthouse's mobile profile simulates them; and the JS the cold visit had
 * downloaded by then.
 *
 * "Painted": an init script watches the DOM from the first byte; when the first `[data-testid="product-card"]` is
 * inserted it waits for the next animation frame and a task after it, i.e. for the frame that shows the card to be
 * produced, and stamps `performance.now()` (milliseconds since navigation start). At that moment it copies the
 * resource timing entries that have finished, so "downloaded before the first card" is what the page really fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { median } from './lighthouse-summary.ts';

/** Lighthouse's mobile profile (mobileSlow4G): 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x slower CPU. */
export const MOBILE_THROTTLING = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };

interface Resource {
  name: string;
  initiatorType: string;
  responseEnd: number;
  transferSize: number;
  encodedBodySize: number;
}

interface FirstCard {
  /** ms from navigation start to the frame after the first card was inserted. */
  at: number;
  /** Resources finished by then. */
  resources: Resource[];
}

export interface VisitFigures {
  coldMs: number | null;
  repeatMs: number | null;
  /** Whether, on every repeat visit, the card was painted before the catalogue's answer came. */
  repeatBeforeCatalogue: boolean;
  /** JS finished before the first card on the median cold visit (files, bytes on the wire, gzip of those files), and the gzip range over all cold visits. */
  js: { files: number; wireBytes: number; gzipBytes: number; list: string[]; minGzip: number; maxGzip: number } | null;
  runs: number;
}

declare global {
  interface Window {
    __benchFirstCard?: FirstCard;
  }
}

/** Runs in the page before any of its scripts. */
function watchFirstCard(): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="product-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          name: entry.name,
          initiatorType: entry.initiatorType,
          responseEnd: entry.responseEnd,
          transferSize: entry.transferSize,
          encodedBodySize: entry.encodedBodySize,
        }));
        window.__benchFirstCard = { at: performance.now(), resources };
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

const isCatalogue = (resource: Resource) => new URL(resource.name).pathname.startsWith('/api/products/v1/overalls');
const isScript = (resource: Resource) => new URL(resource.name).pathname.endsWith('.js');

/** Cold and repeat visits of `url`, `runs` times (a new context each time); medians. */
export async function measureFirstCard(
  browser: Browser,
  url: string,
  options: { runs: number; distDir: string },
): Promise<VisitFigures> {
  const cold: FirstCard[] = [];
  const repeat: FirstCard[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.addInitScript(watchFirstCard);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE_THROTTLING.latencyMs,
        downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
        uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
      for (const into of [cold, repeat]) {
        await page.goto(url, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__benchFirstCard !== undefined, undefined, { timeout: 60_000 });
        const card = await page.evaluate(() => window.__benchFirstCard);
        if (card) into.push(card);
        // Let the visit settle (the menu stored, idle preloads done) before the next navigation.
        await page.waitForLoadState('networkidle');
      }
    } finally {
      await context.close();
    }
  }
  const gzipOf = (resource: Resource) => {
    const file = path.join(options.distDir, new URL(resource.name).pathname);
    return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
  };
  const jsOf = (card: FirstCard) => {
    const scripts = card.resources.filter((r) => isScript(r) && r.responseEnd <= card.at);
    return {
      files: scripts.length,
      wireBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      gzipBytes: scripts.reduce((sum, r) => sum + gzipOf(r), 0),
      list: scripts.map((r) => new URL(r.name).pathname),
    };
  };
  const coldMs = median(cold.map((card) => card.at));
  const middleCold = [...cold].sort((a, b) => a.at - b.at)[Math.floor(cold.length / 2)];
  const perVisit = cold.map((card) => jsOf(card).gzipBytes);
  const js: VisitFigures['js'] = middleCold
    ? { ...jsOf(middleCold), minGzip: Math.min(...perVisit), maxGzip: Math.max(...perVisit) }
    : null;
  return {
    coldMs,
    repeatMs: median(repeat.map((card) => card.at)),
    repeatBeforeCatalogue:
      repeat.length > 0 &&
      repeat.every((card) => !card.resources.some((r) => isCatalogue(r) && r.responseEnd <= card.at)),
    js,
    runs: Math.min(cold.length, repeat.length),
  };
}
