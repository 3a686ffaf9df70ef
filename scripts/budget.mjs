#!/usr/bin/env node
// Bundle budget of the production build in dist/ (does not build; run `vite build` first).
//   initial JS of the home route = entry <script type="module" src> of dist/index.html
//                                + every <link rel="modulepreload"> there
//                                + the static import closure of those chunks (`import ... from "./x.js"`,
//                                  `import "./x.js"`, `export ... from "./x.js"`; never `import()`)
//   all CSS                      = every .css file under dist/assets
// Each file is gzipped at level 9; totals are compared with BUDGET_INITIAL_JS_KB (140, tightened from 150 when the catalogue landed) and BUDGET_CSS_KB (22, tightened from 25
// when builds started dropping telegram-ui rules of unused components: scripts/vite-prune-tgui-css.ts),
// KB = 1024 bytes. Exit code 1 when over budget or when dist/ is missing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Attribute value from one HTML tag's source, or undefined. */
function attr(tag, name) {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Maps a URL from index.html (`/assets/x.js`, `./assets/x.js`, `assets/x.js`) to a file in dist/. */
function urlToFile(distDir, url) {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return undefined; // external
  const clean = url.split(/[?#]/)[0];
  return path.join(distDir, clean.replace(/^\.?\//, ''));
}

/** Static import specifiers of a built ES module chunk (no dynamic `import()`). */
export function staticImports(code) {
  const specs = new Set();
  // import x from "./a.js" | import {a as b} from"./a.js" | import * as n from './a.js' | export {x} from "./a.js"
  const fromRe = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?)\s*from\s*(["'])([^"']+)\1/g;
  // side-effect import: import "./a.js"
  const bareRe = /(?:^|[;\s}])import\s*(["'])([^"']+)\1/g;
  for (const re of [fromRe, bareRe]) {
    for (const m of code.matchAll(re)) specs.add(m[2]);
  }
  return [...specs];
}

/** Measures dist/; returns the report without printing. */
export function measureBudget({
  distDir = path.join(repoRoot, 'dist'),
  initialJsBudgetKb = Number(process.env.BUDGET_INITIAL_JS_KB ?? 140),
  cssBudgetKb = Number(process.env.BUDGET_CSS_KB ?? 22),
} = {}) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`${path.relative(process.cwd(), indexFile) || indexFile} is missing: build the client first (vite build).`);
  }
  const html = fs.readFileSync(indexFile, 'utf8');

  const roots = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && /^module$/i.test(attr(tag, 'type') ?? '')) roots.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    if (href && /(^|\s)modulepreload(\s|$)/i.test(attr(tag, 'rel') ?? '')) roots.push(href);
  }

  const jsFiles = new Set();
  const missing = [];
  const queue = roots.map((url) => urlToFile(distDir, url)).filter(Boolean);
  while (queue.length > 0) {
    const file = queue.shift();
    if (jsFiles.has(file)) continue;
    if (!fs.existsSync(file)) {
      missing.push(path.relative(distDir, file));
      continue;
    }
    jsFiles.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('./') || spec.startsWith('../')) queue.push(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('/')) queue.push(path.join(distDir, spec));
      // bare specifiers cannot occur in a built chunk; ignore them
    }
  }

  const assetsDir = path.join(distDir, 'assets');
  const cssFiles = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) cssFiles.push(full);
    }
  };
  walk(assetsDir);

  const describe = (file) => ({
    file: path.relative(distDir, file),
    bytes: fs.statSync(file).size,
    gzip: gzipSize(file),
  });
  const js = [...jsFiles].map(describe);
  const css = cssFiles.sort().map(describe);
  const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);

  const initialJs = { gzip: sum(js), budget: initialJsBudgetKb * 1024 };
  const allCss = { gzip: sum(css), budget: cssBudgetKb * 1024 };
  const problems = [];
  if (roots.length === 0) problems.push('dist/index.html references no module script');
  for (const file of missing) problems.push(`referenced file missing from dist/: ${file}`);
  if (initialJs.gzip > initialJs.budget) {
    problems.push(`initial JS ${kb(initialJs.gzip)} KB gzip is over its budget of ${initialJsBudgetKb} KB`);
  }
  if (allCss.gzip > allCss.budget) {
    problems.push(`CSS ${kb(allCss.gzip)} KB gzip is over its budget of ${cssBudgetKb} KB`);
  }
  return { js, css, initialJs, allCss, problems, ok: problems.length === 0 };
}

/** Prints the report as a table; returns true when within budget. */
export function printBudget(report, out = console.log) {
  const rows = [
    ...report.js.map((r) => ['initial JS', r]),
    ...report.css.map((r) => ['CSS', r]),
  ];
  const width = Math.max(20, ...rows.map(([, r]) => r.file.length));
  out(`${'kind'.padEnd(11)}${'file'.padEnd(width + 2)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}`);
  for (const [kind, r] of rows) {
    out(`${kind.padEnd(11)}${r.file.padEnd(width + 2)}${kb(r.bytes).padStart(9)}${kb(r.gzip).padStart(9)}`);
  }
  const line = (label, total) => {
    const pct = total.budget > 0 ? Math.round((total.gzip / total.budget) * 100) : 0;
    const verdict = total.gzip <= total.budget ? 'ok' : 'OVER';
    return `${label.padEnd(16)}${kb(total.gzip).padStart(7)} KB gzip / budget ${kb(total.budget)} KB (${pct}%) ${verdict}`;
  };
  out(line('initial JS total', report.initialJs));
  out(line('CSS total', report.allCss));
  for (const problem of report.problems) out(`budget: ${problem}`);
  return report.ok;
}

/** Measures and prints; returns true when within budget (never throws). */
export function runBudget(options) {
  try {
    return printBudget(measureBudget(options));
  } catch (error) {
    console.log(`budget: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  process.exit(runBudget() ? 0 : 1);
}
