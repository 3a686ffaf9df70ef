import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preloadDefaultLocalePlugin } from './scripts/vite-preload-locale.ts';
import { inlinePageFilesPlugin } from './scripts/vite-inline-page-files.ts';
import { pruneTguiCssPlugin } from './scripts/vite-prune-tgui-css.ts';
import { tguiTextTagsPlugin } from './scripts/vite-tgui-text-tags.ts';
import { runtimeInFirstScreenPlugin } from './scripts/vite-runtime-in-first-screen.ts';
import { firstScreenGroup } from './scripts/vite-first-screen-chunk.ts';
import { axiosXhrOnlyPlugin } from './scripts/vite-axios-xhr-only.ts';
import { reactSyncStorePlugin } from './scripts/vite-react-sync-store.ts';
import { jotaiQuietMountPlugin } from './scripts/vite-jotai-quiet-mount.ts';
import { earlyRequestsPlugin } from './scripts/vite-early-requests.ts';
import { lazyButtonSpinnerPlugin, spinnerGroup } from './scripts/vite-lazy-button-spinner.ts';

const firstScreen = firstScreenGroup();
/**
 * i18next, react-i18next and the module that starts them (src/shared/i18n/i18next.ts), which every screen after the
 * first needs and the first does not: one chunk of their own. Left to the bundler they joined the code most lazy screens
 * share, and a dish's page, whose own code needs little of that, then waited for all of it (LCP 1.51 -> 1.65 s).
 */
const i18nextGroup = {
  name: 'i18next',
  test: (id: string) =>
    /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]|[\\/]src[\\/]shared[\\/]i18n[\\/]i18next\.ts$/.test(id),
  priority: 8,
};

const apiPort = Number(process.env.API_PORT ?? 8787);

export default defineConfig({
  // The pruning runs in builds only: it drops telegram-ui rules of components the built JS never renders. The kit's
  // captions are not headings (no <h6> in buttons and fields). The default language's chunk is preloaded by index.html
  // (scripts/vite-preload-locale.ts). axios's fetch adapter, never chosen in a browser, is left out of builds
  // (scripts/vite-axios-xhr-only.ts), and wouter's hook for external stores is React's own, not the shim for React 16
  // and 17 (scripts/vite-react-sync-store.ts). jotai's useAtomValue renders its component again after mounting only
  // when the atom has changed meanwhile (scripts/vite-jotai-quiet-mount.ts). A first visit's first requests leave from
  // a small script of their own before the app has come (scripts/vite-early-requests.ts). The kit's Button takes its
  // loading spinner's code when first needed (scripts/vite-lazy-button-spinner.ts). The first screen's stylesheet and
  // the page's icon are written into index.html (scripts/vite-inline-page-files.ts).
  plugins: [
    react(),
    pruneTguiCssPlugin(),
    tguiTextTagsPlugin(),
    preloadDefaultLocalePlugin(),
    inlinePageFilesPlugin(),
    firstScreen.plugin,
    runtimeInFirstScreenPlugin(),
    axiosXhrOnlyPlugin(),
    reactSyncStorePlugin(),
    jotaiQuietMountPlugin(),
    earlyRequestsPlugin(),
    lazyButtonSpinnerPlugin(),
  ],
  // `@/x` is src/x, `@platform/x` is platform/x and `@locales/x` is locales/x, as in tsconfig.base.json's paths:
  // one spelling for an import that leaves its own folder, `./x` inside it.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@platform\//, replacement: fileURLToPath(new URL('./platform/', import.meta.url)) },
      { find: /^@locales\//, replacement: fileURLToPath(new URL('./locales/', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // The Telegram simulator (demo mode): served by the API server, proxied so it frames the app on the same origin.
      '/__telegram': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: each chunk's source, static imports and CSS, read by the bundle budget
    // (scripts/budget.mjs) to count the home route's first screen; the server never serves it.
    manifest: true,
    // The first screen is one chunk (scripts/vite-first-screen-chunk.ts): every module the entry imports statically,
    // which the bundler would otherwise cut into a chunk per set of lazy screens sharing them (measured: 19 files
    // before the menu paints -> 3); what five or more lazy screens share beyond it is one more, and the rest is split
    // as the bundler splits it, so a screen opened first loads little more than its own code (docs/performance.md,
    // fourteenth pass: over HTTP/2 a file costs its bytes, not a round trip).
    // The page's entry is that chunk itself (its module exports nothing for anyone to keep), and no modulepreload
    // polyfill comes with it (a browser without the links, Safari before 17, loads the same files by their imports, a
    // round trip later): with the two, the entry was a file of its own holding the polyfill and an import of the first
    // screen, one more request beside the first screen's (measured: FCP 0.12 s earlier in Lighthouse's model on every
    // page without it, docs/performance.md, twelfth pass).
    // A lazy chunk's own imports are not listed beside each dynamic import (its styles still are): the lists lived in
    // the first screen's chunk and grew with every file. The screen the page opens on comes with all of its files
    // from the early script (the build's manifest), and the others are loaded once the page has settled; a screen
    // asked for before that finds its imports as the browser reads it, a round trip later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { groups: [firstScreen.group, spinnerGroup, i18nextGroup, firstScreen.sharedByScreens] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'platform/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'],
          // A screen test's first render waits up to 10 s for the route's lazy code (SCREEN_CODE_WAIT_MS in
          // src/testing/render-screen.tsx: a module graph transformed on a busy 2-core machine); the test as a whole
          // has that allowance and its own steps' time on top, or the first test of a file fails while code loads.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
