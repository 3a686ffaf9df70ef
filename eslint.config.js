// ESLint flat config. Not type-aware on purpose (fast). Import direction is enforced in two ways:
//  1. `no-restricted-imports` blocks generated per source directory at config load time: for every directory under
//     src/ and platform/ we know exactly which relative prefixes lead into a forbidden layer, slice or package, so the
//     patterns are anchored (`^../../features/`), never guessed. Non-normalised relative paths (`./a/../b`) are
//     rejected everywhere, which keeps the anchored prefixes sound.
//  2. `import-x/no-cycle` (node resolver; relative imports here always carry their .ts/.tsx extension).
// Layer rules (docs/architecture.md): app -> screens -> features -> entities -> shared;
// slices of one layer do not import each other; only platform/ imports the Telegram SDK @telegram-apps/* (the UI kit
// @telegram-apps/telegram-ui is plain React: src/shared/ui/kit.ts re-exports it; server/ and tests/ may use
// the Node-side @telegram-apps/init-data-node to validate/sign initData); platform/ imports nothing from src/;
// only app, screens and features import platform/; server/ imports only src/shared/contract from src/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

const SRC_EXT = '{ts,tsx,js,jsx,mjs,cjs,mts,cts}';
/** Layers of src/, lowest first. A layer may import only the layers before it (and itself). */
const LAYERS = ['shared', 'entities', 'features', 'screens', 'app'];
/** Layers made of slices that must not import each other. */
const SLICED = new Set(['entities', 'features', 'screens']);
/** Layers allowed to import platform/. */
const PLATFORM_USERS = new Set(['features', 'screens', 'app']);
/** Directories never walked. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'coverage']);

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every directory under `rel` (relative to the repo root, posix separators), including `rel` itself. */
function listDirs(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  const out = [rel];
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
      out.push(...listDirs(`${rel}/${entry.name}`));
    }
  }
  return out;
}

/**
 * Regex (as a string) matching a relative import written in directory `fromDir` that lands in `targetDir` or below.
 * Both are repo-relative posix paths. `./x` and `x` forms are both accepted for same-or-below targets.
 */
function relPrefixRe(fromDir, targetDir) {
  let rel = path.posix.relative(fromDir, targetDir);
  if (rel === '') return null; // importing from yourself: never a violation of a "foreign directory" rule
  if (!rel.startsWith('..')) rel = `./${rel}`;
  return `^${escapeRe(rel)}(/|$)`;
}

const TELEGRAM_RE = '^@telegram-apps/(?!telegram-ui(/|$))';
const TELEGRAM_NODE_RE = '^@telegram-apps/(?!(init-data-node|telegram-ui)(/|$))';

/** Patterns every file gets. */
const basePatterns = (telegramRe = TELEGRAM_RE) => [
  {
    regex: telegramRe,
    message: 'Only platform/ imports the Telegram SDK, @telegram-apps/* (use platform/index.ts and the shared atoms instead; the UI kit comes from src/shared/ui/kit.ts).',
  },
  {
    regex: '^\\.\\.?/(?:\\.\\./)*(?:[^./][^/]*/|\\.[^./][^/]*/)+\\.\\.(/|$)|^\\./\\.\\.(/|$)',
    message: 'Write relative imports normalised (no "/../" after a named segment): the layer rules rely on it.',
  },
  { regex: '^/', message: 'Use relative imports (with extension), not root-absolute paths: the layer rules read them.' },
];

/**
 * Relative paths must be the shortest: going up n levels and then straight back down into the folder you came from
 * (`../a/x` inside a/, `../../entities/b/x` inside entities/a/) is a detour that would slip past the prefix rules.
 */
function canonicalPatterns(dir) {
  const chain = [...dir.split('/').reverse(), path.basename(root)]; // [own dir, parent, ..., repo root]
  const out = [];
  for (let n = 1; n <= chain.length; n += 1) {
    out.push(`^(\\.\\./){${n}}${escapeRe(chain[n - 1])}(/|$)`);
  }
  return [
    {
      regex: out.join('|'),
      message: 'Write the shortest relative path (e.g. "./x.ts", not "../own-folder/x.ts"): the layer rules rely on it.',
    },
  ];
}

/** The no-restricted-imports patterns for files directly inside `dir` (a directory under src/). */
function srcPatterns(dir) {
  const patterns = basePatterns();
  const parts = dir.split('/'); // ['src', layer?, slice?, ...]
  const layer = parts[1];
  const layerIndex = LAYERS.indexOf(layer);
  if (layerIndex === -1) return patterns; // src/ itself (main.tsx: the boot) or an unknown top folder

  for (const higher of LAYERS.slice(layerIndex + 1)) {
    const re = relPrefixRe(dir, `src/${higher}`);
    if (re) {
      patterns.push({
        regex: re,
        message: `Layer "${layer}" may not import "${higher}": imports go app -> screens -> features -> entities -> shared.`,
      });
    }
  }

  if (SLICED.has(layer) && parts.length >= 3) {
    // Anything reached through the layer folder that is not our own slice (and not a step further up) is another
    // slice, whether or not it exists yet.
    const slice = parts[2];
    const toLayer = path.posix.relative(dir, `src/${layer}`);
    patterns.push({
      regex: `^${escapeRe(toLayer)}/(?!${escapeRe(slice)}(/|$)|\\.\\.(/|$))`,
      message: `Slices of one layer do not import each other (${layer}/${slice} -> another ${layer} slice). Compose them in a screen, or move shared code down a layer.`,
    });
  }

  if (!PLATFORM_USERS.has(layer)) {
    patterns.push({
      regex: relPrefixRe(dir, 'platform'),
      message: `Layer "${layer}" may not import platform/: only app, screens and features do.`,
    });
  }
  return patterns;
}

/** platform/ imports nothing from src/. */
function platformPatterns(dir) {
  return [
    ...basePatterns(null),
    { regex: relPrefixRe(dir, 'src'), message: 'platform/ imports nothing from src/.' },
  ].filter((p) => p.regex);
}

/** server/ imports only src/shared/contract from src/ (and nothing from platform/). */
function serverPatterns(dir) {
  const src = relPrefixRe(dir, 'src').slice(0, -'(/|$)'.length);
  return [
    ...basePatterns(TELEGRAM_NODE_RE),
    {
      regex: `${src}(/(?!shared/contract(/|$))|$)`,
      message: 'server/ imports only src/shared/contract from src/.',
    },
    { regex: relPrefixRe(dir, 'platform'), message: 'server/ does not import platform/.' },
  ];
}

/** One config block per directory, matching only the files directly inside it. */
function dirBlocks(topDir, patternsFor) {
  return listDirs(topDir).map((dir) => ({
    name: `layers:${dir}`,
    files: [`${dir}/*.${SRC_EXT}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...patternsFor(dir), ...canonicalPatterns(dir)].map(withoutNull) },
      ],
    },
  }));
}

function withoutNull(p) {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v != null));
}

export default defineConfig(
  {
    ignores: ['dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project:globals-node',
    files: [`{server,scripts,tests}/**/*.${SRC_EXT}`, `*.${SRC_EXT}`],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'project:globals-browser',
    files: [`{src,platform}/**/*.${SRC_EXT}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React code only: Playwright fixtures call a parameter named `use`, which rules-of-hooks would flag.
    name: 'project:react-hooks',
    files: [`{src,platform}/**/*.${SRC_EXT}`],
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'project:typescript',
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    name: 'project:import-cycles',
    files: [`{src,platform,server,tests,scripts}/**/*.${SRC_EXT}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Telegram only in platform/ for every file not covered by a per-directory block below (root configs, scripts).
  {
    name: 'layers:default',
    files: [`**/*.${SRC_EXT}`],
    rules: { 'no-restricted-imports': ['error', { patterns: basePatterns() }] },
  },
  {
    name: 'layers:tests',
    files: [`tests/**/*.${SRC_EXT}`],
    rules: { 'no-restricted-imports': ['error', { patterns: basePatterns(TELEGRAM_NODE_RE) }] },
  },
  ...dirBlocks('src', srcPatterns),
  ...dirBlocks('platform', platformPatterns),
  ...dirBlocks('server', serverPatterns),
);
