/** Medians of Lighthouse runs and the table `npm run bench` prints next to the targets of issue #11. */

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes of scripts as transferred, and how many script files. */
  jsBytes: number | null;
  jsFiles: number | null;
  /**
   * Lighthouse's measure of the host's speed (`environment.benchmarkIndex`, higher is faster): its simulated throttling
   * scales the main-thread work it observes by a fixed 4, so the same build gets a longer TBT on a slower host.
   */
  benchmarkIndex: number | null;
  /** Accessibility and best-practices audits that did not pass (weighted ones). */
  failing: string[];
}

export type Figure = Exclude<keyof LighthouseFigures, 'failing'>;

export interface PageSummary {
  name: string;
  url: string;
  /** Runs that produced figures, and the errors of the others. */
  runs: number;
  errors: string[];
  /** The median of each figure over the runs that produced it (each figure on its own). */
  median: Record<Figure, number | null>;
  /** Every audit that failed in at least one run. */
  failing: string[];
}

/** The targets on every page: Performance ≥ 98, Accessibility 100, Best practices 100, LCP < 1.8 s, TBT < 100 ms, CLS 0. */
export const TARGETS: Partial<Record<Figure, { text: string; met: (value: number) => boolean }>> = {
  performance: { text: '≥ 98', met: (v) => v >= 98 },
  accessibility: { text: '100', met: (v) => v >= 100 },
  bestPractices: { text: '100', met: (v) => v >= 100 },
  lcpMs: { text: '< 1.8 s', met: (v) => v < 1800 },
  tbtMs: { text: '< 100 ms', met: (v) => v < 100 },
  cls: { text: '0', met: (v) => v === 0 },
};

/** Median of the numbers (the mean of the two middle ones for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const FIGURES: Figure[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsBytes',
  'jsFiles',
  'benchmarkIndex',
];

export function summarise(name: string, url: string, runs: readonly (LighthouseFigures | Error)[]): PageSummary {
  const ok = runs.filter((run): run is LighthouseFigures => !(run instanceof Error));
  const medianOf = (figure: Figure) =>
    median(ok.map((run) => run[figure]).filter((value): value is number => value !== null));
  return {
    name,
    url,
    runs: ok.length,
    errors: runs.filter((run): run is Error => run instanceof Error).map((error) => error.message),
    median: Object.fromEntries(FIGURES.map((figure) => [figure, medianOf(figure)])) as Record<Figure, number | null>,
    failing: [...new Set(ok.flatMap((run) => run.failing))].sort(),
  };
}

const COLUMNS: { figure: Figure; title: string; format: (value: number) => string }[] = [
  { figure: 'performance', title: 'Perf', format: (v) => String(Math.round(v)) },
  { figure: 'accessibility', title: 'A11y', format: (v) => String(Math.round(v)) },
  { figure: 'bestPractices', title: 'BP', format: (v) => String(Math.round(v)) },
  { figure: 'fcpMs', title: 'FCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { figure: 'lcpMs', title: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { figure: 'tbtMs', title: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { figure: 'cls', title: 'CLS', format: (v) => (v === 0 ? '0' : v.toFixed(3)) },
];

/**
 * The host's speed over a bench's pages (the median of their medians, and the range of those), as a line under the
 * table: figures from hosts of a different speed are not to be compared (docs/performance.md).
 */
export function hostSpeed(pages: readonly PageSummary[]): string {
  const indices = pages.map((page) => page.median.benchmarkIndex).filter((value): value is number => value !== null);
  const middle = median(indices);
  if (middle === null) return "host speed: n/a (Lighthouse's benchmark index was not reported)";
  const range = `${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))} over the pages`;
  return `host speed: Lighthouse's benchmark index ${Math.round(middle)} (${range}; higher is faster)`;
}

/**
 * The table: one row per page with each median and a `!` after a figure that misses its target, a targets row, and
 * under it the audits that failed. Markdown, so a run can be pasted into docs/performance.md as it is.
 */
export function lighthouseTable(pages: readonly PageSummary[]): string[] {
  const header = ['page', ...COLUMNS.map((c) => c.title), 'JS transferred', 'runs'];
  const rows = pages.map((page) => {
    const cells = COLUMNS.map(({ figure, format }) => {
      const value = page.median[figure];
      if (value === null) return 'n/a';
      const target = TARGETS[figure];
      return `${format(value)}${target && !target.met(value) ? ' !' : ''}`;
    });
    const js =
      page.median.jsBytes === null
        ? 'n/a'
        : `${(page.median.jsBytes / 1024).toFixed(1)} KB in ${page.median.jsFiles ?? '?'}`;
    return [`\`${page.name}\``, ...cells, js, String(page.runs)];
  });
  const targets = ['target', ...COLUMNS.map(({ figure }) => TARGETS[figure]?.text ?? ''), '', ''];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...[...rows, targets].map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line), line(targets)];
  for (const page of pages) {
    if (page.failing.length > 0) out.push(`${page.name}: failing audits: ${page.failing.join(', ')}`);
    for (const error of page.errors) out.push(`${page.name}: a run failed: ${error}`);
  }
  return out;
}
