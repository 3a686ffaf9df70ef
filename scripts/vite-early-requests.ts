import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { scriptHashSource } from '../server/http/page-scripts.ts';
import {
  OPENING_SCREEN_SOURCES,
  SCREEN_TEXT_SOURCES,
  WIRE_SOURCE,
  type OpeningFiles,
} from '../src/app/opening-screens.ts';

/** The page's early script (src/early.ts): it sends a first visit's first requests before the app has come. */
export const EARLY_ENTRY = 'src/early.ts';

/**
 * Builds the page's early script on its own, as one small classic script, and writes it into index.html at the end of
 * the head: it runs as soon as the parser reaches it, before the app's code has come. Built apart (a second, nested
 * build), it shares no chunk with the app, so it never waits for one. It is inline, not a file of its own: a file
 * was one more request beside the app's code and a round trip before the first request could leave (measured: FCP
 * 0.1-0.2 s earlier on every page, docs/performance.md, thirteenth pass). The storefront's Content-Security-Policy
 * allows it by its hash: the reference server hashes the inline scripts of the page it serves
 * (server/http/page-scripts.ts), and the build writes the hash for other servers into `.vite/page-script.csp` (the
 * source expression alone) and `.vite/page-script.nginx.conf` (docs/nginx.conf includes it). In development it is
 * the source file as a module.
 *
 * It is built once the app's files are known (generateBundle), and is told which of them each opening screen needs
 * beyond what the page loads anyway (`__OPENING_FILES__`, src/app/opening-screens.ts): it asks for them too, so a
 * page opened on a dish or the basket has its screen's code on the way with the app's.
 */
export function earlyRequestsPlugin(entry = EARLY_ENTRY): Plugin {
  let config: ResolvedConfig;
  let built: string | null = null;
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
      built = inlineScriptCode(chunk.code);
      const source = scriptHashSource(built);
      this.emitFile({ type: 'asset', fileName: '.vite/page-script.csp', source: `${source}\n` });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-script.nginx.conf',
        source: `# The page's early script, written into index.html by the build: allowed by its hash.\nset $script "$script ${source}";\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (config.command === 'serve') {
          return [{ tag: 'script', attrs: { type: 'module', src: `/${entry}` }, injectTo: 'head' }];
        }
        if (built === null) throw new Error('the early script was not built before index.html was written');
        return [{ tag: 'script', children: built, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The script's code as it can stand inside `<script>`: the minifier's output without its trailing newline. Text that
 * would end the element or change how the HTML parser reads it (`</script`, `<!--`) stops the build instead of being
 * rewritten: no such text is expected in this code, and a rewrite could change what it means.
 */
export function inlineScriptCode(code: string): string {
  const found = /<\/script|<!--/i.exec(code);
  if (found) throw new Error(`the early script cannot be written into the page: it contains "${found[0]}"`);
  return code.trimEnd();
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
