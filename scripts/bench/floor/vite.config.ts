import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { axiosXhrOnlyPlugin } from '../../vite-axios-xhr-only.ts';
import { pruneTguiCssPlugin } from '../../vite-prune-tgui-css.ts';

/** The floor page's build (floor.tsx): the app's production settings and its library-trimming plugins. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), pruneTguiCssPlugin(), axiosXhrOnlyPlugin()],
  build: { target: 'es2022', assetsInlineLimit: 0, emptyOutDir: true, reportCompressedSize: false },
});
