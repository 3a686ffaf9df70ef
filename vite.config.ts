import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pruneTguiCssPlugin } from './scripts/vite-prune-tgui-css.ts';
import { tguiTextTagsPlugin } from './scripts/vite-tgui-text-tags.ts';

const apiPort = Number(process.env.API_PORT ?? 8787);

export default defineConfig({
  // The pruning runs in builds only: it drops telegram-ui rules of components the built JS never renders. The kit's
  // captions are not headings (no <h6> in buttons and fields).
  plugins: [react(), pruneTguiCssPlugin(), tguiTextTagsPlugin()],
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
