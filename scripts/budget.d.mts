/** Types of scripts/budget.mjs (the bundle budget), for its tests and the bench. */
export interface BudgetFile {
  file: string;
  bytes: number;
  gzip: number;
}
export interface BudgetTotal {
  gzip: number;
  budget: number;
}
export interface FirstScreenSource {
  src: string;
  label: string;
}
export interface BudgetReport {
  /** First-screen JS, each file with why it is needed ('entry' or a source's label). */
  js: (BudgetFile & { why: string })[];
  /** Every CSS file of the build. */
  css: BudgetFile[];
  firstScreenCss: BudgetFile[];
  initialJs: BudgetTotal;
  firstScreenCssTotal: { gzip: number };
  allCss: BudgetTotal;
  /** Whether dist/.vite/manifest.json was read (otherwise the entry-only fallback). */
  manifest: boolean;
  notes: string[];
  problems: string[];
  ok: boolean;
}
export interface BudgetOptions {
  distDir?: string;
  sourceRoot?: string;
  firstScreenSources?: FirstScreenSource[];
  initialJsBudgetKb?: number;
  cssBudgetKb?: number;
}
export declare const FIRST_SCREEN_SOURCES: FirstScreenSource[];
export declare function staticImports(code: string): string[];
export declare function readManifest(distDir: string): Record<string, unknown> | null;
export declare function measureBudget(options?: BudgetOptions): BudgetReport;
export declare function printBudget(report: BudgetReport, out?: (line: string) => void): boolean;
export declare function runBudget(options?: BudgetOptions): boolean;
