import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preloadDefaultLocalePlugin } from './scripts/vite-preload-locale.ts';
import { pruneTguiCssPlugin } from './scripts/vite-prune-tgui-css.ts';
import { tguiTextTagsPlugin } from './scripts/vite-tgui-text-tags.ts';

const apiPort = Number(process.env.API_PORT ?? 8787);

export default defineConfig({
  // The pruning runs in builds only: it drops telegram-ui rules of components the built JS never renders. The kit's
  // captions are not headings (no <h6> in buttons and fields). The default language's chunk is preloaded by index.html
  // (scripts/vite-preload-locale.ts).
  plugins: [react(), pruneTguiCssPlugin(), tguiTextTagsPlugin(), preloadDefaultLocalePlugin()],
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
    // The state and query libraries (jotai, jotai-tanstack-query, query-core) and the API's scope atoms are one chunk:
    // the first screen loads all of them anyway, and left to itself the bundler cuts them into several small chunks
    // by which lazy screens import them, which costs the first screen compression and imports (scripts/budget.mjs).
    // Likewise 'shell': the small shared modules the shell and nearly every screen use (routes, return-to, storage,
    // localize, phone numbers, error texts, toasts, layers, the branch list's fetcher), 0.2-1.1 KB chunks otherwise.
    // The group takes what those modules import along (the API client and the contract schemas the first screen
    // reads), all of it first-screen code: one 36 KB chunk where there were nine (measured: first-screen JS 158.3 ->
    // 156.5 KB gzip).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'store',
              test: /node_modules[\\/](jotai|jotai-tanstack-query|@tanstack[\\/](query-core|react-query))[\\/]|src[\\/]shared[\\/]api[\\/]scope\.atoms/,
            },
            {
              name: 'shell',
              test: /src[\\/](shared[\\/](routing[\\/](paths|return-to)|lib[\\/](storage|localize|phone)|api[\\/]error-text|ui[\\/](toast\.atoms|layers|phone-link))|entities[\\/]branch[\\/]branch\.(api|atoms))\.tsx?$/,
            },
          ],
        },
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
