// ESLint flat config. Not type-aware on purpose (fast). The design it enforces is written in docs/architecture.md.
//
// Import direction is declared once, as zones (eslint-plugin-boundaries), on resolved files, so it holds however an
// import is written (relative, `@/` alias, re-export or dynamic `import()`):
//   app -> screens -> features -> entities -> shared, and platform/ beside them;
//   slices of entities/, features/ and screens/ do not import each other;
//   only app, screens and features import platform/; platform/ imports nothing from src/;
//   server/ imports only src/shared/contract from src/.
// Packages: only platform/ imports the Telegram SDK (@telegram-apps/sdk*); server/, scripts/ and tests/ may use the
// Node-side @telegram-apps/init-data-node to sign and check initData.
// Circular imports, type-only ones included, are checked by scripts/import-cycles.mjs (part of `npm run lint`).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const SRC_EXT = '{ts,tsx,js,jsx,mjs,cjs,mts,cts}';

/**
 * The zones. The first pattern that matches a file names its element (so the contract is found before the rest of
 * shared/); `slice` is captured so that imports between two slices of one layer can be told from imports inside one.
 */
const ELEMENTS = [
  { type: 'app', pattern: 'src/app' },
  { type: 'screens', pattern: 'src/screens/*', capture: ['slice'] },
  { type: 'features', pattern: 'src/features/*', capture: ['slice'] },
  { type: 'entities', pattern: 'src/entities/*', capture: ['slice'] },
  { type: 'contract', pattern: 'src/shared/contract' },
  { type: 'shared', pattern: 'src/shared' },
  // The component-test harness (renderScreen, the fake API): it renders the real app, so it reads every layer.
  { type: 'testing', pattern: 'src/testing' },
  { type: 'locales', pattern: 'locales' },
  { type: 'platform', pattern: 'platform' },
  { type: 'server', pattern: 'server' },
  { type: 'tooling', pattern: '{scripts,tests}' },
];

/** What each element may import besides itself (and, for sliced layers, besides its own slice). */
const MAY_IMPORT = {
  app: ['screens', 'features', 'entities', 'shared', 'contract', 'locales', 'platform'],
  screens: ['features', 'entities', 'shared', 'contract', 'platform'],
  features: ['entities', 'shared', 'contract', 'platform'],
  entities: ['shared', 'contract'],
  shared: ['contract', 'locales'],
  contract: [],
  locales: [],
  platform: [],
  server: ['contract'],
  testing: ['app', 'screens', 'features', 'entities', 'shared', 'contract', 'locales', 'platform'],
  tooling: ['app', 'screens', 'features', 'entities', 'shared', 'contract', 'locales', 'platform', 'server'],
};

const WHY = {
  app: 'app/ composes everything below it.',
  screens: 'A screen may use features, entities, shared and platform/, never another screen: compose in app/.',
  features: 'A feature may use entities, shared and platform/, never another feature: compose them in a screen.',
  entities: 'An entity may use only shared/ (no platform/, no other entity): compose entities in a feature.',
  shared: 'shared/ knows nothing of the product above it.',
  contract: 'The contract is shared with server/ and stands alone.',
  locales: 'Locale files are data.',
  platform: 'platform/ imports nothing from src/: it maps the messenger onto atoms the app reads.',
  server: 'server/ imports only src/shared/contract from src/.',
  testing: 'The test harness renders the whole app.',
  tooling: 'scripts/ and tests/ may read the code they build and test.',
};

// Later policies win over earlier ones: each zone allows its list and refuses the rest with the reason, then imports
// inside one element (one slice of a sliced layer) are allowed whatever the zone.
const dependencyPolicies = [
  ...Object.entries(MAY_IMPORT).flatMap(([type, targets]) => [
    { from: { element: { type } }, allow: { to: { element: { types: { anyOf: targets } } } } },
    {
      from: { element: { type } },
      disallow: { to: { element: { types: { noneOf: targets } } } },
      message: `${type} may not import {{ to.element.type }} ({{ to.file.path }}). ${WHY[type]} See docs/architecture.md.`,
    },
  ]),
  { allow: { dependency: { relationship: { to: 'internal' } } } },
  // A unit test may read the locale files it checks texts against, and render through the harness.
  { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ['locales', 'testing'] } } } } },
];

const TELEGRAM_SDK = {
  group: ['@telegram-apps/*', '!@telegram-apps/telegram-ui', '!@telegram-apps/telegram-ui/**'],
  message: 'Only platform/ imports the Telegram SDK: use platform/index.ts and the shared atoms instead.',
};
const TELEGRAM_SDK_EXCEPT_NODE = { ...TELEGRAM_SDK, group: [...TELEGRAM_SDK.group, '!@telegram-apps/init-data-node'] };
// Inside the client, an import that leaves its own folder names where it goes (`@/entities/basket/…`), so a file
// reads the same wherever it sits and moves without its imports changing (docs/architecture.md, "Imports").
const PARENT_RELATIVE = {
  group: ['../*', '../**'],
  message: 'Import across folders by alias: @/… (src), @platform/… or @locales/…; `./` stays for the same folder.',
};

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
    name: 'project:zones',
    files: [`**/*.${SRC_EXT}`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      // Root configs (vite, playwright, this file) are tooling outside the zones; src/main.tsx, the boot, and
      // src/early.ts, the page's early script (its own bundle), may import every layer of src/ and platform/.
      'boundaries/ignore': ['*.{ts,js,mjs}', 'src/main.tsx', 'src/early.ts'],
      // Tests and their shared set-up files (`*.setup.tsx`).
      'boundaries/files': [{ category: 'test', pattern: '**/*.{test,setup}.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: { project: ['tsconfig.app.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true },
        node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'] },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: dependencyPolicies }],
      // An import the resolver cannot place in a zone is a typo or a path outside the design: say so.
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    name: 'project:telegram-sdk-only-in-platform',
    files: [`**/*.${SRC_EXT}`],
    ignores: [`platform/**`, `{server,scripts,tests}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [TELEGRAM_SDK, PARENT_RELATIVE] }] },
  },
  {
    name: 'project:aliases-in-platform',
    files: [`platform/**/*.${SRC_EXT}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [PARENT_RELATIVE] }] },
  },
  {
    name: 'project:telegram-node-side-only',
    files: [`{server,scripts,tests}/**/*.${SRC_EXT}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [TELEGRAM_SDK_EXCEPT_NODE] }] },
  },
);
