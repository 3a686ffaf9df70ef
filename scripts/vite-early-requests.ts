import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import {
  OPENING_SCREEN_SOURCES,
  SCREEN_TEXT_SOURCES,
  WIRE_SOURCE,
  type OpeningFiles,
} from '../src/app/opening-screens.ts';

/** The page's early script (src/early.ts): it sends a first visit's first requests before the app has come. */
export const EARLY_ENTRY = 'src/early.ts';

/**
 * Builds the page's early script on its own, as one small classic script, and loads it from index.html ahead of the
 * app: `<script async fetchpriority="high">` in the head, so it runs as soon as it has come instead of after the app's
 * code, and compiles in a moment. Built apart (a second, nested build), it shares no chunk with the app, so it never
 * waits for one. It is an external file, not inline code: the storefront's Content-Security-Policy allows scripts of
 * its own origin only. In development it is the source file as a module.
 *
 * It is built once the app's files are known (generateBundle), and is told which of them each opening screen needs
 * beyond what the page loads anyway (`__OPENING_FILES__`, src/app/opening-screens.ts): it asks for them too, so a
 * page opened on a dish or the basket has its screen's code on the way with the app's.
 */
export function earlyRequestsPlugin(entry = EARLY_ENTRY): Plugin {
  let config: ResolvedConfig;
  let built: { fileName: string; code: string } | null = null;
  return {
    name: 'storefront:early-requests',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (config.command !== 'build' || config.build.ssr) return;
      const files = openingFiles(bundle, config.root, config.base);
      const output = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        envPrefix: config.envPrefix,
        publicDir: false,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        define: { __OPENING_FILES__: JSON.stringify(files) },
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
      this.emitFile({ type: 'asset', fileName: built.fileName, source: built.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (config.command === 'serve') {
          return [{ tag: 'script', attrs: { type: 'module', src: `/${entry}` }, injectTo: 'head' }];
        }
        if (!built) throw new Error('the early script was not built before index.html was written');
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `${config.base}${built.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

type Chunk = Rollup.OutputChunk;

/**
 * The files each opening screen and each language's screen texts need beyond the page's own (the entry and its
 * static imports): the chunk of the source, its static imports, and their CSS. A source that is no chunk of the build
 * stops it: the list in src/app/opening-screens.ts names a file the router no longer loads lazily.
 */
export function openingFiles(bundle: Rollup.OutputBundle, root: string, base: string): OpeningFiles {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly Chunk[]): Chunk[] => {
    const seen = new Map<string, Chunk>();
    const queue = [...start];
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      if (seen.has(chunk.fileName)) continue;
      seen.set(chunk.fileName, chunk);
      for (const name of chunk.imports) {
        const imported = byFile.get(name);
        if (imported) queue.push(imported);
      }
    }
    return [...seen.values()];
  };
  const pageOwn = new Set(closure(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName));
  const sourceOf = (chunk: Chunk) =>
    chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId).split(path.sep).join('/') : null;
  const needs = (source: string) => {
    const chunk = chunks.find((candidate) => candidate.isDynamicEntry && sourceOf(candidate) === source);
    if (!chunk) throw new Error(`${source} (src/app/opening-screens.ts) is no lazily loaded chunk of the build`);
    const own = closure([chunk]).filter((needed) => !pageOwn.has(needed.fileName));
    return {
      js: own.map((needed) => `${base}${needed.fileName}`),
      css: [...new Set(own.flatMap((needed) => [...(needed.viteMetadata?.importedCss ?? [])]))].map(
        (file) => `${base}${file}`,
      ),
    };
  };
  const each = <K extends string>(sources: Readonly<Record<K, string>>) =>
    Object.fromEntries(Object.entries<string>(sources).map(([key, source]) => [key, needs(source)])) as Record<
      K,
      { js: string[]; css: string[] }
    >;
  return { screens: each(OPENING_SCREEN_SOURCES), texts: each(SCREEN_TEXT_SOURCES), wire: needs(WIRE_SOURCE) };
}
