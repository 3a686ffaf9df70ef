import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A stylesheet link as Vite writes it into index.html: `<link rel="stylesheet" crossorigin href="/assets/x.css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * Writes the first screen's stylesheet into the page: `index.html`'s `<link rel="stylesheet">` becomes a `<style>`
 * with the file's rules, so the page asks for one file fewer beside its code (a request that shared a phone's
 * bandwidth with the first screen's code, and a round trip of its own before the first paint). A `disabled` link
 * naming the file stays in its place: the browser does not fetch a disabled stylesheet, and Vite's loader of lazy
 * screens, which adds a screen's stylesheets unless a `<link rel="stylesheet">` of the same address is in the page,
 * sees it there and does not load the first screen's rules a second time (they would then come after the screens'
 * own and override them). A stylesheet whose text could close the `<style>` element early is left linked.
 */
export function inlineFirstScreenCss(html: string, sheet: (file: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = sheet(file);
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/** The page's own icon (`<link rel="icon" href="/x.svg">`, a file of `public/`). */
const ICON_LINK = /(<link rel="icon" href=")\/([\w.-]+\.svg)(")/;

/** A drawing this small goes into the page as it is; a larger one stays a file the browser may cache. */
export const ICON_INLINE_MAX_BYTES = 2048;

/**
 * A drawing as a `data:` address for a double-quoted attribute, written as little as a browser reads: its own double
 * quotes become single ones, and only what a URL or the attribute cannot carry as it is (`%`, `#`, `<`, `>`, `&`, and
 * anything outside printable ASCII) is percent-encoded, so spaces, slashes and `=` stay one byte each.
 */
export function svgDataUrl(svg: string): string {
  // A drawing that uses both quotes (font-family="'Inter'") keeps its own, encoded.
  if (svg.includes("'")) return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  const text = svg.trim().replaceAll('"', "'");
  return `data:image/svg+xml,${text.replace(/[%#<>&]|[^\x20-\x7e]/gu, (c) => encodeURIComponent(c))}`;
}

/**
 * Writes the page's icon into its link as a `data:` address: the browser asked for the file while the first screen's
 * code was coming (the merchant's own icon replaces it once the settings are in: src/app/branding.ts).
 */
export function inlinePageIcon(html: string, drawing: (file: string) => string | null): string {
  return html.replace(ICON_LINK, (link, start: string, file: string, end: string) => {
    const svg = drawing(file);
    if (svg === null || Buffer.byteLength(svg) > ICON_INLINE_MAX_BYTES) return link;
    return `${start}${svgDataUrl(svg)}${end}`;
  });
}

/**
 * The Vite plugin (builds only): runs once Vite has written the page's tags and the stylesheet is final. The page's
 * small files go into it: the first screen's stylesheet and the page's icon.
 */
export function inlinePageFilesPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'storefront:inline-page-files',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const withCss = inlineFirstScreenCss(html, (file) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset') return null;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        return inlinePageIcon(withCss, (file) => {
          const full = path.join(publicDir, file);
          return publicDir && fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
        });
      },
    },
  };
}
