import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** The page's early script (src/early.ts): it sends a first visit's first requests before the app has come. */
export const EARLY_ENTRY = 'src/early.ts';

/**
 * Builds the page's early script on its own, as one small classic script, and loads it from index.html ahead of the
 * app: `<script async fetchpriority="high">` in the head, so it runs as soon as it has come instead of after the app's
 * code, and compiles in a moment. Built apart (a second, nested build), it shares no chunk with the app, so it never
 * waits for one. It is an external file, not inline code: the storefront's Content-Security-Policy allows scripts of
 * its own origin only. In development it is the source file as a module.
 */
export function earlyRequestsPlugin(entry = EARLY_ENTRY): Plugin {
  let config: ResolvedConfig;
  let built: { fileName: string; code: string } | null = null;
  return {
    name: 'storefront:early-requests',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      const output = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        envPrefix: config.envPrefix,
        publicDir: false,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          minify: true,
          lib: { entry: path.resolve(config.root, entry), formats: ['iife'], name: 'storefrontEarly' },
        },
      });
      const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((out) => out.output).find((file) => file.type === 'chunk');
      if (!chunk) throw new Error(`the early script (${entry}) built no chunk`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      built = { fileName: `${config.build.assetsDir}/early-${hash}.js`, code: chunk.code };
    },
    generateBundle() {
      if (built) this.emitFile({ type: 'asset', fileName: built.fileName, source: built.code });
    },
    transformIndexHtml() {
      if (config.command === 'serve') {
        return [{ tag: 'script', attrs: { type: 'module', src: `/${entry}` }, injectTo: 'head' }];
      }
      if (!built) return [];
      return [
        {
          tag: 'script',
          attrs: { async: true, fetchpriority: 'high', src: `${config.base}${built.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  };
}
