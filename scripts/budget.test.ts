/**
 * The bundle budget over a small fake dist/: what it counts as the first screen, with Vite's manifest (entry closure,
 * the lazy home chunk's closure, the default locale) and without one (entry, preloads and static imports only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBudget, printBudget, staticImports } from './budget.mjs';

const SOURCES = [
  { src: 'src/screens/home/home-screen.ui.tsx', label: 'home screen' },
  { src: 'locales/uz.json', label: 'default locale' },
];

const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
  '<script async fetchpriority="high" src="/assets/early-r1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js"><link rel="stylesheet" href="/assets/index-c1.css"></head></html>';

/** Files of a build whose entry lazily imports the home screen, the locales and a product screen. */
const FILES: Record<string, string> = {
  'index.html': INDEX,
  'assets/index-e1.js':
    'import{a}from"./vendor-v1.js";import"./shared-s1.js";const h=()=>import("./home-h1.js"),l=()=>import("./uz-u1.js"),p=()=>import("./product-p1.js");',
  'assets/vendor-v1.js': 'export const a=1;',
  'assets/early-r1.js': '(function(){fetch("/api/products/v1/grade")})();',
  'assets/shared-s1.js': 'export const s=2;',
  'assets/home-h1.js': 'import{a}from"./vendor-v1.js";import{c}from"./card-c1.js";export const HomeScreen=()=>a+c;',
  'assets/card-c1.js': 'export const c=3;',
  'assets/uz-u1.js': 'export default {"home":"Bosh sahifa"};',
  'assets/product-p1.js': 'import{c}from"./card-c1.js";import"./heavy-x1.js";export const ProductScreen=()=>c;',
  'assets/heavy-x1.js': `export const x="${'x'.repeat(4000)}";`,
  'assets/index-c1.css': 'body{margin:0}',
  'assets/home-c2.css': '.home{display:grid}',
  'assets/product-c3.css': '.product{display:flex}',
};

/** The manifest Vite writes for FILES (keys are source paths, or `_name.js` for shared chunks). */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-v1.js', '_shared-s1.js'],
    dynamicImports: [
      'src/screens/home/home-screen.ui.tsx',
      'locales/uz.json',
      'src/screens/product/product-screen.ui.tsx',
    ],
    css: ['assets/index-c1.css'],
  },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_card-c1.js': { file: 'assets/card-c1.js' },
  '_heavy-x1.js': { file: 'assets/heavy-x1.js' },
  'src/screens/home/home-screen.ui.tsx': {
    file: 'assets/home-h1.js',
    src: 'src/screens/home/home-screen.ui.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-v1.js', '_card-c1.js', 'index.html'],
    css: ['assets/home-c2.css'],
  },
  'locales/uz.json': { file: 'assets/uz-u1.js', src: 'locales/uz.json', isDynamicEntry: true },
  'src/screens/product/product-screen.ui.tsx': {
    file: 'assets/product-p1.js',
    src: 'src/screens/product/product-screen.ui.tsx',
    isDynamicEntry: true,
    imports: ['_card-c1.js', '_heavy-x1.js'],
    css: ['assets/product-c3.css'],
  },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(
  files: Record<string, string>,
  manifest?: Record<string, unknown>,
): { distDir: string; sourceRoot: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-test-'));
  dirs.push(root);
  const distDir = path.join(root, 'dist');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), text);
  }
  if (manifest) {
    fs.mkdirSync(path.join(distDir, '.vite'));
    fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  for (const { src } of SOURCES) {
    fs.mkdirSync(path.dirname(path.join(root, src)), { recursive: true });
    fs.writeFileSync(path.join(root, src), '');
  }
  return { distDir, sourceRoot: root };
}

const counted = (report: ReturnType<typeof measureBudget>) =>
  Object.fromEntries(report.js.map((row) => [row.file, row.why]));

describe('staticImports', () => {
  it('finds static imports and re-exports, never dynamic import()', () => {
    expect(
      staticImports('import{a as b}from"./a.js";import"./b.js";export{c}from\'./c.js\';const d=()=>import("./d.js");'),
    ).toEqual(['./a.js', './c.js', './b.js']);
  });
});

describe('measureBudget with the build manifest', () => {
  it("counts the entry's closure, the lazy home chunk's closure and the default locale, and nothing of other screens", () => {
    const report = measureBudget({
      ...fakeBuild(FILES, MANIFEST),
      firstScreenSources: SOURCES,
      initialJsBudgetKb: 100,
    });
    expect(report.manifest).toBe(true);
    expect(counted(report)).toEqual({
      'assets/index-e1.js': 'entry',
      'assets/vendor-v1.js': 'entry',
      'assets/shared-s1.js': 'entry',
      'assets/early-r1.js': 'early requests',
      'assets/home-h1.js': 'home screen',
      'assets/card-c1.js': 'home screen',
      'assets/uz-u1.js': 'default locale',
    });
    expect(report.firstScreenCss.map((row) => row.file).sort()).toEqual(['assets/home-c2.css', 'assets/index-c1.css']);
    expect(report.css.map((row) => row.file)).toEqual([
      'assets/home-c2.css',
      'assets/index-c1.css',
      'assets/product-c3.css',
    ]);
    expect(report.initialJs.gzip).toBe(report.js.reduce((sum, row) => sum + row.gzip, 0));
    expect(report.problems).toEqual([]);
  });

  it('counts an eager home screen (no chunk of its own) once, inside the entry', () => {
    const { 'src/screens/home/home-screen.ui.tsx': _home, ...eager } = MANIFEST;
    const report = measureBudget({ ...fakeBuild(FILES, eager), firstScreenSources: SOURCES });
    expect(Object.keys(counted(report))).not.toContain('assets/home-h1.js');
    expect(counted(report)['assets/uz-u1.js']).toBe('default locale');
    expect(report.notes.join('\n')).toContain(
      "home screen (src/screens/home/home-screen.ui.tsx) is no chunk of its own: it is in the entry's closure",
    );
    expect(report.ok).toBe(true);
  });

  it('fails when a first-screen source was moved, so the budget never silently stops counting it', () => {
    const report = measureBudget({
      ...fakeBuild(FILES, MANIFEST),
      firstScreenSources: [...SOURCES, { src: 'src/screens/home/gone.tsx', label: 'gone' }],
    });
    expect(report.problems).toEqual([
      'first-screen source src/screens/home/gone.tsx no longer exists: update FIRST_SCREEN_SOURCES in scripts/budget.mjs',
    ]);
    expect(report.ok).toBe(false);
  });

  it('is over budget when the lazy home chunk is heavy, though the entry alone is light', () => {
    const heavyHome = {
      ...FILES,
      'assets/card-c1.js': `export const c="${Array.from({ length: 3000 }, (_, i) => i.toString(36)).join('')}";`,
    };
    const report = measureBudget({
      ...fakeBuild(heavyHome, MANIFEST),
      firstScreenSources: SOURCES,
      initialJsBudgetKb: 4,
    });
    expect(report.initialJs.gzip).toBeGreaterThan(4 * 1024);
    expect(report.js.filter((row) => row.why === 'entry').reduce((sum, row) => sum + row.gzip, 0)).toBeLessThan(1024);
    expect(report.problems).toEqual([
      expect.stringMatching(/^first-screen JS \d+\.\d KB gzip is over its budget of 4 KB$/),
    ]);
  });

  it("counts a script written into the page as the early script it is, and holds the page to a connection's first window", () => {
    const code = '(function(){fetch("/api/products/v1/grade")})();';
    const inline = INDEX.replace(
      '<script async fetchpriority="high" src="/assets/early-r1.js"></script>',
      `<script>${code}</script>`,
    );
    const { 'assets/early-r1.js': _file, ...rest } = FILES;
    const report = measureBudget({
      ...fakeBuild({ ...rest, 'index.html': inline }, MANIFEST),
      firstScreenSources: SOURCES,
    });
    expect(counted(report)['index.html <script> 1']).toBe('early requests');
    expect(report.js.find((row) => row.why === 'early requests')?.bytes).toBe(code.length);
    expect(report.initialJs.gzip).toBe(report.js.reduce((sum, row) => sum + row.gzip, 0));
    expect(report.page.budget).toBe(14.2 * 1024);
    expect(report.ok).toBe(true);

    // A page that would need a second round trip: its stylesheet written in grew past the first window.
    const style = `<style>${Array.from({ length: 4000 }, (_, i) => `.r${i.toString(36)}{order:${i}}`).join('')}</style>`;
    const large = measureBudget({
      ...fakeBuild({ ...rest, 'index.html': inline.replace('</head>', `${style}</head>`) }, MANIFEST),
      firstScreenSources: SOURCES,
    });
    expect(large.page.gzip).toBeGreaterThan(14.2 * 1024);
    expect(large.problems).toEqual([
      expect.stringMatching(
        /^the page \(index\.html\) \d+\.\d KB gzip is over its budget of 14\.2 KB: it no longer comes in a connection's first window$/,
      ),
    ]);
  });

  it('prints each file with why it is counted, then the totals', () => {
    const lines: string[] = [];
    expect(
      printBudget(measureBudget({ ...fakeBuild(FILES, MANIFEST), firstScreenSources: SOURCES }), (line) =>
        lines.push(line),
      ),
    ).toBe(true);
    expect(lines.find((line) => line.includes('assets/home-h1.js'))).toMatch(
      /^JS: home screen\s+assets\/home-h1\.js\s+\d+\.\d\s+\d+\.\d$/,
    );
    expect(lines.find((line) => line.includes('assets/uz-u1.js'))).toMatch(/^JS: default locale\s/);
    expect(
      lines.some((line) => /^first-screen JS \(7\)\s+\d+\.\d KB gzip \/ budget 110\.0 KB \(\d+%\) ok$/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('first-screen CSS (2)'))).toBe(true);
    expect(
      lines.some((line) => /^page \(index\.html\)\s+\d+\.\d KB gzip \/ budget 14\.2 KB \(\d+%\) ok$/.test(line)),
    ).toBe(true);
  });
});

describe('measureBudget without a manifest (fallback)', () => {
  it('counts the entry, its preloads and their static imports only, and says so', () => {
    const report = measureBudget({ ...fakeBuild(FILES), firstScreenSources: SOURCES });
    expect(report.manifest).toBe(false);
    expect(Object.keys(counted(report)).sort()).toEqual([
      'assets/early-r1.js',
      'assets/index-e1.js',
      'assets/shared-s1.js',
      'assets/vendor-v1.js',
    ]);
    expect(report.firstScreenCss.map((row) => row.file)).toEqual(['assets/index-c1.css']);
    expect(report.notes).toEqual([
      'no dist/.vite/manifest.json (build.manifest): counted only the entry, its preloads and their static imports',
    ]);
  });

  it('names a referenced chunk that is missing and an index.html without a module script', () => {
    const { 'assets/shared-s1.js': _shared, ...withoutShared } = FILES;
    expect(measureBudget(fakeBuild(withoutShared)).problems).toEqual([
      'referenced file missing from dist/: assets/shared-s1.js',
    ]);
    expect(measureBudget(fakeBuild({ 'index.html': '<html></html>' })).problems).toEqual([
      'dist/index.html references no module script',
    ]);
  });

  it('throws when dist/ has no index.html', () => {
    expect(() => measureBudget({ distDir: path.join(os.tmpdir(), 'no-such-dist-for-budget') })).toThrow(
      /is missing: build the client first/,
    );
  });
});
