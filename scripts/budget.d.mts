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
  /**
   * First-screen JS, each file with why it is needed ('entry', 'early requests' or a source's label); a script written
   * into the page is a row `index.html <script> n`.
   */
  js: (BudgetFile & { why: string })[];
  /** Every CSS file of the build. */
  css: BudgetFile[];
  firstScreenCss: BudgetFile[];
  initialJs: BudgetTotal;
  firstScreenCssTotal: { gzip: number };
  allCss: BudgetTotal;
  /** dist/index.html itself, held to a connection's first window. */
  page: BudgetTotal;
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
  pageBudgetKb?: number;
}
export declare const FIRST_SCREEN_SOURCES: FirstScreenSource[];
export declare function staticImports(code: string): string[];
export declare function readManifest(distDir: string): Record<string, unknown> | null;
export declare function measureBudget(options?: BudgetOptions): BudgetReport;
export declare function printBudget(report: BudgetReport, out?: (line: string) => void): boolean;
export declare function runBudget(options?: BudgetOptions): boolean;
