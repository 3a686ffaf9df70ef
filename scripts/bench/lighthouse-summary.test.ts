import { describe, expect, it } from 'vitest';
import { hostSpeed, lighthouseTable, median, summarise, type LighthouseFigures } from './lighthouse-summary.ts';

const run = (overrides: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  jsBytes: 100 * 1024,
  jsFiles: 5,
  benchmarkIndex: 2000,
  failing: [],
  ...overrides,
});

describe('median', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('summarise', () => {
  it('takes the median of each figure on its own over the runs that worked, and keeps the failed runs and audits', () => {
    const summary = summarise('home', 'http://localhost/', [
      run({ performance: 70, lcpMs: 3000, failing: ['color-contrast'] }),
      new Error('NO_FCP: the page painted nothing'),
      run({ performance: 90, lcpMs: 2000 }),
      run({ performance: 80, lcpMs: 4000, failing: ['geolocation-on-start', 'color-contrast'] }),
    ]);
    expect(summary.runs).toBe(3);
    expect(summary.median.performance).toBe(80);
    expect(summary.median.lcpMs).toBe(3000);
    expect(summary.errors).toEqual(['NO_FCP: the page painted nothing']);
    expect(summary.failing).toEqual(['color-contrast', 'geolocation-on-start']);
  });
});

describe('lighthouseTable', () => {
  it('marks each figure that misses its target, and none that meets it', () => {
    const table = lighthouseTable([
      summarise('good', 'http://localhost/', [run({})]),
      summarise('bad', 'http://localhost/cart', [
        run({
          performance: 97,
          accessibility: 96,
          bestPractices: 96,
          lcpMs: 1800,
          tbtMs: 100,
          cls: 0.001,
          failing: ['color-contrast'],
        }),
      ]),
    ]);
    const row = (name: string) =>
      (table.find((line) => line.startsWith(`| \`${name}\``)) ?? '').split('|').map((cell) => cell.trim());
    expect(row('good').slice(2, 9)).toEqual(['98', '100', '100', '0.90 s', '1.50 s', '50 ms', '0']);
    expect(row('good')[9]).toBe('100.0 KB in 5');
    expect(row('bad').slice(2, 9)).toEqual(['97 !', '96 !', '96 !', '0.90 s', '1.80 s !', '100 ms !', '0.001 !']);
    expect(table).toContain('bad: failing audits: color-contrast');
  });

  it('shows n/a for a page whose every run failed, with the errors', () => {
    const table = lighthouseTable([
      summarise('order', 'http://localhost/orders/1', [
        new Error('ended on /login: the page did not find what it needs in storage'),
      ]),
    ]);
    expect(table.find((line) => line.startsWith('| `order`'))).toContain('n/a');
    expect(table).toContain('order: a run failed: ended on /login: the page did not find what it needs in storage');
  });
});

describe('hostSpeed', () => {
  it("prints the median of the pages' benchmark indices and their range, and says when there is none", () => {
    const page = (name: string, ...indices: (number | null)[]) =>
      summarise(
        name,
        `http://localhost/${name}`,
        indices.map((benchmarkIndex) => run({ benchmarkIndex })),
      );
    expect(hostSpeed([page('home', 1700, 2600, 2300), page('cart', 1900.4), page('search', null, 2100)])).toBe(
      "host speed: Lighthouse's benchmark index 2100 (1900-2300 over the pages; higher is faster)",
    );
    expect(hostSpeed([page('home', null)])).toBe("host speed: n/a (Lighthouse's benchmark index was not reported)");
  });
});
