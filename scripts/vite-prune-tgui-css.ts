/**
 * Build-only Vite plugin: drops telegram-ui rules that no built JS can ever match.
 *
 * telegram-ui ships one global stylesheet for all its components; its classes are hashed (`tgui-<16 hex>`) and the
 * component JS names them as string literals. Tree-shaking drops the JS of components the app never imports but
 * cannot drop their CSS. In `generateBundle` this plugin collects every `tgui-…` token in the emitted JS chunks and,
 * in every emitted CSS asset, removes the selectors that name (outside parentheses such as `:not(…)`) a tgui class
 * that no JS mentions: such an element can never exist. A rule goes when none of its selectors remain; `@media`,
 * `@supports`, `@layer` and `@container` blocks are pruned inside and dropped when empty; everything else
 * (`@keyframes`, `@font-face`, `:root`, rules without tgui classes) is kept byte for byte.
 *
 * A pruned asset is emitted again under a name hashed from its new content, so a build that starts using another
 * component never reuses the file name of a smaller pruned sheet (assets are cached as immutable).
 */
import zlib from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

const TGUI_TOKEN = /tgui-[0-9a-f]{16}/g;
const TGUI_CLASS = /\.(tgui-[0-9a-f]{16})(?![\w-])/g;
/** At-rules whose block holds ordinary rules, pruned recursively. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

/** Every `tgui-<16 hex>` token in `code`. */
export function tguiTokensIn(code: string, into = new Set<string>()): Set<string> {
  for (const [token] of code.matchAll(TGUI_TOKEN)) into.add(token);
  return into;
}

/** One top-level piece of a stylesheet: a block (`prelude{body}`), a statement (`@import …;`) or other text. */
export type CssItem = { kind: 'block'; prelude: string; body: string } | { kind: 'text'; text: string };

/**
 * Index just past the quoted string or comment starting at `i`, or `i` when none starts there.
 * Unterminated ones run to the end of the input.
 */
function skipOpaque(css: string, i: number): number {
  const ch = css[i];
  if (ch === '"' || ch === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== ch) j += css[j] === '\\' ? 2 : 1;
    return Math.min(j + 1, css.length);
  }
  if (ch === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/** One piece of CSS text as the scanners see it: a plain character, an escape (`\x`), or a string or comment. */
interface Piece {
  kind: 'char' | 'escape' | 'opaque';
  /** Where the piece starts and ends (exclusive). */
  at: number;
  end: number;
  ch: string;
}

/** The pieces of `css` in order: what every scanner below walks, so strings, comments and escapes never count. */
function* pieces(css: string): Generator<Piece> {
  let i = 0;
  while (i < css.length) {
    const skipped = skipOpaque(css, i);
    const ch = css[i] ?? '';
    const piece: Piece =
      skipped !== i
        ? { kind: 'opaque', at: i, end: skipped, ch }
        : ch === '\\'
          ? { kind: 'escape', at: i, end: i + 2, ch }
          : { kind: 'char', at: i, end: i + 1, ch };
    yield piece;
    i = piece.end;
  }
}

/**
 * Splits a stylesheet (or the body of a grouping at-rule) into its top-level items. Braces, semicolons and commas
 * inside strings, comments, escapes and parentheses do not count. An unbalanced tail is kept as text.
 */
export function splitCss(css: string): CssItem[] {
  const items: CssItem[] = [];
  let start = 0;
  let open = -1; // index of the top-level `{` of the current item
  let depth = 0; // braces
  let parens = 0;
  for (const { kind, at: i, ch } of pieces(css)) {
    if (kind !== 'char') continue;
    if (ch === '(') parens += 1;
    else if (ch === ')') parens = Math.max(0, parens - 1);
    else if (parens === 0 && ch === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (parens === 0 && ch === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        items.push({ kind: 'block', prelude: css.slice(start, open), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (parens === 0 && ch === ';' && depth === 0) {
      items.push({ kind: 'text', text: css.slice(start, i + 1) });
      start = i + 1;
    }
  }
  if (start < css.length) items.push({ kind: 'text', text: css.slice(start) });
  return items;
}

/** The comma-separated parts of a selector list; commas inside `(…)`, `[…]`, strings and escapes do not split. */
export function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let nesting = 0;
  for (const { kind, at: i, ch } of pieces(prelude)) {
    if (kind !== 'char') continue;
    if (ch === '(' || ch === '[') nesting += 1;
    else if (ch === ')' || ch === ']') nesting = Math.max(0, nesting - 1);
    else if (ch === ',' && nesting === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

/**
 * The tgui classes a selector requires on its elements: those outside any parentheses or brackets. Classes inside
 * `:not(…)` (never required) and inside `:is(…)`/`:where(…)`/`:has(…)` (possibly one of several) do not count,
 * which can only keep a selector, never drop one that might match.
 */
export function requiredTguiClasses(selector: string): string[] {
  let outside = '';
  let nesting = 0;
  for (const { kind, at, end, ch } of pieces(selector)) {
    if (kind === 'opaque') outside += ' ';
    else if (kind === 'escape') outside += nesting === 0 ? selector.slice(at, end) : ' ';
    else {
      if (ch === '(' || ch === '[') nesting += 1;
      else if (ch === ')' || ch === ']') nesting = Math.max(0, nesting - 1);
      outside += nesting === 0 && ch !== ')' && ch !== ']' ? ch : ' ';
    }
  }
  return [...outside.matchAll(TGUI_CLASS)].map((m) => m[1] ?? '');
}

function atRuleName(prelude: string): string | undefined {
  return /^\s*@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
}

/**
 * `css` without the selectors that require a tgui class missing from `used`, without rules left with no selector
 * and without grouping at-rules left empty. Everything else keeps its exact text.
 */
export function pruneTguiCss(css: string, used: ReadonlySet<string>): string {
  let out = '';
  for (const item of splitCss(css)) {
    if (item.kind === 'text') {
      out += item.text;
      continue;
    }
    const name = atRuleName(item.prelude);
    if (name !== undefined) {
      if (!GROUPING_AT_RULES.has(name)) {
        out += `${item.prelude}{${item.body}}`;
        continue;
      }
      const body = pruneTguiCss(item.body, used);
      if (body === item.body || body.trim() !== '') out += `${item.prelude}{${body}}`;
      continue;
    }
    const selectors = splitSelectors(item.prelude);
    const kept = selectors.filter((selector) => requiredTguiClasses(selector).every((cls) => used.has(cls)));
    if (kept.length === selectors.length) out += `${item.prelude}{${item.body}}`;
    else if (kept.length > 0) out += `${kept.join(',')}{${item.body}}`;
    else out += leadingComments(item.prelude);
  }
  return out;
}

/** Comments written before a dropped rule's selector (licence notes) stay. */
function leadingComments(prelude: string): string {
  return prelude.match(/^(?:\s*\/\*[\s\S]*?\*\/)*/)?.[0].trim() ?? '';
}

const gzipSize = (text: string): number => zlib.gzipSync(text, { level: 9 }).length;

/** The Vite plugin (builds only). */
export function pruneTguiCssPlugin(): Plugin {
  let log: (message: string) => void = (message) => console.log(message);
  return {
    name: 'storefront:prune-tgui-css',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') tguiTokensIn(file.code, used);
      }
      const renamed = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        if (!source.includes('.tgui-')) continue;
        const pruned = pruneTguiCss(source, used);
        if (pruned === source) continue;
        const newName = reemit(this, bundle, file, pruned);
        renamed.set(file.fileName, newName);
        const before = Buffer.byteLength(source);
        const after = Buffer.byteLength(pruned);
        log(
          `prune-tgui-css: ${file.fileName} -> ${newName}: pruned ${before - after} of ${before} bytes ` +
            `(gzip ${gzipSize(source)} -> ${gzipSize(pruned)} bytes; ${used.size} tgui classes used by JS)`,
        );
      }
      if (renamed.size > 0) renameImportedCss(bundle, renamed);
    },
  };
}

/** Replaces `asset` with one holding `source` under a name hashed from it; returns the new file name. */
function reemit(
  context: Rollup.PluginContext,
  bundle: Rollup.OutputBundle,
  asset: Rollup.OutputAsset,
  source: string,
): string {
  delete bundle[asset.fileName];
  const referenceId = context.emitFile({
    type: 'asset',
    name: asset.names[0],
    originalFileName: asset.originalFileNames[0],
    source,
  });
  return context.getFileName(referenceId);
}

/** Points every chunk's CSS list (read later for `<link>` tags and preload lists) at the new names, in order. */
function renameImportedCss(bundle: Rollup.OutputBundle, renamed: ReadonlyMap<string, string>): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.viteMetadata) continue;
    const { importedCss } = file.viteMetadata;
    if (![...importedCss].some((name) => renamed.has(name))) continue;
    const names = [...importedCss].map((name) => renamed.get(name) ?? name);
    importedCss.clear();
    for (const name of names) importedCss.add(name);
  }
}
